import { describe, expect, it } from 'vitest';
import { authorName, blog, categoryName, categoryUrl, newsUrl } from '~/lib/content/blogData.ts';
import { glossary, glossaryByLetter, glossaryJsonLd } from '~/lib/content/glossary.ts';
import { newsPageUrl, paginate } from '~/lib/content/pagination.ts';
import { readingMinutes } from '~/lib/content/readingTime.ts';
import { relatedArticles } from '~/lib/content/related.ts';

describe('readingMinutes', () => {
	it('counts words at 200 per minute, at least one minute, ignoring markup', () => {
		expect(readingMinutes('')).toBe(1);
		expect(readingMinutes(Array(1000).fill('palabra').join(' '))).toBe(5);
		expect(
			readingMinutes(`## Título\n\n[enlace](/herramientas#viabilidad) ${'a '.repeat(399)}`),
		).toBe(2);
	});
});

describe('relatedArticles', () => {
	const d = (day: number) => new Date(Date.UTC(2026, 9, day));
	const all = [
		{ id: 'a', category: 'euribor', tags: ['euríbor', 'variable'], date: d(1) },
		{ id: 'b', category: 'euribor', tags: ['euríbor'], date: d(2) },
		{ id: 'c', category: 'ayudas', tags: ['variable'], date: d(3) },
		{ id: 'd', category: 'ayudas', tags: ['ico'], date: d(4) },
		{ id: 'e', category: 'euribor', tags: ['euríbor', 'variable'], date: d(5) },
	];

	it('prefers the same category and shared tags, then the newest, never itself', () => {
		const related = relatedArticles(all[0]!, all, 3).map((a) => a.id);
		expect(related).toEqual(['e', 'b', 'c']);
		expect(related).not.toContain('a');
	});
});

describe('pagination', () => {
	it('splits into pages and links the first one to /blog', () => {
		const pages = paginate([1, 2, 3, 4, 5], 2);
		expect(pages.map((p) => p.items)).toEqual([[1, 2], [3, 4], [5]]);
		expect(pages.every((p) => p.last === 3)).toBe(true);
		expect(paginate([], 9)).toHaveLength(1);
		expect(newsPageUrl(1)).toBe('/blog');
		expect(newsPageUrl(3)).toBe('/blog/pagina/3');
	});
});

describe('blog settings', () => {
	it('names categories and authors and builds their URLs', () => {
		expect(blog.categories.map((c) => c.id)).toContain('euribor');
		expect(categoryName('euribor')).toBe('Euríbor');
		expect(authorName('redaccion')).toBe('Equipo de redacción');
		expect(newsUrl('x')).toBe('/blog/noticia/x');
		expect(categoryUrl('ayudas')).toBe('/blog/categoria/ayudas');
	});
});

describe('glossary', () => {
	it('is sorted in Spanish order, with unique anchors, grouped by letter without accents', () => {
		const ids = glossary.map((t) => t.id);
		expect(new Set(ids).size).toBe(ids.length);
		const terms = glossary.map((t) => t.term);
		expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'es')));
		const letters = glossaryByLetter(glossary).map(([l]) => l);
		expect(letters).toContain('A');
		expect(letters.every((l) => /^[A-Z]$/.test(l))).toBe(true);
	});

	it('describes every term as a DefinedTerm of one set', () => {
		const url = 'https://www.hipotecaclara.es/blog/glosario-hipotecario';
		const data = glossaryJsonLd(glossary, url, 'Glosario hipotecario');
		expect(data['@type']).toBe('DefinedTermSet');
		const terms = data['hasDefinedTerm'] as { '@type': string; url: string }[];
		expect(terms).toHaveLength(glossary.length);
		expect(terms[0]?.['@type']).toBe('DefinedTerm');
		expect(terms[0]?.url).toMatch(/#[a-z0-9-]+$/);
	});
});

describe('editorial content', () => {
	it('uses no task-list checkboxes: the MDX processor renders them without an accessible name', async () => {
		const { readdir, readFile } = await import('node:fs/promises');
		const offenders: string[] = [];
		for (const dir of ['content/blog', 'content/guides', 'content/legal']) {
			for (const file of await readdir(dir)) {
				const text = await readFile(`${dir}/${file}`, 'utf8');
				if (/^\s*[-*] \[[ xX]\] /m.test(text)) offenders.push(`${dir}/${file}`);
			}
		}
		expect(offenders, 'Cambia «- [ ]» por una lista normal («- »).').toEqual([]);
	});
});
