/**
 * Scale figures: builds the site as it is and a temporary copy with ten times the cities (so
 * ten times the portal pages, same templates, generated data), and prints both build times,
 * pages per second, the growth ratio and each build's peak memory. The copy lives in the
 * system's temporary folder and is removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

/** One measured build (scripts/build-measured.ts). */
export interface BuildFigures {
	seconds: number;
	pages: number;
	peakMb: number;
}

/** Runs a measured build of the project in `root` in a child process. */
export function measuredBuild(root = '.'): BuildFigures {
	const out = execFileSync(
		process.execPath,
		[resolve('scripts/build-measured.ts'), '--root', root],
		{ encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 },
	);
	const last = out.trim().split('\n').at(-1) ?? '{}';
	return JSON.parse(last) as BuildFigures;
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

/** Prints the normal build against the scaled one. */
export function printScale(normal: BuildFigures, scaled: BuildFigures, times = 10): void {
	const perPage = (b: BuildFigures) => (b.seconds * 1000) / b.pages;
	const row = (label: string, b: BuildFigures) =>
		console.log(
			`  ${label.padEnd(26)} ${String(b.pages).padStart(6)} páginas  ${b.seconds.toFixed(1).padStart(6)} s  ${(b.pages / b.seconds).toFixed(0).padStart(4)} páginas/s  ${perPage(b).toFixed(1).padStart(5)} ms/página  pico ${b.peakMb.toFixed(0)} MB`,
		);
	console.log(`\nEscala: el sitio y una copia con ${times} veces las ciudades del portal`);
	row('Sitio', normal);
	row(`Copia ×${times} ciudades`, scaled);
	console.log(
		`  Crecimiento: ${(scaled.pages / normal.pages).toFixed(1)}× páginas, ${(scaled.seconds / normal.seconds).toFixed(1)}× tiempo, ${(perPage(scaled) / perPage(normal)).toFixed(2)}× tiempo por página (1 = lineal)`,
	);
}
