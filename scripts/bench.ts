/**
 * Performance figures of the built site: per page type, the HTML, CSS and JS a visitor
 * downloads, gzip-compressed, and whether React ships. Budgets are printed, never asserted
 * in tests. Usage: npm run bench [-- --no-build] [--no-backend] [--no-scale | --scale N]
 * `npm run bench -- --volume [--scale N] [--repeats N] [--plans]` measures only the stores'
 * queries with the volume set on PostgreSQL 15 (scripts/bench-queries.ts).
 * The scale part builds a copy with N times the portal pages, 10 unless given
 * (scripts/bench-scale.ts); the
 * per-calculator table of /herramientas (JS when it opens, DOM closed and open) is
 * scripts/bench-tools.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchAi } from './bench-ai.ts';
import { benchAiPhone } from './bench-ai-phone.ts';
import { benchAttacks } from './bench-attack.ts';
import { benchBackend } from './bench-backend.ts';
import { benchDocumentSizes, benchOcr } from './bench-documents.ts';
import { benchEngine } from './bench-engine.ts';
import { benchHeaders } from './bench-headers.ts';
import { benchStorage } from './bench-storage.ts';
import { benchTimeline } from './bench-timeline.ts';
import {
	type BuildFigures,
	measuredBuild,
	printScale,
	scaledBuild,
	scaleFactor,
} from './bench-scale.ts';
import { benchTools } from './bench-tools.ts';
import { benchUploadAttacks } from './bench-upload-attack.ts';
import {
	islandSizes,
	lazyModules,
	moduleClosure,
	onDemandJs,
	pageAssets,
} from './lib/pageAssets.ts';

/** The built site to measure (BENCH_DIST measures another build, e.g. a Playwright one). */
const dist = process.env['BENCH_DIST'] ?? 'dist';

/** Representative page of each template; types not built yet are reported as such. */
const pageTypes: { type: string; file: string; hasTool: boolean }[] = [
	{ type: 'Inicio', file: 'index.html', hasTool: false },
	{ type: 'Búsqueda', file: 'buscar/index.html', hasTool: false },
	{ type: '404', file: '404.html', hasTool: false },
	// JS on arrival: the calculators (client:tool) load when opened; see the per-tool table.
	{ type: 'Herramientas', file: 'herramientas/index.html', hasTool: true },
	{ type: 'Aterrizaje', file: 'hipoteca-joven/index.html', hasTool: true },
	{ type: 'Provincia', file: 'hipoteca-soria/index.html', hasTool: false },
	{ type: 'Ciudad dedicada', file: 'hipoteca-madrid/index.html', hasTool: false },
	{ type: 'Portal', file: 'hipotecas/piso-madrid/index.html', hasTool: false },
	{ type: 'Ciudades', file: 'hipotecas/ciudades/index.html', hasTool: false },
	{ type: 'Noticias', file: 'blog/index.html', hasTool: false },
	{ type: 'Guía', file: 'blog/guia-comprar-primera-vivienda/index.html', hasTool: false },
	{ type: 'Glosario', file: 'blog/glosario-hipotecario/index.html', hasTool: false },
	{ type: 'Legal', file: 'privacidad/index.html', hasTool: false },
	{ type: 'Valoración', file: 'valoracion-inmueble/index.html', hasTool: true },
	// Private islands (client:load): no budget of a content page; supabase-js is measured below.
	{ type: 'Mi Panel', file: 'dashboard/index.html', hasTool: true },
	{ type: 'Soporte', file: 'soporte/index.html', hasTool: true },
	{ type: 'Acceso /auth', file: 'auth/index.html', hasTool: true },
	{ type: 'Contraseña', file: 'reset-password/index.html', hasTool: true },
	{ type: 'Formulario compartido', file: 'formulario/index.html', hasTool: true },
];

/** Most JS a page without an interactive tool may ship, gzip. */
const JS_BUDGET_NO_TOOL = 10 * 1024;

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv.includes('--volume')) {
	const { benchQueries } = await import('./bench-queries.ts');
	await benchQueries(process.argv.slice(2));
	process.exit(0);
}

