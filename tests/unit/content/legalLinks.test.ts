/**
 * Issue 48, item 6: every legal claim links its law, and a BOE link to a claim that names an
 * article opens the consolidated text at that article, with the anchor the BOE uses for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mdxBody, mdxFrontMatter } from '~/lib/content/guideChecks.ts';
import { glossary } from '~/lib/content/glossary.ts';
import {
	boeAnchorFor,
	boeLinkProblem,
	citationOf,
	isConsolidatedBoeUrl,
	markdownLinks,
	unsourcedArticleClaims,
} from '~/lib/content/legalLinks.ts';
import { isOfficialUrl } from '~/lib/content/officialSources.ts';
import { communities } from '~/lib/mortgage/data.ts';

const ley5 = 'https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814';
const codigoCivil = 'https://www.boe.es/buscar/act.php?id=BOE-A-1889-4763';
const baleares = 'https://www.boe.es/buscar/act.php?id=BOE-A-2014-6925';

describe('boeAnchorFor: the anchor the BOE gives the article a citation names', () => {
	it('follows each text’s own scheme', () => {
		expect(boeAnchorFor(ley5, 'art. 14.1.e')).toBe('ar-14');
		expect(boeAnchorFor(codigoCivil, 'artículo 1455 del Código Civil')).toBe('art1455');
		expect(boeAnchorFor('https://www.boe.es/buscar/act.php?id=BOE-A-1993-25359', 'art. 29')).toBe(
			'a29',
		);
		expect(boeAnchorFor(baleares, 'art. 14 quater')).toBe('a14quater');
		expect(boeAnchorFor(baleares, 'disposición adicional quinta')).toBe('daquinta');
		expect(
			boeAnchorFor('https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915', 'art. 43.1.a'),
		).toBe('ar-43');
		expect(
			boeAnchorFor(
				'https://www.boe.es/eli/es/l/2013/09/27/14/con',
				'disposición adicional decimoquinta',
			),
		).toBe('dadecimoquinta');
		expect(boeAnchorFor(ley5, 'Ley 5/2019')).toBeNull();
	});

	it('flags a link to a cited article without its anchor or with another one', () => {
		expect(boeLinkProblem('artículo 23 de la Ley 5/2019', ley5)).toMatch(/añade #ar-23/);
		expect(boeLinkProblem('artículo 23 de la Ley 5/2019', `${ley5}#a23`)).toMatch(/#ar-23/);
		expect(boeLinkProblem('artículo 23 de la Ley 5/2019', `${ley5}#ar-23`)).toBeNull();
		// The gazette's issue (doc.php) has no article anchors to point at.
		expect(
			boeLinkProblem('art. 2', 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2024-2777'),
		).toBeNull();
		expect(isConsolidatedBoeUrl(`${baleares}#a10`)).toBe(true);
	});

	it('reads the article named just before a link to the whole law', () => {
		const [link] = markdownLinks(`Según el artículo 21 de la [Ley 5/2019](${ley5}), no hay suelo.`);
		expect(link && citationOf(link)).toMatch(/^artículo 21/);
	});

	it('finds a sentence that names an article without linking an official text', () => {
		const body = [
			'El artículo 23 de la Ley 5/2019 limita la comisión.',
			`Lo dice el [artículo 23](${ley5}#ar-23).`,
			'Lo dice el [artículo 23](https://www.ejemplo.com/ley).',
		].join('\n');
		expect(unsourcedArticleClaims(body, isOfficialUrl)).toEqual([
			'El artículo 23 de la Ley 5/2019 limita la comisión.',
			'Lo dice el [artículo 23](https://www.ejemplo.com/ley).',
		]);
	});
});

const texts = ['guides', 'blog'].flatMap((folder) => {
	const dir = new URL(`../../../content/${folder}/`, import.meta.url);
	return readdirSync(dir)
		.filter((f) => f.endsWith('.mdx') && !f.startsWith('_'))
		.map((f) => ({ file: `${folder}/${f}`, raw: readFileSync(new URL(f, dir), 'utf8') }));
});

describe.each(texts)('$file', ({ file, raw }) => {
	const body = mdxBody(raw);

	it('links an official text in every sentence that names an article', () => {
		expect(unsourcedArticleClaims(body, isOfficialUrl), file).toEqual([]);
	});

	it('opens every BOE link at the article its sentence cites', () => {
		const problems = markdownLinks(body)
			.map((link) => boeLinkProblem(citationOf(link), link.url))
			.filter((why) => why !== null);
		expect(problems, file).toEqual([]);
	});

	it('opens every source that lists articles at the first of them', () => {
		const front = parse(mdxFrontMatter(raw)) as { sources?: { url: string; articles?: string }[] };
		const problems = (front.sources ?? [])
			.filter((s) => s.articles !== undefined)
			.map((s) => boeLinkProblem(s.articles as string, s.url))
			.filter((why) => why !== null);
		expect(problems, file).toEqual([]);
	});
});

/** Words that make a sentence a legal rule rather than a financial or practical notion. */
const legalWording =
	/\b(ley|art[íi]culo|art\.|real decreto|c[óo]digo civil|reglamento|obligatori\w*|prohib\w*|tributa\w*|impuesto|IVA|ITP|AJD|exen\w*)\b/i;

describe('glossary', () => {
	it('links the law of every term that states a legal rule, and marks the rest', () => {
		const unmarked = glossary.filter((t) => (t.law === undefined) === (t.noLegalRule !== true));
		expect(unmarked.map((t) => t.id)).toEqual([]);
		const linked = glossary.filter((t) => t.law !== undefined).length;
		const marked = glossary.filter((t) => t.noLegalRule === true).length;
		expect(linked + marked).toBe(glossary.length);
	});

	it('states no legal rule in a term marked as not having one', () => {
		const legal = glossary
			.filter((t) => t.noLegalRule === true)
			.filter((t) => legalWording.test(`${t.definition} ${t.example ?? ''}`))
			.map((t) => t.id);
		expect(legal).toEqual([]);
	});

	it('opens each law at the article the term cites', () => {
		const withArticle = glossary.filter((t) => t.law?.article !== undefined).length;
		expect(withArticle).toBeGreaterThanOrEqual(90);
		const problems = glossary.flatMap((t) => {
			// A term that names no article links the whole text (a tariff in an annex, an order).
			if (t.law?.article === undefined) return [];
			const why = boeLinkProblem(t.law.article, t.law.url);
			return why ? [`${t.id}: ${why}`] : [];
		});
		expect(problems).toEqual([]);
	});
});

describe('communities.json', () => {
	const blocks = communities.flatMap((c) =>
		(['resale', 'newBuild', 'ajd'] as const).map((name) => ({
			where: `${c.id}.${name}`,
			block: c[name],
		})),
	);
	const records: {
		where: string;
		record: { law?: { article: string; url: string } | undefined; unverified?: string | undefined };
	}[] = blocks.flatMap(({ where, block }) => [
		{ where, record: block },
		...block.reduced.map((r) => ({ where: `${where}.${r.id}`, record: r })),
	]);

	it('cites the law of every rate or says why it could not be read', () => {
		const bare = records
			.filter(({ record }) => record.law === undefined && record.unverified === undefined)
			.map(({ where }) => where);
		expect(bare).toEqual([]);
	});

	it('opens each law at its article', () => {
		const problems = records.flatMap(({ where, record }) => {
			if (!record.law) return [];
			const why = boeLinkProblem(record.law.article, record.law.url);
			return why ? [`${where}: ${why}`] : [];
		});
		expect(problems).toEqual([]);
	});
});
