/**
 * Scale figures: builds the site as it is and a temporary copy with N times the cities (so N
 * times the portal pages, same templates, generated data; N = 10 unless `--scale N`), and prints
 * both build times, seconds per 1.000 pages, the growth ratio and each build's peak memory. The
 * copy lives in the system's temporary folder and is removed afterwards.
 * On its own: node scripts/bench-scale.ts --scale N [--no-base] builds only the copy when
 * --no-base is given (the base build is then not measured), else both.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** One measured build (scripts/build-measured.ts). */
export interface BuildFigures {
	seconds: number;
	/** CPU seconds of all the build's threads (user and system). */
	cpuSeconds?: number;
	/** CPU seconds of the main thread, where Astro renders the pages one after another. */
	mainCpuSeconds?: number;
	pages: number;
	peakMb: number;
	/** The machine's load average over 1, 5 and 15 minutes when the build ended. */
	load?: number[];
}

/** Runs a measured build of the project in `root` in a child process. */
export function measuredBuild(root = '.'): BuildFigures {
	const out = execFileSync(
		process.execPath,
		[resolve('scripts/build-measured.ts'), '--root', root],
		{ encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
	);
	const last = out.trim().split('\n').at(-1) ?? '{}';
	return { ...(JSON.parse(last) as BuildFigures), load: loadavg() };
}

/** Folders never copied: dependencies (linked instead), outputs, data and test reports. */
const skipped = new Set([
	'node_modules',
	'.git',
	'dist',
	'dist-e2e',
	'.astro',
	'.data',
	'test-results',
	'playwright-report',
	'blob-report',
	'reports',
]);

/** `times` copies of every city, with their own slugs and names, in the same provinces. */
export function multipliedCities<T extends { id: string; name: string; capital: boolean }>(
	cities: readonly T[],
	times: number,
): T[] {
	return Array.from({ length: times }, (_, n) =>
		cities.map((city) =>
			n === 0
				? city
				: { ...city, id: `${city.id}-${n + 1}`, name: `${city.name} ${n + 1}`, capital: false },
		),
	).flat();
}

/** Builds the site with `times`× the cities in a temporary copy and returns its figures. */
export function scaledBuild(times = 10): BuildFigures {
	const copy = mkdtempSync(join(tmpdir(), 'hipotecas-escala-'));
	try {
		const here = resolve('.');
		cpSync(here, copy, {
			recursive: true,
			filter: (src) => !skipped.has(relative(here, src).split('/')[0] ?? ''),
		});
		symlinkSync(join(here, 'node_modules'), join(copy, 'node_modules'), 'dir');
		const file = join(copy, 'content/data/cities.json');
		const cities = JSON.parse(readFileSync(file, 'utf8')) as {
			id: string;
			name: string;
			capital: boolean;
		}[];
		writeFileSync(file, JSON.stringify(multipliedCities(cities, times), null, '\t'));
		return measuredBuild(copy);
	} finally {
		rmSync(copy, { recursive: true, force: true });
	}
}

/** The factor of `--scale N` in a command line (a whole number from 1 to 200), 10 without it. */
export function scaleFactor(argv: readonly string[]): number {
	const at = argv.indexOf('--scale');
	const inline = argv.find((a) => a.startsWith('--scale='));
	if (at === -1 && !inline) return 10;
	const raw = inline ? inline.slice('--scale='.length) : argv[at + 1];
	const times = Number(raw);
	if (!Number.isInteger(times) || times < 1 || times > 200) {
		throw new Error(`--scale necesita un número entero de 1 a 200 (se recibió «${raw ?? ''}»).`);
	}
	return times;
}

/** Seconds a build takes per 1.000 pages. */
const perThousand = (b: BuildFigures) => (b.seconds * 1000) / b.pages;

/**
 * One build's line: pages, time, seconds per 1.000 pages, CPU time (all threads), peak memory
 * and the machine's load.
 */
export function printBuildRow(label: string, b: BuildFigures): void {
	const load = (b.load ?? loadavg()).map((n) => n.toFixed(2)).join(' ');
	const cpu =
		b.cpuSeconds === undefined
			? ''
			: `  CPU ${b.cpuSeconds.toFixed(1)} s (${((b.cpuSeconds * 1000) / b.pages).toFixed(2)} s/1.000 páginas${b.mainCpuSeconds === undefined ? '' : `; hilo principal ${b.mainCpuSeconds.toFixed(1)} s`})`;
	console.log(
		`  ${label.padEnd(26)} ${b.pages.toLocaleString('es-ES').padStart(7)} páginas  ${b.seconds.toFixed(1).padStart(6)} s  ${perThousand(b).toFixed(2).padStart(6)} s/1.000 páginas${cpu}  pico ${b.peakMb.toFixed(0)} MB  (carga al acabar: ${load})`,
	);
}

/** Prints the normal build against the scaled one. */
export function printScale(normal: BuildFigures, scaled: BuildFigures, times = 10): void {
	console.log(`\nEscala: el sitio y una copia con ${times} veces las ciudades del portal`);
	printBuildRow('Sitio', normal);
	printBuildRow(`Copia ×${times} ciudades`, scaled);
	if (scaled.pages === normal.pages) return;
	console.log(
		`  Cada 1.000 páginas más: ${(((scaled.seconds - normal.seconds) * 1000) / (scaled.pages - normal.pages)).toFixed(1)} s (lo que cuesta una página del portal, sin la parte fija del build)`,
	);
	console.log(
		`  Crecimiento: ${(scaled.pages / normal.pages).toFixed(1)}× páginas, ${(scaled.seconds / normal.seconds).toFixed(1)}× tiempo, ${(perThousand(scaled) / perThousand(normal)).toFixed(2)}× tiempo por página (1 = lineal)`,
	);
}

if (import.meta.main) {
	const { values } = parseArgs({
		options: { scale: { type: 'string', default: '10' }, 'no-base': { type: 'boolean' } },
	});
	const times = scaleFactor(['--scale', values.scale]);
	if (values['no-base']) {
		console.log(`Copia con ${times} veces las ciudades del portal`);
		printBuildRow(`Copia ×${times} ciudades`, scaledBuild(times));
	} else {
		printScale(measuredBuild(), scaledBuild(times), times);
	}
}
