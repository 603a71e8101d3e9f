import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderTree } from '../../../bench/spa-baseline/src/renderTree.ts';
import { attributesToProps, propName, styleToObject } from '../../../scripts/lib/htmlProps.ts';
import { htmlToTree, readBuiltPage, treeAssetUrls } from '../../../scripts/lib/htmlTree.ts';

describe('htmlToTree (built HTML as React props for the single-page baseline)', () => {
	it('renames attributes as React spells them and keeps data- and aria- attributes', () => {
		expect(
			htmlToTree(
				'<label for="x" class="a b" tabindex="-1" data-Foo="1" aria-label="L">t</label>' +
					'<img src="/a.png" srcset="/a.png 1x, /b.png 2x" fetchpriority="high" alt="">',
			),
		).toEqual([
			{
				tag: 'label',
				props: {
					htmlFor: 'x',
					className: 'a b',
					tabIndex: '-1',
					'data-foo': '1',
					'aria-label': 'L',
				},
				children: ['t'],
			},
			{
				tag: 'img',
				props: { src: '/a.png', srcSet: '/a.png 1x, /b.png 2x', fetchPriority: 'high', alt: '' },
			},
		]);
	});

	it('makes boolean attributes true and a style string an object', () => {
		expect(
			attributesToProps('details', {
				open: '',
				hidden: 'hidden',
				style: 'color: red; --gap:2px;-webkit-line-clamp:2; background:url("a;b.png")',
			}),
		).toEqual({
			open: true,
			hidden: true,
			style: {
				color: 'red',
				'--gap': '2px',
				WebkitLineClamp: '2',
				background: 'url("a;b.png")',
			},
		});
		expect(styleToObject('-ms-transform: none;;broken')).toEqual({ msTransform: 'none' });
	});

	it('drops scripts, comments and inline handlers, joining the texts around them', () => {
		expect(
			htmlToTree(
				'<p onclick="go()">a<!-- c --><script>var x = "<b>";</script>b</p>' +
					'<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>',
			),
		).toEqual([{ tag: 'p', children: ['ab'] }]);
	});

	it('camel-cases SVG attributes', () => {
		expect(
			htmlToTree(
				'<svg viewBox="0 0 4 4" aria-hidden="true"><path stroke-width="2" fill-rule="evenodd" ' +
					'stroke-linecap="round" d="M0 0"></path><use xlink:href="#i"></use></svg>',
			),
		).toEqual([
			{
				tag: 'svg',
				props: { viewBox: '0 0 4 4', 'aria-hidden': 'true' },
				children: [
					{
						tag: 'path',
						props: { strokeWidth: '2', fillRule: 'evenodd', strokeLinecap: 'round', d: 'M0 0' },
					},
					{ tag: 'use', props: { xlinkHref: '#i' } },
				],
			},
		]);
		expect(propName('preserveaspectratio')).toBe('preserveAspectRatio');
		expect(propName('xml:lang')).toBe('xmlLang');
	});

	it('keeps text nodes, whitespace included, except where HTML allows no text', () => {
		expect(
			htmlToTree('<p> a <b>b</b>\n</p><table> <tbody>\n<tr> <td> c </td></tr></tbody></table>'),
		).toEqual([
			{ tag: 'p', children: [' a ', { tag: 'b', children: ['b'] }, '\n'] },
			{
				tag: 'table',
				children: [
					{ tag: 'tbody', children: [{ tag: 'tr', children: [{ tag: 'td', children: [' c '] }] }] },
				],
			},
		]);
	});

	it('decodes entities in texts and attributes, not in style elements', () => {
		expect(
			htmlToTree(
				'<a title="&quot;Tom&quot; &amp; Jerry&#39;s" href="/?a=1&amp;b=2">1&nbsp;% &lt; 2 &#x2014; &euro;</a>' +
					'<style>a > b { content: "&amp;" }</style>',
			),
		).toEqual([
			{
				tag: 'a',
				props: { title: '"Tom" & Jerry\'s', href: '/?a=1&b=2' },
				children: ['1\u00a0% < 2 — €'],
			},
			{ tag: 'style', children: ['a > b { content: "&amp;" }'] },
		]);
	});

	it("keeps an island's server-rendered children without its wrapper", () => {
		expect(
			htmlToTree(
				'<astro-island uid="1" component-url="/_astro/X.js" props="{}"><div class="x">SSR</div>' +
					'<astro-slot><p>slot</p></astro-slot></astro-island>',
			),
		).toEqual([
			{ tag: 'div', props: { className: 'x' }, children: ['SSR'] },
			{ tag: 'p', children: ['slot'] },
		]);
	});

	it('gives form fields their initial state as default props', () => {
		expect(
			htmlToTree(
				'<input type="checkbox" checked><input value="5"><textarea>hi &amp; bye</textarea>' +
					'<select><option value="a">A</option><option selected value="b">B</option></select>',
			),
		).toEqual([
			{ tag: 'input', props: { type: 'checkbox', defaultChecked: true } },
			{ tag: 'input', props: { defaultValue: '5' } },
			{ tag: 'textarea', props: { defaultValue: 'hi & bye' } },
			{
				tag: 'select',
				props: { defaultValue: 'b' },
				children: [
					{ tag: 'option', props: { value: 'a' }, children: ['A'] },
					{ tag: 'option', props: { value: 'b' }, children: ['B'] },
				],
			},
		]);
	});

	it('leaves custom elements their attribute names', () => {
		expect(
			htmlToTree('<stat-counter class="n" data-count="3" tabindex="0" hidden>3</stat-counter>'),
		).toEqual([
			{
				tag: 'stat-counter',
				props: { className: 'n', 'data-count': '3', tabindex: '0', hidden: true },
				children: ['3'],
			},
		]);
	});

	it('renders, through React, to the markup it was read from', () => {
		const html =
			'<a href="/?a=1&amp;b=2" class="btn" aria-current="page">Inicio</a>' +
			'<svg width="18" viewBox="0 0 24 24"><path stroke-width="2" d="m0 0"></path></svg>' +
			'<details open=""><summary>¿Q?</summary><p>R</p></details>' +
			'<label for="n" tabindex="-1" style="color:red;--gap:2px">N</label>' +
			'<input type="checkbox" checked=""/><section hidden=""><h2>T</h2></section>';
		expect(renderToStaticMarkup(renderTree(htmlToTree(html)))).toBe(html);
	});
});

