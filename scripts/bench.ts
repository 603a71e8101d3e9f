/**
 * Performance figures of the built site: per page type, the HTML, CSS and JS a visitor
 * downloads, gzip-compressed, and whether React ships. Budgets are printed, never asserted
 * in tests. Usage: npm run bench [-- --no-build] [--no-backend]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchBackend } from './bench-backend.ts';
import { benchEngine } from './bench-engine.ts';
import { islandSizes, lazyModules, pageAssets } from './lib/pageAssets.ts';

const dist = 'dist';

/** Representative page of each template; types not built yet are reported as such. */
const pageTypes: { type: string; file: string; hasTool: boolean }[] = [
	{ type: 'Inicio', file: 'index.html', hasTool: false },
	{ type: 'Búsqueda', file: 'buscar/index.html', hasTool: false },
	{ type: '404', file: '404.html', hasTool: false },
	{ type: 'Herramientas', file: 'herramientas/index.html', hasTool: true },
	{ type: 'Provincia', file: 'hipoteca-soria/index.html', hasTool: false },
	{ type: 'Ciudad dedicada', file: 'hipoteca-madrid/index.html', hasTool: false },
	{ type: 'Portal', file: 'hipotecas/piso-madrid/index.html', hasTool: false },
	{ type: 'Ciudades', file: 'hipotecas/ciudades/index.html', hasTool: false },
	{ type: 'Noticias', file: 'blog/index.html', hasTool: false },
	{ type: 'Guía', file: 'blog/guia-comprar-primera-vivienda/index.html', hasTool: false },
	{ type: 'Glosario', file: 'blog/glosario-hipotecario/index.html', hasTool: false },
	{ type: 'Legal', file: 'privacidad/index.html', hasTool: false },
];

/** Most JS a page without an interactive tool may ship, gzip. */
const JS_BUDGET_NO_TOOL = 10 * 1024;

/** Number of HTML files under `dir`. */
function countHtml(dir: string): number {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))
		.length;
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build') || !existsSync(join(dist, 'index.html'))) {
	const started = performance.now();
	execFileSync('astro', ['build'], {
		stdio: 'ignore',
		env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
	});
	const seconds = (performance.now() - started) / 1000;
	const pages = countHtml(dist);
	console.log(
		`Build: ${seconds.toFixed(1)} s, ${pages} páginas HTML, ${(pages / seconds).toFixed(0)} páginas/s\n`,
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

benchEngine();
if (!process.argv.includes('--no-backend')) await benchBackend();
// Everything is printed. Worker message ports left by the password hashing and the database
// driver could keep Node waiting after that, so the bench ends here instead of hanging.
process.exit(0);
