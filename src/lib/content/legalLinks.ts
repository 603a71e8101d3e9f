/**
 * Links to the official text of a law, opened at the article a sentence cites. The BOE marks
 * each block of a consolidated text with an id whose form depends on the text (`#a23`,
 * `#ar-23`, `#art1454`; `#daprimera` or `#da-1` for provisions). Content checks use these
 * helpers so a claim that names an article always links to that article.
 */

/** Whether a URL points at the BOE (consolidated texts, ELI permalinks or the gazette). */
export function isBoeUrl(url: string): boolean {
	return /^https?:\/\/(www\.)?boe\.es\//.test(url);
}

/**
 * Whether a URL opens a consolidated text of the BOE (act.php or an ELI permalink ending in
 * /con), the only BOE pages that mark each article with an anchor; the gazette's own issue
 * (doc.php, /diario_boe/) has none.
 */
export function isConsolidatedBoeUrl(url: string): boolean {
	return isBoeUrl(url) && (/\/buscar\/act\.php\?/.test(url) || /\/eli\/.+\/con(#|$)/.test(url));
}

const units = 'primera|segunda|tercera|cuarta|quinta|sexta|s[ée]ptima|octava|novena';
const ordinals = `(?:vig[ée]sima|trig[ée]sima|cuadrag[ée]sima)(?: (?:${units}))?|${units}|d[ée]cima|und[ée]cima|duod[ée]cima|decimo\\w+`;

/** The first article or provision a citation names, independent of how a text writes anchors. */
export type LegalReference =
	| { kind: 'article'; number: string; suffix: string }
	| { kind: 'provision'; type: 'da' | 'dt' | 'df'; ordinal: string };

/** «art. 43.1.a» → article 43; «disposición adicional quinta» → provision da, quinta; else null. */
export function legalReferenceOf(citation: string): LegalReference | null {
	const text = citation.toLowerCase();
	const article =
		/\bart(?:[íi]culos?|s?\.)\s*(\d+)(?:\s*(bis|ter|qu[aá]ter|quinquies|sexies))?/.exec(text);
	const provision = new RegExp(
		`\\bdisposici[oó]n (adicional|transitoria|final) (${ordinals})\\b`,
	).exec(text);
	const articleAt = article?.index ?? Number.POSITIVE_INFINITY;
	const provisionAt = provision?.index ?? Number.POSITIVE_INFINITY;
	if (article && articleAt <= provisionAt)
		return {
			kind: 'article',
			number: article[1] as string,
			suffix: (article[2] ?? '').replace('á', 'a'),
		};
	if (provision) {
		const type = ({ adicional: 'da', transitoria: 'dt', final: 'df' } as const)[
			provision[1] as 'adicional' | 'transitoria' | 'final'
		];
		const ordinal = (provision[2] as string)
			.normalize('NFD')
			.replace(/\p{Diacritic}/gu, '')
			.replace(/ /g, '');
		return { kind: 'provision', type, ordinal };
	}
	return null;
}

/**
 * How a BOE consolidated text names its blocks. Checked: Ley 5/2019 «#ar-14», the Código Civil
 * «#art1454» and the ITP and AJD text «#a29» (see officialSources.ts). Otherwise inferred from
 * the year of the text: the block references of the texts published since 2019 read «#ar-4»,
 * «#df-2», and those of 2015 and before «#a10», «#dfprimera» (seen in the BOE's own notes of
 * amendments, «Ref. BOE-A-2019-3997#ar-4», «Ref. BOE-A-2014-883#dfprimera»).
 */
export type AnchorStyle = 'a' | 'ar' | 'art';

const checkedStyles: Readonly<Record<string, AnchorStyle>> = {
	'BOE-A-2019-3814': 'ar',
	'BOE-A-1889-4763': 'art',
	'BOE-A-1993-25359': 'a',
};

/** The style of a BOE URL's text: by its id (act.php?id=…) or the year of its ELI permalink. */
export function anchorStyleOf(url: string): AnchorStyle {
	const id = /[?&]id=([A-Z]+-[A-Za-z]-(\d{4})-\d+)/.exec(url);
	if (id) return checkedStyles[id[1] as string] ?? (Number(id[2]) >= 2019 ? 'ar' : 'a');
	const eli = /\/eli\/[a-z-]+\/[a-z]+\/(\d{4})\//.exec(url);
	return eli && Number(eli[1]) >= 2019 ? 'ar' : 'a';
}

const unitNumbers = [
	'primera',
	'segunda',
	'tercera',
	'cuarta',
	'quinta',
	'sexta',
	'septima',
	'octava',
	'novena',
];
const tenNumbers: Record<string, number> = {
	decima: 10,
	vigesima: 20,
	trigesima: 30,
	cuadragesima: 40,
};

/** «quinta» → 5, «vigesimatercera» → 23, «decimoctava» → 18; null when not recognised. */
function ordinalNumber(ordinal: string): number | null {
	const unit = unitNumbers.indexOf(ordinal);
	if (unit >= 0) return unit + 1;
	if (ordinal === 'undecima') return 11;
	if (ordinal === 'duodecima') return 12;
	for (const [word, tens] of Object.entries(tenNumbers)) {
		if (ordinal === word) return tens;
		if (ordinal.startsWith(word)) {
			const rest = unitNumbers.indexOf(ordinal.slice(word.length));
			if (rest >= 0) return tens + rest + 1;
		}
	}
	const decimo = new RegExp(`^decimo?(${unitNumbers.join('|')})$`).exec(ordinal);
	if (decimo) {
		const rest = unitNumbers.indexOf(decimo[1] as string);
		if (rest >= 0) return 11 + rest;
	}
	return null;
}

/** The anchor a reference has in a text of the given style. */
export function anchorFor(reference: LegalReference, style: AnchorStyle): string | null {
	if (reference.kind === 'article') {
		if (style === 'ar') return `ar-${reference.number}${reference.suffix}`;
		if (style === 'art') return `art${reference.number}${reference.suffix}`;
		return `a${reference.number}${reference.suffix}`;
	}
	if (style === 'ar') {
		const n = ordinalNumber(reference.ordinal);
		return n === null ? null : `${reference.type}-${n}`;
	}
	return `${reference.type}${reference.ordinal}`;
}

/** The anchor a citation should have in the BOE text of `url` («art. 43» → «ar-43» or «a43»). */
export function boeAnchorFor(url: string, citation: string): string | null {
	const reference = legalReferenceOf(citation);
	return reference ? anchorFor(reference, anchorStyleOf(url)) : null;
}

/** The anchor of a URL (without «#»), or null. */
export function anchorOf(url: string): string | null {
	const at = url.indexOf('#');
	return at < 0 ? null : url.slice(at + 1);
}

/** The URL opened at `anchor` (any previous anchor replaced). */
export function withAnchor(url: string, anchor: string): string {
	const at = url.indexOf('#');
	return `${at < 0 ? url : url.slice(0, at)}#${anchor}`;
}

/**
 * What is wrong with a BOE link given the citation it stands for (its text, or the article
 * named right before it): null when it is right, else a Spanish sentence saying what to fix.
 */
export function boeLinkProblem(citation: string, url: string): string | null {
	if (!isConsolidatedBoeUrl(url)) return null;
	const wanted = boeAnchorFor(url, citation);
	if (wanted === null) return null;
	const anchor = anchorOf(url);
	if (anchor === wanted) return null;
	return anchor === null
		? `«${citation}» cita un artículo y el enlace no lleva su ancla: añade #${wanted}.`
		: `«${citation}» cita #${wanted} y el enlace abre #${anchor}.`;
}

/** A markdown link with the words that precede it in its sentence. */
export interface MarkdownLink {
	text: string;
	url: string;
	/** Up to 60 characters before the link, within its sentence. */
	before: string;
}

/** Every markdown link `[text](url)` of a text, with what precedes it. */
export function markdownLinks(source: string): MarkdownLink[] {
	const links: MarkdownLink[] = [];
	for (const m of source.matchAll(/\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g)) {
		const start = m.index;
		const before =
			source
				.slice(Math.max(0, start - 60), start)
				.split(/[.!?\n]\s/)
				.at(-1) ?? '';
		links.push({ text: m[1] as string, url: m[2] as string, before });
	}
	return links;
}

/**
 * The citation a link stands for: its own text when it names an article, else an article named
 * just before it («el artículo 21 de la [Ley 5/2019](…)»).
 */
export function citationOf(link: MarkdownLink): string {
	if (legalReferenceOf(link.text) !== null) return link.text;
	const tail =
		/(art(?:[íi]culos?|s?\.)\s*\d+[^,;:()]{0,40}|disposici[oó]n (?:adicional|transitoria|final) \S+[^,;:()]{0,30})$/i.exec(
			link.before.trimEnd(),
		);
	return tail ? `${tail[1]} ${link.text}` : link.text;
}

const articleCitation = /\b(?:art[íi]culos?|arts?\.)\s*\d+/i;

/**
 * The sentences of a markdown body that name an article of a law without linking an official
 * text in the same sentence (each line of a list or table counts as its own sentence).
 */
export function unsourcedArticleClaims(
	body: string,
	isOfficial: (url: string) => boolean,
): string[] {
	const sentences = body
		.split('\n')
		.flatMap((line) => line.split(/(?<=[.!?:])\s+(?=[A-ZÁÉÍÓÚ¿¡*[(])/u));
	return sentences.filter(
		(sentence) =>
			articleCitation.test(sentence) &&
			!markdownLinks(sentence).some((link) => isOfficial(link.url)),
	);
}
