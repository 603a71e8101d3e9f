import { describe, expect, it } from 'vitest';
import {
	draftFromTopic,
	excerptFor,
	mdxSafe,
	parseTopics,
	relatedArticles,
	slugify,
	topicProblem,
} from '~/lib/newsDrafts/draftFromTopic.ts';
import { madridDay } from '~/lib/format/madridClock.ts';
import { draftTags, exportMdx, mdxFileName } from '~/lib/newsDrafts/exportMdx.ts';
import { uniqueSlug } from '~/lib/newsDrafts/uniqueSlug.ts';
import type { ArticleDoc } from '~/lib/search/articleIndex.ts';

const docs: ArticleDoc[] = [
	{
		url: '/blog/noticia/itp-jovenes',
		title: 'Rebajas del ITP para jóvenes por comunidad',
		kind: 'noticia',
		text: 'Las comunidades rebajan el impuesto de transmisiones a menores de 35 años.',
	},
	{
		url: '/blog/fija-vs-variable',
		title: 'Hipoteca fija o variable',
		kind: 'guia',
		text: 'El euríbor marca la cuota de la variable.',
	},
	{ url: '/x', title: 'Nada que ver', kind: 'noticia', text: 'Texto sin relación alguna.' },
];

describe('topics', () => {
	it('reads one topic per line, dropping bullets, blanks, repeats and MDX characters', () => {
		expect(
			parseTopics(
				'- Rebaja del ITP para jóvenes en Andalucía\n\n2. El euríbor <baja> {otra vez}\nrebaja del itp para jóvenes en andalucía\n',
			),
		).toEqual(['Rebaja del ITP para jóvenes en Andalucía', 'El euríbor baja otra vez']);
		expect(mdxSafe('  a  {b}  <c> ')).toBe('a b c');
	});

	it('explains in Spanish why a topic cannot be a headline', () => {
		expect(topicProblem('Euríbor')).toBe(
			'«Euríbor» es demasiado corto: el titular necesita al menos 10 caracteres.',
		);
		expect(topicProblem('x'.repeat(111))).toMatch(/es demasiado largo: el titular admite 110/);
		expect(topicProblem('El euríbor de noviembre')).toBeNull();
	});

	it('makes ASCII slugs and numbers repeats', () => {
		expect(slugify('¿Sube el Euríbor en Córdoba? Año 2027')).toBe(
			'sube-el-euribor-en-cordoba-ano-2027',
		);
		expect(slugify('palabra '.repeat(20), 30)).toBe('palabra-palabra-palabra');
		expect(uniqueSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
		expect(uniqueSlug('b', new Set(['a']))).toBe('b');
	});
});

describe('draftFromTopic', () => {
	it('links what we published on the topic, best match first', () => {
		expect(relatedArticles(docs, 'Nuevas rebajas del ITP para jóvenes').map((r) => r.url)).toEqual([
			'/blog/noticia/itp-jovenes',
		]);
		expect(relatedArticles(docs, 'para como hipoteca')).toEqual([]);
	});

	it('builds a draft that states no facts: editor notes in MDX comments and our own links', () => {
		const draft = draftFromTopic('rebajas del ITP para jóvenes en 2027', 'fiscalidad', [
			{
				url: '/blog/noticia/itp-jovenes',
				title: 'Rebajas del ITP para jóvenes por comunidad',
				kind: 'noticia',
			},
		]);
		expect(draft.title).toBe('Rebajas del ITP para jóvenes en 2027');
		expect(draft.slug).toBe('rebajas-del-itp-para-jovenes-en-2027');
		expect(draft.category).toBe('fiscalidad');
		expect(draft.excerpt).toBe(
			'Rebajas del ITP para jóvenes en 2027: qué cambia, a quién afecta y qué revisar antes de pedir una hipoteca.',
		);
		expect(draft.body).toContain('{/* BORRADOR generado sin IA');
		expect(draft.body).toContain('## Qué ha pasado');
		expect(draft.body).toContain(
			'- [Rebajas del ITP para jóvenes por comunidad](/blog/noticia/itp-jovenes)',
		);
		// Outside the comments, only headings and links: no invented sentences.
		const visible = draft.body
			.replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
			.trim()
			.split('\n')
			.filter(Boolean);
		expect(visible.every((line) => line.startsWith('## ') || line.startsWith('- ['))).toBe(true);
	});

	it('keeps the standfirst between 50 and 170 characters for any valid headline', () => {
		for (const title of ['Diez letra', 'x'.repeat(95), `${'palabra '.repeat(13)}final`]) {
			const excerpt = excerptFor(title);
			expect(excerpt.length).toBeGreaterThanOrEqual(50);
			expect(excerpt.length).toBeLessThanOrEqual(170);
		}
		expect(excerptFor(`${'palabra '.repeat(13)}final`)).toMatch(/: claves para tu hipoteca\.$/);
	});
});

describe('exportMdx', () => {
	it('writes the front matter the news collection requires, dated in Madrid', () => {
		const mdx = exportMdx(
			{
				title: "El 'sí' del Banco de España",
				excerpt: 'Entradilla de prueba con la longitud suficiente para el esquema.',
				body: '## Qué ha pasado\n',
				category: 'mercado',
			},
			{ date: new Date('2026-12-31T23:30:00Z'), categoryName: 'Mercado hipotecario' },
		);
		expect(mdx).toBe(
			[
				'---',
				"title: 'El ''sí'' del Banco de España'",
				"description: 'Entradilla de prueba con la longitud suficiente para el esquema.'",
				'pubDate: 2027-01-01',
				'category: mercado',
				"tags: ['mercado hipotecario']",
				'author: redaccion',
				'---',
				'',
				'## Qué ha pasado',
				'',
			].join('\n'),
		);
		expect(madridDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
		expect(madridDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
		expect(draftTags('Euríbor')).toEqual(['euríbor']);
		expect(mdxFileName('a-b')).toBe('a-b.mdx');
	});
});
