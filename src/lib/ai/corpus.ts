import { newsUrl } from '../content/blogData.ts';
import { resolveFigureTags } from '../content/figureTags.ts';
import { glossary } from '../content/glossary.ts';
import { formatEuros } from '../format/index.ts';
import { prose } from '../marketing/claims.ts';
import { faqPages, faqsFor } from '../marketing/faq.ts';
import { provincePath, provinces } from '../places/provinces.ts';
import { taxSummary } from '../places/taxSummary.ts';

/** One passage of our content the assistant can quote, with the page it links to. */
export interface Passage {
	id: string;
	/** Title shown as the source: the page, and the section when there is one. */
	title: string;
	href: string;
	kind: 'guia' | 'noticia' | 'glosario' | 'faq' | 'provincia';
	text: string;
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

/** An article split into its «##» sections, each a passage titled «Artículo: sección». */
export function articlePassages(file: MdxFile, kind: 'guia' | 'noticia', href: string): Passage[] {
	const [, frontmatter = '', body = file.raw] =
		/^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(file.raw) ?? [];
	const title = frontmatterValue(frontmatter, 'title') ?? file.slug;
	const description = frontmatterValue(frontmatter, 'description') ?? '';
	const out: Passage[] = [];
	const sections = body.split(/^## /m);
	sections.forEach((section, i) => {
		const [heading = '', ...rest] = i === 0 ? ['', section] : section.split('\n');
		const text = plainText(resolveFigureTags(rest.join('\n')));
		if (text.length < 40) return;
		out.push({
			id: `${kind}:${file.slug}:${i}`,
			title: heading ? `${title}: ${plainText(heading)}` : title,
			href,
			kind,
			text: i === 0 ? `${description}\n${text}` : text,
		});
	});
	const faq = /- question: '((?:[^']|'')*)'\s*\n\s*answer: '((?:[^']|'')*)'/g;
	for (const [n, match] of [...frontmatter.matchAll(faq)].entries()) {
		out.push({
			id: `${kind}:${file.slug}:faq${n}`,
			title: `${title}: ${match[1]?.replaceAll("''", "'") ?? ''}`,
			href,
			kind,
			text: match[2]?.replaceAll("''", "'") ?? '',
		});
	}
	return out;
}

/** Every passage of our content: guides, news, glossary, FAQs and province tax and price data. */
export function buildPassages(guides: readonly MdxFile[], news: readonly MdxFile[]): Passage[] {
	const out: Passage[] = [];
	for (const g of guides) out.push(...articlePassages(g, 'guia', `/blog/${g.slug}`));
	for (const n of news) out.push(...articlePassages(n, 'noticia', newsUrl(n.slug)));
	for (const t of glossary)
		out.push({
			id: `glosario:${t.id}`,
			title: `Glosario: ${t.term}`,
			href: `/blog/glosario-hipotecario#${t.id}`,
			kind: 'glosario',
			text: t.example ? `${t.definition} Ejemplo: ${t.example}` : t.definition,
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