let normalBuild: BuildFigures | undefined;
if (!process.argv.includes('--no-build') || !existsSync(join(dist, 'index.html'))) {
	normalBuild = measuredBuild();
	const { seconds, pages, peakMb } = normalBuild;
	console.log(
		`Build: ${seconds.toFixed(1)} s, ${pages} páginas HTML, ${(pages / seconds).toFixed(0)} páginas/s, pico de memoria ${peakMb.toFixed(0)} MB\n`,
	);
}

const rows = pageTypes.map(({ type, file, hasTool }) => {
	const path = join(dist, file);
	if (!existsSync(path)) return { type, built: false as const };
	const html = readFileSync(path, 'utf8');
	const assets = pageAssets(html, dist);
	const js =
		assets.inlineJs.reduce((n, s) => n + gz(s), 0) +
		assets.jsFiles.reduce((n, f) => n + gz(readFileSync(f)), 0);
	const css =
		assets.inlineCss.reduce((n, s) => n + gz(s), 0) +
		assets.cssFiles.reduce((n, f) => n + gz(readFileSync(f)), 0);
	const overBudget = !hasTool && js > JS_BUDGET_NO_TOOL;
	return { type, built: true as const, html: gz(html), css, js, react: assets.react, overBudget };
});

console.log('Página            HTML gz    CSS gz     JS gz      React  Presupuesto JS');
for (const row of rows) {
	if (!row.built) {
		console.log(`${row.type.padEnd(16)}  (no construida)`);
		continue;
	}
	const budget = row.overBudget ? `SUPERADO (> ${kb(JS_BUDGET_NO_TOOL)})` : 'ok';
	console.log(
		`${row.type.padEnd(16)}  ${kb(row.html).padStart(8)}  ${kb(row.css).padStart(8)}  ${kb(row.js).padStart(8)}   ${(row.react ? 'sí' : 'no').padEnd(5)}  ${budget}`,
	);
}

await benchHeaders(dist);

// Analytics, error reporting and the service worker load after the page, on demand: what a
// page references before consent, and what each part weighs when it does load.
const thirdParty = /~partytown|googletagmanager|google-analytics/;
const before = rows.filter((r) => r.built).map((r) => r.type);
const leaking = pageTypes.filter(
	(p) =>
		existsSync(join(dist, p.file)) && thirdParty.test(readFileSync(join(dist, p.file), 'utf8')),
);
console.log(
	`\nAntes del consentimiento: ${leaking.length === 0 ? `ni Partytown ni analítica en ${before.length} plantillas` : `Partytown o analítica en ${leaking.map((p) => p.type).join(', ')}`}`,
);
const astroDir = join(dist, '_astro');
const chunk = (prefix: string) =>
	readdirSync(astroDir).find((f) => f.startsWith(`${prefix}.`) && f.endsWith('.js'));
/** Every page already loads the small Observability script; a lazy part weighs the rest. */
const always = new Set(
	[chunk('Observability.astro_astro_type_script_index_0_lang')]
		.filter((f) => f !== undefined)
		.flatMap((f) => moduleClosure(join(astroDir, f))),
);
const lazyChunk = (prefix: string) => {
	const file = chunk(prefix);
	return file ? moduleClosure(join(astroDir, file)).filter((f) => !always.has(f)) : [];
};
const gzFiles = (files: string[]) => files.reduce((n, f) => n + gz(readFileSync(f)), 0);
const partytownFiles = ['partytown.js', 'partytown-sw.js']
	.map((f) => join(dist, '~partytown', f))
	.filter((f) => existsSync(f));
const lazyParts: [string, string[]][] = [
	['Analítica tras aceptar (ga + web-vitals)', lazyChunk('ga')],
	['Partytown tras aceptar (lib + sw)', partytownFiles],
	['Sentry en reposo (solo con DSN)', lazyChunk('sentry')],
	['Service worker (/sw.js)', [join(dist, 'sw.js')].filter((f) => existsSync(f))],
];
console.log('Carga diferida                               JS gz');
for (const [name, files] of lazyParts) {
	const unique = [...new Set(files)];
	console.log(
		`  ${name.padEnd(40)} ${unique.length === 0 ? 'no construido' : kb(gzFiles(unique)).padStart(8)}`,
	);
}

