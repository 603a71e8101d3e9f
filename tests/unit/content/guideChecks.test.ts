import { describe, expect, it } from 'vitest';
import {
	bodyLinks,
	bodyWords,
	handFigures,
	headingAnchors,
	mdxBody,
	mdxFrontMatter,
	unlistedFigures,
} from '~/lib/content/guideChecks.ts';
import { boeAnchorProblem, isOfficialUrl } from '~/lib/content/officialSources.ts';

const mdx = `---
title: 'Una guía'
---
import Payment from '~/components/figures/Payment.astro';

## Qué cuesta

La cuota es <Payment principal={200000} years={30} tin={3} /> y la tasación cuesta unos 450 €.
El banco financia el **80 %**, a veces el 90\u00a0%; la notaría, entre 0,2–0,5 %.
Lee la [guía](/blog/fija-vs-variable#cómo-funciona-una-hipoteca-variable) y usa el
[simulador](tool:simulador-completo) o <a href="/herramientas#viabilidad">la viabilidad</a>.

## Qué cuesta
`;

describe('mdxBody and mdxFrontMatter', () => {
	it('split the front matter from the body', () => {
		expect(mdxFrontMatter(mdx)).toBe("title: 'Una guía'");
		expect(mdxBody(mdx).startsWith('import Payment')).toBe(true);
	});
});

describe('handFigures', () => {
	it('finds numbers next to € or % outside components, ranges as one figure', () => {
		expect(handFigures(mdxBody(mdx))).toEqual(['450 €', '80 %', '90 %', '0,2–0,5 %']);
	});
	it('ignores numbers inside component props, link targets and words', () => {
		expect(handFigures('<Figure id="a" /> [x](/a?p=50%25) 2024 años, art. 14.1.e')).toEqual([]);
	});
});

describe('unlistedFigures', () => {
	it('keeps what no figures text covers (equal or inside it)', () => {
		expect(unlistedFigures(['450 €', '80 %', '10 %'], ['80 %', 'entre 10 % y 15 %'])).toEqual([
			'450 €',
		]);
	});
	it('does not let a listed figure cover another that ends it («2,2 %» is not «2 %»)', () => {
		expect(unlistedFigures(['2 %', '200 €'], ['2,2 %', '1.200 €'])).toEqual(['2 %', '200 €']);
		expect(unlistedFigures(['200 €'], ['150 o 200 €'])).toEqual([]);
	});
	it('treats a non-breaking space like a plain one', () => {
		expect(unlistedFigures(['90 %'], ['90\u00a0%'])).toEqual([]);
	});
});

describe('bodyWords', () => {
	it('counts the words a reader reads, not components or link targets', () => {
		expect(
			bodyWords(
				'## Título\n\nUna <Payment principal={1} years={1} tin={1} /> frase [con enlace](/blog/x).',
			),
		).toBe(5);
	});
});

describe('bodyLinks and headingAnchors', () => {
	it('collects Markdown links and href attributes', () => {
		expect(bodyLinks(mdxBody(mdx))).toEqual([
			'/blog/fija-vs-variable#cómo-funciona-una-hipoteca-variable',
			'tool:simulador-completo',
			'/herramientas#viabilidad',
		]);
	});
	it('slugs headings like Astro, accents kept and repeats numbered', () => {
		expect(headingAnchors(mdxBody(mdx))).toEqual(['qué-cuesta', 'qué-cuesta-1']);
	});
});

describe('isOfficialUrl', () => {
	it('accepts https on official domains and their subdomains only', () => {
		expect(isOfficialUrl('https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814#a14')).toBe(true);
		expect(isOfficialUrl('https://sede.agenciatributaria.gob.es/x')).toBe(true);
		expect(isOfficialUrl('https://eur-lex.europa.eu/eli/dir/2014/17/oj')).toBe(true);
		expect(isOfficialUrl('http://www.boe.es/')).toBe(false);
		expect(isOfficialUrl('https://boe.es.ejemplo.com/')).toBe(false);
		expect(isOfficialUrl('https://www.helpmycash.com/')).toBe(false);
		expect(isOfficialUrl('no es una url')).toBe(false);
	});
});

describe('boeAnchorProblem', () => {
	it('knows how the BOE anchors the articles of Ley 5/2019, the Código Civil and the ITP text', () => {
		expect(boeAnchorProblem('https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814#ar-14')).toBe(
			null,
		);
		expect(boeAnchorProblem('https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814#a14')).toBe(
			'el BOE nombra los artículos de BOE-A-2019-3814 como #ar-14, no #a14',
		);
		expect(boeAnchorProblem('https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763#a1454')).toMatch(
			/#art1454/,
		);
		expect(boeAnchorProblem('https://www.boe.es/buscar/act.php?id=BOE-A-1993-25359#a29')).toBe(
			null,
		);
	});
	it('leaves links without an anchor and texts it does not know alone', () => {
		expect(boeAnchorProblem('https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814')).toBe(null);
		expect(boeAnchorProblem('https://www.boe.es/buscar/act.php?id=BOE-A-2000-323#a9')).toBe(null);
	});
});
