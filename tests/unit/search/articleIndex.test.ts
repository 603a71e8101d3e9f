import { describe, expect, it } from 'vitest';
import {
	plainText,
	prepareIndex,
	searchArticles,
	type ArticleDoc,
} from '~/lib/search/articleIndex.ts';

describe('plainText', () => {
	it('keeps the words of an MDX body and drops its syntax', () => {
		const mdx = [
			"import Chart from '~/components/Chart.astro';",
			'',
			'## El **euríbor** baja',
			'',
			'Según el [Banco de España](https://www.bde.es), la media fue *2,1 %*.',
			'',
			'<Chart data={[1, 2]} />',
			'',
			'| Mes | Valor |',
			'| --- | ---: |',
			'| enero | 2,1 % |',
			'- primer punto',
		].join('\n');
		expect(plainText(mdx)).toBe(
			'El euríbor baja Según el Banco de España, la media fue 2,1 %. Mes Valor enero 2,1 % primer punto',
		);
	});
});

const docs: ArticleDoc[] = [
	{
		url: '/blog/noticia/tae',
		title: 'Qué incluye la TAE de una hipoteca',
		kind: 'noticia',
		text: 'La tasa anual equivalente suma el tipo de interés, las comisiones y los seguros vinculados.',
	},
	{
		url: '/blog/glosario-hipotecario#tasacion',
		title: 'Tasación',
		kind: 'glosario',
		text: 'Valoración de la vivienda por una sociedad homologada por el Banco de España.',
	},
	{
		url: '/blog/fija-vs-variable',
		title: 'Hipoteca fija o variable',
		kind: 'guia',
		text: 'Una hipoteca a tipo fijo mantiene la cuota. La variable se revisa con el euríbor y una tasación no cambia nada de esto.',
	},
];
const index = prepareIndex(docs);

describe('searchArticles', () => {
	it('finds an article by a word of its body, ignoring accents and case', () => {
		const hits = searchArticles(index, 'HOMOLOGADA valoracion');
		expect(hits.map((h) => h.url)).toEqual(['/blog/glosario-hipotecario#tasacion']);
		expect(hits[0]?.snippet).toBe(
			'Valoración de la vivienda por una sociedad homologada por el Banco de España.',
		);
	});

	it('ranks a title match above a body match', () => {
		expect(searchArticles(index, 'tasación').map((h) => h.url)).toEqual([
			'/blog/glosario-hipotecario#tasacion',
			'/blog/fija-vs-variable',
		]);
	});

	it('cuts a long text around the first match with ellipses', () => {
		const long: ArticleDoc = {
			url: '/x',
			title: 'Largo',
			kind: 'noticia',
			text: `${'palabra '.repeat(30)}subrogación gratuita ${'final '.repeat(30)}`.trim(),
		};
		const [hit] = searchArticles(prepareIndex([long]), 'subrogacion');
		expect(hit?.snippet.startsWith('… ')).toBe(true);
		expect(hit?.snippet.endsWith(' …')).toBe(true);
		expect(hit?.snippet).toContain('subrogación gratuita');
		expect(hit?.snippet.length).toBeLessThan(160);
	});

	it('needs every word and at least two letters', () => {
		expect(searchArticles(index, 'euríbor seguros')).toEqual([]);
		expect(searchArticles(index, 'a')).toEqual([]);
		expect(searchArticles(index, '')).toEqual([]);
	});

	it('returns at most `limit` hits', () => {
		expect(searchArticles(index, 'de', 2)).toHaveLength(2);
	});
});
