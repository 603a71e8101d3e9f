import type { Answer, Source } from './answer.ts';
import type { Passage } from './corpus.ts';
import { aiMessages } from './messages.ts';
import { expandShorthand, foldText } from './normalize.ts';

const fold = (t: string) =>
	foldText(t)
		.replace(/[^a-z0-9ñ]+/g, ' ')
		.trim();
import { matchCards, type CardMatch } from './cards.ts';
import { guardAnswer } from './guard.ts';
import { indexStems, queryOf, searchPassages, type Hit, type PassageIndex } from './searchIndex.ts';

/** Least share of a question's terms the best passage must hold to be quoted as the answer. */
export const minCoverage = 0.55;
/** Longest quoted answer, in characters (answers stay short; the source has the rest). */
const maxAnswerChars = 420;

/** Whether the question and the section's heading open with the same question word. */
function interrogative(question: string, title: string): boolean {
	const heading = foldText(title.slice(title.indexOf(': ') + 2)).replace(/^[¿¡\s]+/, '');
	const words = ['como', 'quien', 'cuando', 'cuanto', 'cuanta', 'por que', 'donde', 'cuales'];
	return words.some((w) => question.includes(`${w} `) && heading.startsWith(`${w} `));
}

/** Whether the question uses the glossary term itself («vinculaciones» for «Vinculación»). */
function namesTerm(question: string, title: string): boolean {
	const term = foldText(title.slice(title.indexOf(': ') + 2)).split(/[^a-z0-9ñ]+/)[0] ?? '';
	if (term.length < 3) return false;
	return question
		.split(/[^a-z0-9ñ]+/)
		.some((w) => w.length >= 3 && (w.startsWith(term) || (term.startsWith(w) && w.length >= 5)));
}

/**
 * Share of a glossary term's own words (without its parenthesis) that the question leaves out:
 * «¿Qué es la TAE?» names all of «TAE» and none of «TAE variable»'s «variable».
 */
function termWordsMissing(question: string, title: string): number {
	const term = foldText(title.slice(title.indexOf(': ') + 2).replace(/\(.*?\)/g, ''));
	const words = term.split(/[^a-z0-9ñ]+/).filter((w) => w.length >= 3);
	if (words.length === 0) return 0;
	const asked = question.split(/[^a-z0-9ñ]+/);
	const missing = words.filter(
		(w) => !asked.some((a) => a.length >= 3 && a.startsWith(w.slice(0, 5))),
	);
	return missing.length / words.length;
}

/** Whether a question or heading asks about what is not (included, covered, paid…). */
const negative = (text: string) => /\b(no|nunca|sin)\b|deja fuera|excluye/.test(text);

const definition =
	/\b(que es|q es|que son|que significa|significado|definicion|define|para que sirve|que quiere decir)\b/;

/**
 * Reranks the BM25 hits by what the question asks: the share of its terms a passage holds and
 * holds in its heading (a heading that states the question is the section that answers it),
 * the glossary for «¿qué es…?», and province data last (place facts have their own plan).
 */
export function rerank(question: string, hits: readonly Hit[]): Hit[] {
	const q = foldText(question);
	const top = hits[0]?.score ?? 1;
	const value = (h: Hit) => {
		let v = h.score / top + 0.9 * h.coverage + 0.4 * h.headingCoverage + 0.4 * h.titleCoverage;
		// A page's introduction (no section) is a summary, less precise than a section.
		if (!h.passage.href.includes('#')) v -= 0.2;
		if (definition.test(q) && h.passage.kind === 'glosario') v += 0.5;
		if (h.passage.kind === 'glosario' && namesTerm(q, h.passage.title))
			v += (definition.test(q) ? 1 : 0.4) - 0.5 * termWordsMissing(q, h.passage.title);
		if (h.passage.kind === 'provincia') v -= 0.4;
		if (h.passage.kind === 'faq') v -= 0.1;
		if (h.passage.kind === 'tarjeta') v += 0.15;
		if (interrogative(q, h.passage.title)) v += 0.3;
		// «¿Qué incluye la TAE?» is not answered by what it leaves out, nor the other way round.
		if (negative(q) !== negative(foldText(h.passage.questions ?? h.passage.title))) v -= 0.6;
		return v;
	};
	return hits
		.map((h) => ({ h, v: value(h) }))
		.sort((x, y) => y.v - x.v)
		.map((x) => x.h);
}

