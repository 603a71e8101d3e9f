/**
 * AI assistant figures: the offline answer's latency over the phrasing set (median and p95)
 * with the built index, and the JS each AI tool of /herramientas loads when opened (and before).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { answerOffline } from '../src/lib/ai/offline.ts';
import { loadIndex, type SerializedIndex } from '../src/lib/ai/searchIndex.ts';
import { aiPhrasings } from '../tests/fixtures/aiPhrasings.ts';
import { moduleClosure, pageAssets } from './lib/pageAssets.ts';
import { benchAiPhone } from './bench-ai-phone.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (files: Iterable<string>) =>
	[...files].reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);

/** The value below which `share` of the sorted samples fall. */
const quantile = (sorted: number[], share: number) =>
	sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/** Prints the assistant's latency and the JS of each AI tool, from the site built in `dist`. */
export function benchAi(dist: string): void {
	const indexFile = join(dist, 'herramientas/indice-asistente.json');
	const page = join(dist, 'herramientas/index.html');
	if (!existsSync(indexFile) || !existsSync(page)) {
		console.log('\nAsistente IA: (no construido)');
		return;
	}
	const raw = readFileSync(indexFile);
	let started = performance.now();
	const index = loadIndex(JSON.parse(raw.toString('utf8')) as SerializedIndex);
	const loadMs = performance.now() - started;
	const questions = aiPhrasings.map(([q]) => q);
	for (const q of questions) answerOffline(q, index); // warm-up
	const samples = questions.map((q) => {
		started = performance.now();
		for (let i = 0; i < 5; i++) answerOffline(q, index);
		return (performance.now() - started) / 5;
	});
	samples.sort((a, b) => a - b);
	console.log(`\nAsistente IA sin conexión (${questions.length} preguntas del juego de pruebas)`);
	console.log(
		`  Respuesta: mediana ${quantile(samples, 0.5).toFixed(2)} ms, p95 ${quantile(samples, 0.95).toFixed(2)} ms`,
	);
	const br = brotliCompressSync(raw, {
		params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
	}).length;
	console.log(
		`  Índice: ${kb(raw.length)} (${kb(gzipSync(raw, { level: 9 }).length)} gz, ${kb(br)} br; presupuesto: ≤ 200 KB br), se carga en ${loadMs.toFixed(0)} ms, con la primera pregunta`,
	);

	// What the page loads before any tool is opened, and what each launcher imports on demand.
	// Absolute paths, as moduleClosure gives them for the launcher's imports: the launcher itself
	// (loaded with the page) must not be counted again as loaded on open.
	const initial = new Set(
		pageAssets(readFileSync(page, 'utf8'), dist).jsFiles.map((f) => resolve(f)),
	);
	const launcher = [...initial].find((f) => readFileSync(f, 'utf8').includes('ai-tool-launcher'));
	if (!launcher) return;
	const dynamic = [
		...readFileSync(launcher, 'utf8').matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g),
	].map((m) => resolve(dirname(launcher), m[1] ?? ''));
	const runtime = dynamic.filter(
		(f) => !/(AssistantChat|FinancialAssistant|VoiceAssistant)\./.test(f),
	);
	console.log(
		'  JS de cada herramienta (gz): antes de abrirla / al abrirla (además de lo que ya carga la página)',
	);
	for (const [name, pattern] of [
		['Asistente IA', 'AssistantChat'],
		['Asistente financiero', 'FinancialAssistant'],
		['Asistente de voz', 'VoiceAssistant'],
	] as const) {
		const entry = dynamic.find((f) => basenameMatches(f, pattern));
		if (!entry) continue;
		// The React DOM mount (the launcher's other imports) goes with the tools written in React.
		const react = moduleClosure(entry).some((f) => isFramework(f));
		const own = new Set([entry, ...(react ? runtime : [])].flatMap(moduleClosure));
		const before = [...own].filter((f) => initial.has(f) && basenameMatches(f, pattern));
		const onOpen = [...own].filter((f) => !initial.has(f));
		// React DOM is the React islands' shared runtime: the first one opened loads it.
		const framework = onOpen.filter(isFramework);
		const ownJs = onOpen.filter((f) => !framework.includes(f));
		console.log(
			`    ${name.padEnd(22)} ${kb(gz(before)).padStart(8)} / ${kb(gz(onOpen)).padStart(8)} (React ${kb(gz(framework))}, el resto ${kb(gz(ownJs))})${pattern === 'AssistantChat' ? '; presupuesto al abrirlo: ≤ 40 KB gz más el índice' : ''}`,
		);
	}
	console.log(
		`  Lanzadores y precarga de la caché (en la página): ${kb(gz(moduleClosure(launcher)))}`,
	);
}

/** A chunk of React or React DOM (the islands' shared runtime). */
const isFramework = (file: string) =>
	/^(client|react|jsx-runtime|reactIsland)\./.test(file.split('/').pop() ?? '');

const basenameMatches = (file: string, pattern: string) =>
	file.split('/').pop()?.startsWith(`${pattern}.`) ?? false;

if (import.meta.main) {
	benchAi(process.argv[2] ?? 'dist');
	await benchAiPhone(process.argv[2] ?? 'dist');
}
