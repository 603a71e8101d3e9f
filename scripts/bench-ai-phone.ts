/**
 * The assistant's answer time on a phone profile: the offline engine bundled for the browser,
 * run in Chromium with the CPU slowed down 4× (CDP Emulation.setCPUThrottlingRate), over the
 * questions of the evaluation suite with their conversation context. Prints the median and p95
 * of one answer and the time to load the index; budgets are read from the output, not asserted.
 */
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromiumArgs, findChromium } from './chromium.ts';
import { parts } from '../tests/fixtures/assistant-eval/run.ts';

/** CPU slowdown of the phone profile. */
export const phoneCpuSlowdown = 4;

const quantile = (sorted: number[], share: number) =>
	sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/** Bundles the offline engine as the browser gets it (an IIFE exposing two functions). */
async function engineBundle(): Promise<string> {
	const out = await build({
		stdin: {
			contents:
				"import { answerOffline } from './src/lib/ai/offline.ts';\nimport { loadIndex } from './src/lib/ai/searchIndex.ts';\n(globalThis as Record<string, unknown>)['__assistant'] = { answerOffline, loadIndex };",
			loader: 'ts',
			resolveDir: resolve('.'),
		},
		bundle: true,
		format: 'iife',
		platform: 'browser',
		minify: true,
		write: false,
		logLevel: 'silent',
	});
	return out.outputFiles[0]?.text ?? '';
}

interface Timing {
	loadMs: number;
	samples: number[];
}

/** Prints the phone-profile figures for the index built in `dist`. */
export async function benchAiPhone(dist: string): Promise<void> {
	const indexFile = join(dist, 'herramientas/indice-asistente.json');
	const executablePath = findChromium();
	if (!existsSync(indexFile) || !executablePath) {
		console.log('\nAsistente IA en perfil móvil: (sin sitio construido o sin Chromium)');
		return;
	}
	const questions = [...parts.ajuste, ...parts.reservada, ...parts.externa].map((q) => ({
		q: q.q,
		context: q.context ?? [],
	}));
	const browser = await chromium.launch({ executablePath, args: chromiumArgs });
	try {
		const page = await browser.newPage();
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown });
		await page.addScriptTag({ content: await engineBundle() });
		const timing: Timing = await page.evaluate(
			({ raw, questions }) => {
				type Engine = {
					answerOffline: (q: string, index: unknown, context: string[]) => unknown;
					loadIndex: (raw: unknown) => unknown;
				};
				const engine = (globalThis as unknown as { __assistant: Engine }).__assistant;
				let t = performance.now();
				const index = engine.loadIndex(JSON.parse(raw));
				const loadMs = performance.now() - t;
				for (const x of questions) engine.answerOffline(x.q, index, x.context); // warm-up
				const samples = questions.map((x) => {
					t = performance.now();
					engine.answerOffline(x.q, index, x.context);
					return performance.now() - t;
				});
				return { loadMs, samples };
			},
			{ raw: readFileSync(indexFile, 'utf8'), questions },
		);
		const sorted = timing.samples.toSorted((a, b) => a - b);
		console.log(
			`\nAsistente IA en perfil móvil (CPU ${phoneCpuSlowdown}× más lenta, ${sorted.length} preguntas de la evaluación)`,
		);
		console.log(
			`  Respuesta: mediana ${quantile(sorted, 0.5).toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms, máximo ${(sorted.at(-1) ?? 0).toFixed(2)} ms (presupuesto: p95 ≤ 100 ms)`,
		);
		console.log(`  Carga del índice (primera pregunta): ${timing.loadMs.toFixed(0)} ms`);
	} finally {
		await browser.close();
	}
}

if (import.meta.main) await benchAiPhone(process.argv[2] ?? 'dist');