describe('readBuiltPage', () => {
	it("takes the head's title, description, styles and icon, and the body without scripts", () => {
		const page = readBuiltPage(
			'<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Hipoteca &amp; más</title>' +
				'<meta name="description" content="Desc &quot;x&quot;"><link rel="icon" href="/favicon.svg">' +
				'<link rel="stylesheet" href="/_astro/a.css"><script>1</script></head>' +
				'<body class="flex min-h-screen"><header>H</header><script type="module" src="/x.js"></script>' +
				'<main><img src="/_astro/i.png" srcset="/_astro/i1.png 416w, /_astro/i2.png 832w"></main></body></html>',
		);
		expect(page).toEqual({
			title: 'Hipoteca & más',
			description: 'Desc "x"',
			stylesheets: ['/_astro/a.css'],
			icons: ['/favicon.svg'],
			bodyAttributes: { class: 'flex min-h-screen' },
			body: [
				{ tag: 'header', children: ['H'] },
				{
					tag: 'main',
					children: [
						{
							tag: 'img',
							props: {
								src: '/_astro/i.png',
								srcSet: '/_astro/i1.png 416w, /_astro/i2.png 832w',
							},
						},
					],
				},
			],
		});
		expect(treeAssetUrls(page.body)).toEqual(['/_astro/i.png', '/_astro/i1.png', '/_astro/i2.png']);
	});
});
