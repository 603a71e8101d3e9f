import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { afterFirstPaint, withCriticalCss } from '../../../scripts/astro/criticalCss.ts';

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
