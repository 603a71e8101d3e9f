import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withCriticalCss } from '../../../scripts/astro/criticalCss.ts';

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
