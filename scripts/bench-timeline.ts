/**
 * The simulator's life of the loan: median time of a 40-year schedule with 20 events, and the
 * JS the simulator loads (at hydration, and the timeline it imports when the person opens it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
	runTimeline,
	type TimelineEvent,
	type TimelineLoan,
} from '../src/lib/mortgage/timeline.ts';
import { moduleClosure } from './lib/pageAssets.ts';
import { medianMs } from './lib/timing.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzFiles = (files: readonly string[]) =>
	files.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);

/** A 40-year variable loan with 20 events: Euribor revisions and prepayments of both kinds. */
export function benchTimelineLoan(): { loan: TimelineLoan; events: TimelineEvent[] } {
	const loan: TimelineLoan = {
		principal: 300_000,
		months: 480,
		tin: 2.5,
		kind: 'variable',
		fixedMonths: 12,
		diferencial: 0.7,
		euribor: 2.2,
		revisionMonths: 12,
		upfrontCosts: 400,
	};
	const events: TimelineEvent[] = Array.from({ length: 20 }, (_, i) =>
		i % 2 === 0
			? { kind: 'euribor', month: 13 + i * 12, euribor: 1.5 + (i % 5) * 0.4 }
			: {
					kind: 'prepayment',
					month: 13 + i * 12,
					amount: 5_000,
					mode: i % 4 === 1 ? 'reduce-term' : 'reduce-payment',
				},
	);
	return { loan, events };
}

/** Prints the timeline's compute time and, when `dist` is built, the simulator's JS. */
export function benchTimeline(dist: string): void {
	const { loan, events } = benchTimelineLoan();
	const outcome = runTimeline(loan, events);
	if (!outcome.ok) throw new Error(outcome.issues.map((i) => i.message).join(' '));
	const ms = medianMs(() => runTimeline(loan, events), 41, 20);
	console.log('\nVida del préstamo (simulador)');
	console.log(
		`  Cuadro de 40 años con 20 eventos, contra el plan (mediana): ${ms.toFixed(3)} ms  (objetivo: muy por debajo de 5 ms)`,
	);
	const astro = join(dist, '_astro');
	if (!existsSync(astro)) return;
	const find = (prefix: string) =>
		readdirSync(astro).find((f) => f.startsWith(`${prefix}.`) && f.endsWith('.js'));
	const simulator = find('MortgageSimulator');
	const life = find('LifeOfLoan');
	if (!simulator) {
		console.log('  JS del simulador: no construido');
		return;
	}
	const atHydration = moduleClosure(join(astro, simulator));
	const loaded = new Set(atHydration);
	const onOpen = life ? moduleClosure(join(astro, life)).filter((f) => !loaded.has(f)) : [];
	console.log(
		`  JS del simulador al hidratarse (con React y módulos compartidos): ${kb(gzFiles(atHydration))} gz`,
	);
	console.log(
		`  JS que añade al abrir la vida del préstamo: ${life ? `${kb(gzFiles(onOpen))} gz en ${onOpen.length} módulos` : 'no construido'}`,
	);
	// uPlot comes with the first chart drawn (the shared Chart imports it then).
	const uplot = find('uplot');
	if (uplot) {
		const chartLib = moduleClosure(join(astro, uplot)).filter((f) => !loaded.has(f));
		console.log(`  Más uPlot al dibujar los gráficos: ${kb(gzFiles(chartLib))} gz`);
	}
}

if (import.meta.main) benchTimeline(process.env['BENCH_DIST'] ?? 'dist');
