import Slugger from 'github-slugger';
import { newsUrl } from '../content/blogData.ts';
import { resolveFigureTags } from '../content/figureTags.ts';
import { glossary } from '../content/glossary.ts';
import { formatEuros } from '../format/index.ts';
import { prose } from '../marketing/claims.ts';
import { faqPages, faqsFor } from '../marketing/faq.ts';
import { provincePath, provinces } from '../places/provinces.ts';
import { taxSummary } from '../places/taxSummary.ts';
import cardData from '../../../content/data/answer-cards.json' with { type: 'json' };
import type { AnswerCard } from './cardSchema.ts';

/**
 * Answer cards: short answers written from our guides and news for the questions people ask
 * most, each tied to the heading anchor it comes from and to its law
 * (content/data/answer-cards.json, checked with answerCardsSchema when the index is built).
 */
export const answerCards: readonly AnswerCard[] = cardData;

/** A law linked under an answer: its name and article, and its official text. */
const lawSource = (law: { title: string; article?: string | undefined; url: string }) => ({
	title: law.article ? `${law.title}, ${law.article}` : law.title,
	href: law.url,
});

/** One passage of our content the assistant can quote, with the page it links to. */
export interface Passage {
	id: string;
	/** Title shown as the source: the page, and the section when there is one. */
	title: string;
	href: string;
	kind: 'tarjeta' | 'guia' | 'noticia' | 'glosario' | 'faq' | 'provincia';
	text: string;
	/** The «##» heading a «###» section sits under (searched, not shown). */
	parent?: string;
	/** The section's tables as plain text (searched, never quoted as an answer). */
	table?: string;
	/** An answer card's questions (or a glossary term's names), « | » between them. */
	questions?: string;
	/** Other sections of ours that go further (answer cards and glossary terms). */
	see?: string[];
	/** The law an answer card or glossary term stands on, linked to its official text. */
	law?: { title: string; href: string };
}

/** An MDX file as read from content/ (raw text with its frontmatter). */
export interface MdxFile {
	slug: string;
	raw: string;
}

/** A single-quoted YAML value of the frontmatter (our content files quote them all). */
function frontmatterValue(frontmatter: string, key: string): string | undefined {
	const match = new RegExp(`^${key}:\\s*'((?:[^']|'')*)'`, 'm').exec(frontmatter);
	return match?.[1]?.replaceAll("''", "'");
}

