import { describe, expect, it } from 'vitest';
import { buildReportSchema, countByTemplate } from '~/lib/siteReview/buildReport.ts';
import {
	findBrokenLinks,
	linkChecker,
	internalLinks,
	normalizePath,
	pathOfHtmlFile,
} from '~/lib/siteReview/links.ts';

describe('build report', () => {
	it('turns built files into URL paths', () => {
		expect(pathOfHtmlFile('index.html')).toBe('/');
		expect(pathOfHtmlFile('blog/noticia/x/index.html')).toBe('/blog/noticia/x');
		expect(pathOfHtmlFile('404.html')).toBe('/404');
		expect(normalizePath('/blog/')).toBe('/blog');
	});

	it('counts pages per source template, most first', () => {
		const routes = [
			{ pattern: /^\/$/, entrypoint: 'src/pages/index.astro' },
			{
				pattern: /^\/blog\/noticia\/([^/]+?)\/?$/,
				entrypoint: 'src/pages/blog/noticia/[slug].astro',
			},
		];
		expect(countByTemplate(['/', '/blog/noticia/a', '/blog/noticia/b', '/raro'], routes)).toEqual([
			{ template: 'blog/noticia/[slug].astro', count: 2 },
			{ template: 'index.astro', count: 1 },
			{ template: 'otros', count: 1 },
		]);
	});

	it('reads internal links only, without query or fragment', () => {
		const html = `<a href="/planes">x</a><a class="b" href='/blog/?page=2#top'>y</a>
			<a href="https://example.com/">z</a><a href="//cdn.example.com/a">w</a><a href="#arriba">v</a>
			<link href="/favicon.svg"><a href="/hipoteca-c%C3%B3rdoba">c</a>`;
		expect(internalLinks(html)).toEqual(['/planes', '/blog', '/hipoteca-córdoba']);
	});

	it('lists each broken link once per page', () => {
		const pages = new Map([
			['/', ['/planes', '/auth', '/auth']],
			['/planes', ['/']],
		]);
		const exists = (p: string) => p === '/' || p === '/planes';
		expect(findBrokenLinks(pages, exists)).toEqual({
			checked: 3,
			broken: [{ page: '/', href: '/auth' }],
		});
	});

	it('checks page by page, counting every broken link but keeping only the first ones', () => {
		const checker = linkChecker((p) => p === '/', 2);
		checker.check('/a', ['/', '/x', '/x', '/y']);
		checker.check('/b', ['/z', '/']);
		expect(checker.result()).toEqual({
			checked: 5,
			brokenCount: 3,
			broken: [
				{ page: '/a', href: '/x' },
				{ page: '/a', href: '/y' },
			],
		});
	});

	it('accepts the report shape the page reads and refuses anything else', () => {
		const report = {
			buildId: 'abc1234-20261124110000',
			builtAt: '2026-11-24T11:00:00.000Z',
			commit: 'abc1234',
			pages: [{ template: 'index.astro', count: 1 }],
			totalPages: 1,
			links: { checked: 3, brokenCount: 0, broken: [] },
		};
		expect(buildReportSchema.parse(report)).toEqual(report);
		expect(buildReportSchema.safeParse({ ...report, totalPages: -1 }).success).toBe(false);
	});
});