/** The passages that answer a question (enough of its terms), best first, for any answerer. */
export function relevantPassages(index: PassageIndex, question: string, limit = 3): Passage[] {
	return rerank(question, searchPassages(index, question, 24))
		.filter((h) => h.coverage >= minCoverage)
		.map((h) => h.passage)
		.slice(0, limit);
}

/** The sentences of a passage that hold most of the question's terms, in their order. */
export function bestSentences(question: string, passage: Passage): string {
	// A glossary entry names its term first («IRPH (…): media de…»).
	if (passage.kind === 'glosario') {
		const term = passage.title.slice(passage.title.indexOf(': ') + 2);
		const text = fold(passage.text).startsWith(fold(term))
			? passage.text
			: `${term}: ${passage.text}`;
		return text.length > maxAnswerChars ? `${text.slice(0, maxAnswerChars - 1).trimEnd()}…` : text;
	}
	// A card or an FAQ is already a short answer: it is quoted from its start.
	if (passage.kind === 'tarjeta' || passage.kind === 'faq' || /:faq\d+$/.test(passage.id))
		return passage.text.length > maxAnswerChars
			? `${passage.text.slice(0, maxAnswerChars - 1).trimEnd()}…`
			: passage.text;
	const { needs } = queryOf(question);
	const sentences = passage.text
		.replace(/\n+/g, ' ')
		.split(/(?<=[.!?:])\s+(?=[A-ZÁÉÍÓÚÑ¿¡0-9])/)
		.map((s, i) => {
			const stems = new Set(indexStems(s));
			return {
				s: s.trim(),
				i,
				score: needs.filter((alts) => alts.some((a) => stems.has(a))).length,
			};
		})
		.filter((x) => x.s.length > 0);
	// A short yes-or-no lead («No necesariamente.») is the answer: it opens the quote.
	const [lead] = sentences;
	const ranked = sentences.toSorted((a, b) => b.score - a.score || a.i - b.i);
	const chosen: typeof sentences = [];
	let length = 0;
	const take = (x: (typeof sentences)[number]) => {
		chosen.push(x);
		length += x.s.length;
		// A sentence that announces a list («…estos documentos:») needs what follows it.
		const next = sentences[x.i + 1];
		if (
			x.s.endsWith(':') &&
			next &&
			!chosen.includes(next) &&
			length + next.s.length <= maxAnswerChars
		) {
			chosen.push(next);
			length += next.s.length;
		}
	};
	if (lead && lead.s.length <= 60 && /^(s[ií]|no)\b/i.test(lead.s)) take(lead);
	for (const x of ranked) {
		if (chosen.length >= 2) break;
		if (chosen.includes(x)) continue;
		if (chosen.length > 0 && (x.score === 0 || length + x.s.length > maxAnswerChars)) continue;
		take(x);
	}
	const text = chosen
		.toSorted((a, b) => a.i - b.i)
		.map((x) => x.s)
		.join(' ');
	return text.length > maxAnswerChars ? `${text.slice(0, maxAnswerChars - 1).trimEnd()}…` : text;
}

/** Unique sources of a list of passages, in order. */
export function sourcesOf(passages: readonly Passage[]): Source[] {
	const seen = new Set<string>();
	const out: Source[] = [];
	for (const p of passages) {
		if (seen.has(p.href)) continue;
		seen.add(p.href);
		out.push({ title: p.title, href: p.href });
	}
	return out;
}

/** A question that asks what something is. */
const definitionQuestion =
	/\b(que es|q es|que son|que significa|significado de|definicion|define)\b/;

/** Least score for a card to answer, and least lead over the next card when it is not clear. */
export const cardConfidence = { score: 0.42, margin: 0.03 } as const;
/** Least score for a card to be offered as one of the closest when the assistant is not sure. */
const minSuggestion = 0.22;
/** Least share of a question's terms a guide passage needs when no card answers it. */
const minPassageCoverage = 0.8;

/** Whether the best card answers the question with enough confidence. */
const confident = (m: CardMatch | undefined): m is CardMatch =>
	m !== undefined && m.specific && m.score >= cardConfidence.score;

