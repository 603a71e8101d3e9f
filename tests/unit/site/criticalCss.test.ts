import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import {
	afterFirstPaint,
	cssRest,
	inlineCss,
	restSheetPath,
	withCriticalCss,
} from '../../../scripts/astro/criticalCss.ts';

const dist = mkdtempSync(join(tmpdir(), 'css-critico-'));
mkdirSync(join(dist, '_astro'));
writeFileSync(
	join(dist, '_astro/site.css'),
	[
		'.hero{padding:2rem}',
		'.unused-on-home{color:red}',
		'.dark .hero{background:#000}',
		'.dark\\:text-bg:where(.dark,.dark *){color:#fff}',
		'html[data-session] [data-auth-buttons]{display:none}',
		':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
		'@media (min-width:40rem){.hero{padding:4rem}.other{margin:0}}',
		'::backdrop{--tw-x:0}',
	].join('\n'),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Inicio</title>
<link rel="stylesheet" href="/_astro/site.css"></head>
<body><div data-auth-buttons></div><h1 class="hero">Hipotecas</h1>
<ul class="space-y-2"><li>Uno</li><li>Dos</li></ul></body></html>`;

describe('withCriticalCss', () => {
	it('inlines the rules the page uses and those the head scripts need before the first paint', async () => {
		const html = await withCriticalCss(page, dist);
		const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
		expect(inline).toContain('.hero{padding:2rem}');
		expect(inline).toContain('.hero{padding:4rem}');
		expect(inline).toContain('.dark .hero');
		expect(inline).toContain('html[data-session] [data-auth-buttons]');
		expect(inline).toContain(':where(.space-y-2>:not(:last-child))');
		expect(inline).not.toContain('unused-on-home');
		expect(inline).not.toContain('.other');
	});

	it('keeps the ::backdrop rules inline, so adding the rest later restyles nothing', async () => {
		expect(inlineCss(await withCriticalCss(page, dist))).toContain('::backdrop{--tw-x:0}');
	});

	it('moves the stylesheet to the end of <body>, so it loads without blocking the paint', async () => {
		const html = await withCriticalCss(page, dist);
		const head = html.slice(0, html.indexOf('</head>'));
		expect(head).not.toContain('/_astro/site.css');
		expect(html).toMatch(/<link rel="stylesheet" href="\/_astro\/site\.css"><\/body>/);
	});
});

describe('afterFirstPaint', () => {
	const built = `<!doctype html><html><head><script type="module">document.documentElement.dataset.x="1"</script>
<script type="module" src="/_astro/head.js"></script></head><body><h1>Hipotecas</h1>
<script type="module" src="/_astro/Header.js"></script><p>Texto</p>
<script type="module" src="/_astro/Cookies.js"></script><link rel="stylesheet" href="/_astro/site.css"></body></html>`;

	it('requests the scripts and the stylesheet from one loader after the first frame', () => {
		const html = afterFirstPaint(built);
		expect(html).not.toMatch(/<script type="module" src=/);
		const loader = /<script type="module">(let started[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
		expect(loader).toBeDefined();
		expect(loader).toContain('["/_astro/site.css"]');
		expect(loader).toContain('["/_astro/head.js","/_astro/Header.js","/_astro/Cookies.js"]');
		expect(loader).toContain('requestAnimationFrame(');
		// Inline scripts (the theme, set before the first paint) stay where they were.
		expect(html).toContain('<script type="module">document.documentElement.dataset.x="1"</script>');
		expect(html).toContain('<h1>Hipotecas</h1>');
		expect(html).toContain('<p>Texto</p>');
	});

	it('keeps the stylesheet for visitors without JavaScript', () => {
		expect(afterFirstPaint(built)).toContain(
			'<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>',
		);
	});

	it('leaves a page without external scripts or stylesheets as it is', () => {
		const plain = '<html><head></head><body><p>Hola</p></body></html>';
		expect(afterFirstPaint(plain)).toBe(plain);
	});

	it('loads every module once, whichever comes first: the frame or the one-second fallback', () => {
		const html = afterFirstPaint(built);
		const code =
			/<script type="module">(let started[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
		const imported: string[] = [];
		const appended: string[] = [];
		let frame: (() => void) | undefined;
		const timers: (() => void)[] = [];
		runInNewContext(code.replace('import(src)', 'load(src)'), {
			requestAnimationFrame: (f: () => void) => (frame = f),
			setTimeout: (f: () => void) => timers.push(f),
			document: {
				createElement: () => ({}),
				head: { append: (l: { href: string }) => appended.push(l.href) },
			},
			load: (src: string) => imported.push(src),
		});
		frame?.();
		for (const t of timers) t();
		for (const t of timers) t();
		expect(imported).toEqual(['/_astro/head.js', '/_astro/Header.js', '/_astro/Cookies.js']);
		expect(appended).toEqual(['/_astro/site.css']);
	});
});

describe('cssRest', () => {
	it('is every rule the inline CSS lacks, inside the same at-rules', () => {
		const full = [
			'@layer theme, base, utilities;',
			'.hero{padding:2rem}',
			'.unused{color:red}',
			'@layer utilities{.a{color:blue}.hero,.b{margin:0}@media (min-width:40rem){.c{gap:1rem}.hero{margin:1rem}}}',
			'@property --x{syntax:"*";inherits:false}',
			'@property --y{syntax:"*";inherits:false}',
		].join('');
		const critical = [
			'@layer theme,base,utilities;',
			'.hero{padding:2rem}',
			'@layer utilities{.hero{margin:0}@media (min-width: 40rem){.hero{margin:1rem}}}',
			'@property --x{syntax:"*";inherits:false}',
		].join('');
		expect(cssRest(full, critical)).toBe(
			'.unused{color:red}@layer utilities{.a{color:blue}.b{margin:0}@media (min-width:40rem){.c{gap:1rem}}}@property --y{syntax:"*";inherits:false}',
		);
	});

	it('keeps a rule whose selector is inline only in another at-rule', () => {
		expect(cssRest('@media print{.hero{color:#000}}', '.hero{color:#000}')).toBe(
			'@media print{.hero{color:#000}}',
		);
	});

	it('is empty when everything is inline, at-rules included', () => {
		const sheet = '@layer base{h1{margin:0}}@media (min-width:40rem){.a{gap:0}}';
		expect(cssRest(sheet, sheet)).toBe('');
	});

	it('reads the inline rules from the page’s head only', () => {
		const html =
			'<html><head><style>.a{}</style><style>.b{}</style></head><body><style>.c{}</style></body></html>';
		expect(inlineCss(html)).toBe('.a{}\n.b{}');
	});

	it('names the rest after the stylesheet and its own content', () => {
		const one = restSheetPath('/_astro/BaseLayout.B_5gbWlc.css', '.a{}');
		expect(one).toMatch(/^\/_astro\/BaseLayout\.resto\.[\w-]{8}\.css$/);
		expect(restSheetPath('/_astro/BaseLayout.B_5gbWlc.css', '.a{}')).toBe(one);
		expect(restSheetPath('/_astro/BaseLayout.B_5gbWlc.css', '.b{}')).not.toBe(one);
	});
});

describe('afterFirstPaint with the rest of a stylesheet', () => {
	const built = `<!doctype html><html><head></head><body><h1>Hipotecas</h1>
<script type="module" src="/_astro/Header.js"></script><link rel="stylesheet" href="/_astro/site.css"></body></html>`;

	/** Runs the loader; returns the links it appended (rel and address) and the imports. */
	function run(html: string) {
		const code =
			/<script type="module">(let started[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
		const appended: string[] = [];
		const imported: string[] = [];
		let frame: (() => void) | undefined;
		runInNewContext(code.replace('import(src)', 'load(src)'), {
			requestAnimationFrame: (f: () => void) => (frame = f),
			setTimeout: (f: () => void, ms: number) => ms === 0 && f(),
			document: {
				createElement: () => ({}),
				head: { append: (l: { rel: string; href: string }) => appended.push(`${l.rel} ${l.href}`) },
			},
			load: (src: string) => imported.push(src),
		});
		frame?.();
		return { appended, imported };
	}

	it('applies the rest instead of the whole stylesheet', () => {
		const html = afterFirstPaint(
			built,
			new Map([['/_astro/site.css', '/_astro/site.resto.abc.css']]),
		);
		expect(run(html)).toEqual({
			appended: ['stylesheet /_astro/site.resto.abc.css'],
			imported: ['/_astro/Header.js'],
		});
		// Without JavaScript, the whole stylesheet.
		expect(html).toContain('<noscript><link rel="stylesheet" href="/_astro/site.css"></noscript>');
	});

	it('applies nothing more when the page inlined every rule', () => {
		const html = afterFirstPaint(built, new Map([['/_astro/site.css', null]]));
		expect(run(html)).toEqual({ appended: [], imported: ['/_astro/Header.js'] });
	});
});