/** Markdown and MDX reduced to plain sentences: no imports, tags, link targets or table bars. */
export function plainText(markdown: string): string {
	return markdown
		.replace(/^(import|export) .*$/gm, '')
		.replace(/<[^>]+>/g, ' ')
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
		.replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
		.replace(/[|*_`>#]+/g, ' ')
		.replace(/[ \t]+/g, ' ')
		.replace(/\n{2,}/g, '\n')
		.trim();
}

/**
 * An article split into its «##» and «###» sections, each a passage titled «Artículo: sección»
 * and linked to the exact anchor of its heading (the ids the Markdown processor gives headings:
 * github-slugger over the heading text, deduplicated per page).
 */
export function articlePassages(file: MdxFile, kind: 'guia' | 'noticia', href: string): Passage[] {
	const [, frontmatter = '', body = file.raw] =
		/^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(file.raw) ?? [];
	const title = frontmatterValue(frontmatter, 'title') ?? file.slug;
	const description = frontmatterValue(frontmatter, 'description') ?? '';
	const slugger = new Slugger();
	const out: Passage[] = [];
	const sections = body.split(/^(?=#{2,3} )/m);
	let parent = '';
	sections.forEach((section, i) => {
		const headingLine = /^(#{2,3}) (.*)$/m.exec(section);
		const isHeading = i > 0 || section.startsWith('#');
		const heading = isHeading ? (headingLine?.[2]?.replace(/\*\*/g, '') ?? '') : '';
		const level = headingLine?.[1]?.length ?? 2;
		if (level === 2) parent = heading;
		const anchor = heading ? slugger.slug(heading) : '';
		const rest = resolveFigureTags(
			isHeading ? section.slice((headingLine?.[0].length ?? 0) + 1) : section,
		);
		const tableLines = rest.split('\n').filter((l) => /^\s*\|/.test(l));
		const text = plainText(
			rest
				.split('\n')
				.filter((l) => !/^\s*\|/.test(l))
				.join('\n'),
		);
		const table = plainText(tableLines.join('\n'));
		if (text.length + table.length < 40) return;
		out.push({
			id: `${kind}:${file.slug}:${i}`,
			title: heading ? `${title}: ${plainText(heading)}` : title,
			href: anchor ? `${href}#${anchor}` : href,
			kind,
			text: heading ? text : `${description}\n${text}`,
			...(level === 3 && parent ? { parent: plainText(parent) } : {}),
			...(table ? { table } : {}),
		});
	});
	const faq = /- question: '((?:[^']|'')*)'\s*\n\s*answer: '((?:[^']|'')*)'/g;
	for (const [n, match] of [...frontmatter.matchAll(faq)].entries()) {
		out.push({
			id: `${kind}:${file.slug}:faq${n}`,
			title: `${title}: ${match[1]?.replaceAll("''", "'") ?? ''}`,
			href,
			kind,
			text: resolveFigureTags(match[2]?.replaceAll("''", "'") ?? ''),
		});
	}
	return out;
}

/**
 * Every passage of our content: answer cards, guides, news, glossary, FAQs and province tax
 * and price data.
 */
export function buildPassages(guides: readonly MdxFile[], news: readonly MdxFile[]): Passage[] {
	const out: Passage[] = answerCards.map((c) => ({
		id: `tarjeta:${c.id}`,
		title: c.title,
		href: c.href,
		kind: 'tarjeta',
		text: c.answer,
		questions: c.questions.join(' | '),
		...(c.see ? { see: c.see } : {}),
		...(c.law ? { law: lawSource(c.law) } : {}),
	}));
	for (const g of guides) out.push(...articlePassages(g, 'guia', `/blog/${g.slug}`));
	for (const n of news) out.push(...articlePassages(n, 'noticia', newsUrl(n.slug)));
	for (const t of glossary)
		out.push({
			id: `glosario:${t.id}`,
			title: `Glosario: ${t.term}`,
			href: `/blog/glosario-hipotecario#${t.id}`,
			kind: 'glosario',
			text: t.example ? `${t.definition} Ejemplo: ${t.example}` : t.definition,
			questions: t.term,
			...(t.guide ? { see: [`/blog/${t.guide}`] } : {}),
			...(t.law ? { law: lawSource(t.law) } : {}),
		});
	for (const page of faqPages)
		faqsFor(page).forEach((faq, i) =>
			out.push({
				id: `faq:${page}:${i}`,
				title: prose(faq.question),
				href: `${page === 'home' ? '/' : `/${page}`}#preguntas`,
				kind: 'faq',
				text: prose(faq.answer),
			}),
		);
	for (const p of provinces) {
		const tax = taxSummary(p.id, 200_000);
		const price = p.pricePerM2
			? ` Precio medio de la vivienda: ${formatEuros(p.pricePerM2.value, { decimals: 0 })}/m² (${p.pricePerM2.period}; ${p.pricePerM2.source}).`
			: '';
		out.push({
			id: `provincia:${p.id}`,
			title: `Impuestos (ITP, IVA, AJD) y precio de la vivienda en ${p.name}`,
			href: provincePath(p.id),
			kind: 'provincia',
			text: `${p.name} (${tax.community.name}). ITP de la vivienda usada: ${tax.itpGeneral}. ${tax.newBuildTax} de la vivienda nueva: ${tax.newBuildRate} %. AJD: ${tax.ajdRate} %.${price}`,
		});
	}
	return out;
}