// A content page for a visitor with no stored session (what it ships) and for a signed-in one
// (plus the header island it then loads on demand: React, supabase-js, the bell).
const contentPage = join(dist, 'blog/guia-comprar-primera-vivienda/index.html');
if (existsSync(contentPage)) {
	const assets = pageAssets(readFileSync(contentPage, 'utf8'), dist);
	const signedOut =
		assets.inlineJs.reduce((n, s) => n + gz(s), 0) +
		assets.jsFiles.reduce((n, f) => n + gz(readFileSync(f)), 0);
	const lazy = lazyModules(assets.jsFiles, dist);
	const signedIn = signedOut + lazy.reduce((n, f) => n + gz(readFileSync(f)), 0);
	const hasReact = lazy.some((f) => /react/.test(f));
	console.log('\nJS de una página de contenido (guía), gzip');
	console.log(`  Sin sesión guardada: ${kb(signedOut).padStart(8)}  (ni React ni supabase-js)`);
	console.log(
		`  Con sesión:          ${kb(signedIn).padStart(8)}  (${lazy.length} módulos más: cabecera con sesión${hasReact ? ', React' : ''}, supabase-js y campana)`,
	);
}

const toolsPage = join(dist, 'herramientas/index.html');
if (existsSync(toolsPage)) {
	const sizes = islandSizes(readFileSync(toolsPage, 'utf8'), dist);
	console.log('\nIslas de /herramientas (JS gz sin el runtime de React)');
	console.log('  Isla                           propia   total si va sola');
	for (const island of sizes.islands) {
		console.log(
			`  ${island.name.padEnd(28)} ${kb(island.own).padStart(8)}   ${kb(island.total).padStart(8)}`,
		);
	}
	console.log(`  Compartido por las islas (motor, zod, datos): ${kb(sizes.shared)}`);
	console.log('  Trozos compartidos (bytes / gzip / islas que lo cargan)');
	for (const chunk of sizes.sharedChunks.toSorted((a, b) => b.bytes - a.bytes)) {
		const bytes = (n: number) => `${n.toLocaleString('es-ES')} B`.padStart(10);
		console.log(
			`    ${chunk.name.padEnd(34)} ${bytes(chunk.bytes)} ${bytes(chunk.gzip)}   ${chunk.islands}`,
		);
	}
}

// Each calculator opened on its own in Chromium: its JS and its section's DOM, closed and open.
await benchTools(dist);

// The private pages import supabase-js and their data modules on demand: when a form is sent,
// or on arrival with a stored session or an email link.
console.log('\nPáginas privadas: JS gz al cargar y lo que importan al usarse (supabase-js, datos)');
for (const file of [
	'auth/index.html',
	'reset-password/index.html',
	'dashboard/index.html',
	'soporte/index.html',
	'formulario/index.html',
]) {
	const path = join(dist, file);
	if (!existsSync(path)) continue;
	const { initial, lazy } = onDemandJs(readFileSync(path, 'utf8'), dist);
	console.log(
		`  /${file.replace('/index.html', '').padEnd(16)} ${kb(initial).padStart(8)} al cargar, ${kb(lazy).padStart(8)} más con sesión`,
	);
}

benchEngine();
benchTimeline(dist);
benchAi(dist);
await benchAiPhone(dist);
benchDocumentSizes(dist);
await benchOcr();
if (!process.argv.includes('--no-scale')) {
	const times = scaleFactor(process.argv);
	printScale(normalBuild ?? measuredBuild(), scaledBuild(times), times);
}
if (!process.argv.includes('--no-backend')) {
	await benchBackend();
	await benchAttacks();
	await benchStorage();
	await benchUploadAttacks();
}
// Everything is printed. Worker message ports left by the password hashing and the database
// driver could keep Node waiting after that, so the bench ends here instead of hanging.
process.exit(0);
