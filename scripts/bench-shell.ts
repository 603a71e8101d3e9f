/**
 * JS each page of the signed-in shell downloads before any interaction, measured in Chromium:
 * a guide signed out and signed in, /dashboard and /soporte signed in and signed out,
 * /valoracion-inmueble and /auth signed out. Every script the page requests until it settles is counted at its gzip size (the
 * file of the build, gzip level 9, like `npm run bench`), so figures compare across builds.
 *
 *   npx node scripts/bench-shell.ts --dir dist-e2e/4345 --site http://localhost:4345 \
 *     --backend http://127.0.0.1:54345
 *
 * It needs the site served from `--dir` (scripts/serve.ts) and built against `--backend`, the
 * local backend (it creates one confirmed user there with the demo service key).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { signedInSession } from './audit/session.ts';
import { chromiumArgs, findChromium } from './chromium.ts';

const arg = (name: string, fallback: string) => {
	const i = process.argv.indexOf(`--${name}`);
	return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const dir = arg('dir', 'dist');
const site = arg('site', 'http://localhost:4321');
const backend = arg('backend', 'http://127.0.0.1:54321');

/**
 * The error reporter and its web-vitals load only when the build sets PUBLIC_SENTRY_DSN (the
 * Playwright build does, a plain `npm run build` does not): left out, and listed apart.
 */
const reporter = /\/_astro\/(sentry|web-vitals)\./;

/** Gzip size of the built file behind a script URL of the site (0 if it is not a local file). */
function gzipOf(url: string): number {
	const path = new URL(url).pathname;
	if (reporter.test(path)) return 0;
	const file = join(dir, path);
	return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** Opens `path` and sums the scripts requested until `settled` resolves. */
async function measure(page: Page, path: string, settled: (page: Page) => Promise<unknown>) {
	const scripts = new Set<string>();
	// Counted until the page sends the visitor elsewhere (a private page signed out): what the
	// next page loads is its own cost, measured on its own line.
	let left = false;
	const onRequest = (request: { resourceType(): string; url(): string }) => {
		if (!left && request.resourceType() === 'script' && request.url().startsWith(site)) {
			scripts.add(request.url());
		}
	};
	let commits = 0;
	const onNavigated = (frame: { parentFrame(): unknown }) => {
		if (frame.parentFrame() === null && ++commits > 1) left = true;
	};
	page.on('request', onRequest);
	page.on('framenavigated', onNavigated);
	await page.goto(`${site}${path}`);
	await settled(page);
	await page.waitForLoadState('load');
	page.off('request', onRequest);
	page.off('framenavigated', onNavigated);
	// The inline scripts of the page (theme, stored session, consent, Astro's island loader).
	const inline = left
		? []
		: await page.evaluate(() =>
				[...document.querySelectorAll('script:not([src])')]
					.filter((s) => !/json/.test(s.getAttribute('type') ?? ''))
					.map((s) => s.textContent ?? ''),
			);
	if (process.argv.includes('--list')) {
		for (const url of scripts)
			console.log(`      ${kb(gzipOf(url)).padStart(9)}  ${new URL(url).pathname}`);
	}
	const files = [...scripts].reduce((sum, url) => sum + gzipOf(url), 0);
	const inlineGz = inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
	return { total: files + inlineGz, files: scripts.size, url: page.url(), left };
}

const executablePath = findChromium();
if (!executablePath) throw new Error('No se encuentra Chromium (CHROMIUM_PATH).');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const session = await signedInSession(backend);
const kb = (n: number) => `${(n / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} KB`;

const guide = '/blog/guia-comprar-primera-vivienda';
const bell = (page: Page) =>
	page.getByRole('button', { name: /^Notificaciones/ }).waitFor({ state: 'visible' });
const heading = (page: Page) => page.locator('main h1, main h2').first().waitFor();
/** Signed out, a private page either sends to sign in or shows a sign-in link in its island. */
const leavesOrShows = (page: Page) =>
	Promise.race([
		page.waitForURL(/\/auth/),
		page
			.getByRole('main')
			.getByRole('link', { name: /^Iniciar sesión para/ })
			.waitFor(),
	]);
const cases: {
	label: string;
	path: string;
	signedIn: boolean;
	settled: (page: Page) => Promise<unknown>;
}[] = [
	{ label: 'Guía, sin sesión', path: guide, signedIn: false, settled: heading },
	{ label: 'Guía, con sesión', path: guide, signedIn: true, settled: bell },
	{
		label: '/dashboard, con sesión',
		path: '/dashboard',
		signedIn: true,
		settled: (page) => page.getByRole('heading', { level: 2, name: 'Mi perfil' }).waitFor(),
	},
	{
		label: '/dashboard, sin sesión',
		path: '/dashboard',
		signedIn: false,
		settled: leavesOrShows,
	},
	{
		label: '/soporte, con sesión',
		path: '/soporte',
		signedIn: true,
		settled: (page) =>
			page
				.getByRole('heading', { name: /ticket/i })
				.first()
				.waitFor(),
	},
	{
		label: '/soporte, sin sesión',
		path: '/soporte',
		signedIn: false,
		settled: leavesOrShows,
	},
	{
		// Hydrated on arrival (client:visible) or left for the first interaction: up to 3 s.
		label: '/valoracion, sin sesión',
		path: '/valoracion-inmueble',
		signedIn: false,
		settled: (page) =>
			page
				.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, {
					timeout: 3000,
				})
				.catch(() => undefined),
	},
	{
		label: '/auth, sin sesión',
		path: '/auth',
		signedIn: false,
		settled: (page) => page.getByRole('tab', { name: 'Registrarse' }).waitFor(),
	},
];

console.log(
	'JS antes de interactuar (gzip, ficheros de la construcción; sin Sentry ni web-vitals)',
);
for (const c of cases) {
	const context = await browser.newContext({ serviceWorkers: 'block' });
	await context.addInitScript(
		({ key, value, signedIn }) => {
			localStorage.setItem('cookie-consent', 'rejected');
			if (signedIn) localStorage.setItem(key, value);
		},
		{ ...session, signedIn: c.signedIn },
	);
	const page = await context.newPage();
	const result = await measure(page, c.path, c.settled);
	console.log(
		`  ${c.label.padEnd(24)} ${kb(result.total).padStart(9)}  (${result.files} ficheros${result.left ? `; lo envía a ${new URL(result.url).pathname} antes de cargar más` : ''})`,
	);
	await context.close();
}
await browser.close();