/** The sources of an answer: its own section, the ones it points to, then the best passages. */
function sourcesWith(
	first: Passage,
	extra: readonly Passage[],
	hits: readonly Hit[],
	all: PassageIndex,
): Source[] {
	const byHref = new Map(all.docs.map((d) => [d.passage.href, d.passage.title]));
	const out: Source[] = [{ title: first.title, href: first.href }];
	const see = (first.see ?? []).map((href) => ({ title: byHref.get(href) ?? first.title, href }));
	// The card's own pages first, then the glossary's entry for its term.
	out.push(...see.slice(0, 1));
	for (const p of extra) out.push({ title: p.title, href: p.href });
	out.push(...see.slice(1));
	for (const h of hits) out.push({ title: h.passage.title, href: h.passage.href });
	const seen = new Set<string>();
	return out.filter((s) => !seen.has(s.href) && seen.add(s.href)).slice(0, 3);
}

/** «Escritura pública» inside a sentence, keeping acronyms («TAE», «IRPH») as they are. */
const lowerFirst = (t: string) =>
	/^.[a-záéíóúñ]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t;

/** A card's question offered as a button when the assistant is not sure. */
const suggestion = (m: CardMatch) => {
	const p = m.passage;
	const first = (p.questions ?? '').split(' | ')[0] ?? p.title;
	const question =
		p.kind === 'glosario'
			? `¿Qué es ${lowerFirst(p.title.slice(p.title.indexOf(': ') + 2))}?`
			: p.kind === 'tarjeta'
				? first
				: p.title.slice(p.title.indexOf(': ') + 2);
	return { id: p.id, question };
};

/**
 * A knowledge question answered from the answer card that matches it (its short answer, our
 * section and its law); without a confident card, from a guide passage that holds nearly all
 * its terms; else «No lo sé con seguridad» with the three closest cards offered as questions.
 */
export function answerKnowledge(index: PassageIndex, asked: string): Answer {
	const question = expandShorthand(asked);
	const guarded = guardAnswer(question);
	if (guarded) return guarded;
	const cards = matchCards(index.cards, question, 3);
	let [best] = cards;
	// «¿Qué es…?»: the glossary's definition, when it matches nearly as well as a card.
	// (A card whose own section is a glossary entry already is that definition.)
	if (
		best &&
		best.passage.kind !== 'glosario' &&
		!best.passage.href.startsWith('/blog/glosario-hipotecario#') &&
		definitionQuestion.test(foldText(question))
	) {
		const [term] = matchCards(index.cards, question, 1, 'glosario');
		if (term && term.specific && term.score >= 0.85 * best.score)
			best = { ...term, margin: cardConfidence.margin };
	}
	const ranked = rerank(question, searchPassages(index, question, 24)).filter(
		(h) =>
			h.passage.kind !== 'tarjeta' &&
			h.passage.kind !== 'glosario' &&
			h.passage.kind !== 'provincia',
	);
	const related = ranked.filter((h) => h.coverage >= minCoverage).slice(0, 2);
	if (confident(best)) {
		// The glossary's entry for the term asked about goes with the card that answers.
		const [term] =
			best.passage.kind === 'glosario' ? [] : matchCards(index.cards, question, 1, 'glosario');
		const extra = term && term.score >= 0.4 ? [term.passage] : [];
		return {
			text: bestSentences(question, best.passage),
			sources: sourcesWith(best.passage, extra, related, index),
			origin: 'contenido',
			...(best.passage.law ? { law: best.passage.law } : {}),
		};
	}
	const [passage] = ranked;
	// A passage answers alone only a question with at least two words that say what it is about.
	const meaningful = queryOf(question).needs.length >= 2;
	if (
		meaningful &&
		passage &&
		passage.coverage >= minPassageCoverage &&
		passage.headingCoverage >= 0.5
	)
		return {
			text: bestSentences(question, passage.passage),
			sources: sourcesOf(ranked.slice(0, 3).map((h) => h.passage)),
			origin: 'contenido',
		};
	// Close enough to be worth offering: the three closest, when the closest is near at all.
	const suggestions =
		(cards[0]?.score ?? 0) >= minSuggestion
			? cards.filter((m) => m.score > 0.1).map(suggestion)
			: [];
	return {
		text: suggestions.length > 0 ? aiMessages.unknownSuggest : aiMessages.unknown,
		sources: [],
		origin: 'desconocido',
		...(suggestions.length > 0 ? { suggestions } : {}),
	};
}
