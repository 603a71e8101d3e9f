import type { Passage } from './corpus.ts';
import { foldText } from './normalize.ts';
import { indexStems, queryOf } from './stems.ts';
import { placeNames } from './places.ts';
import { fixTypos, vocabularyFrom, vocabularyOf, type Vocabulary } from './typos.ts';

/**
 * The answer-card classifier: each card (and glossary term) is known by the ways people ask it;
 * a question is matched to the card whose phrasings share most of its meaning, each word weighed
 * by its rarity among the cards (the weights are learnt from the cards when the index loads).
 * Words are folded, typos fixed against our vocabulary, stemmed and widened with synonyms, and
 * the kind of question («¿qué es…?», «¿quién paga…?», «¿cuánto cuesta…?») counts as a word.
 */

type Vector = Map<string, number>;

interface Entry {
	passage: Passage;
	variants: Vector[];
	doc: Vector;
}

/** The cards and glossary terms with their learnt weights, ready to match questions. */
export interface CardMatcher {
	entries: Entry[];
	idf: Map<string, number>;
	maxIdf: number;
	vocabulary: Vocabulary;
}

/** A card found for a question, with its score (0–1) and its lead over the next one. */
export interface CardMatch {
	passage: Passage;
	score: number;
	margin: number;
	/** Whether the question and the card share a word specific to the card's topic. */
	specific: boolean;
}

/** Stems of place names: they say where, not what, so they never make a match specific. */
const placeStems = (() => {
	const out = new Set<string>();
	for (const name of placeNames()) for (const s of indexStems(name)) out.add(s);
	return out;
})();

/** The kind of question, as a word of its own: «¿quién paga…?» is not «¿cuánto cuesta…?». */
function questionKinds(folded: string): string[] {
	const kinds: [string, RegExp][] = [
		[
			'q:def',
			/(que es|que son|que significa|significado|definicion|en que consiste|q es|para que sirve)\b/,
		],
		['q:quien', /\bquien(es)?\b/],
		['q:cuanto', /\bcuant[oa]s?\b/],
		['q:cuando', /\b(cuando|hasta cuando|plazo|cuanto tiempo|cuantos dias)\b/],
		['q:como', /\bcomo\b/],
		['q:puedo', /\b(puedo|podemos|se puede|pueden|me pueden|es posible)\b/],
		['q:oblig', /\b(obligatori[oa]|obligan|tengo que|hay que|exigir|exigen|me exige)\b/],
		['q:pasa', /\bque pasa\b|\bque ocurre\b|\bsi no\b/],
		['q:compara', /\b(diferencia|mejor|conviene|compensa|o\b.*\?)/],
		['q:no', /\b(no|sin|nunca)\b/],
	];
	return kinds.filter(([, r]) => r.test(folded)).map(([k]) => k);
}

const weigh = (stems: readonly string[], w = 1, into: Vector = new Map()) => {
	for (const s of stems) into.set(s, Math.max(into.get(s) ?? 0, w));
	return into;
};

const termsOf = (text: string) => [...indexStems(text), ...questionKinds(foldText(text))];

/** Whether a passage is a question with its answer: a card, a glossary term or an FAQ. */
export const isAnswerEntry = (p: Passage) =>
	p.kind === 'tarjeta' || p.kind === 'glosario' || p.kind === 'faq';

/** How much each kind of entry counts: our curated cards first, then glossary terms and FAQs. */
const kindWeight: Partial<Record<Passage['kind'], number>> = { glosario: 0.88, faq: 0.8 };

/** Phrasings of an entry: a card's questions, an FAQ's question, a glossary term's names. */
function variantsOf(p: Passage): string[] {
	const own = (p.questions ?? '').split(' | ').filter(Boolean);
	if (p.kind === 'faq') return [p.title];
	if (p.kind !== 'glosario') return own;
	const term = p.title.slice(p.title.indexOf(': ') + 2);
	const short = term.replace(/\s*\(.*?\)\s*/g, ' ').trim();
	const inner = /\((.*?)\)/.exec(term)?.[1];
	return [`¿Qué es ${short}?`, `¿Qué significa ${short}?`, ...(inner ? [`¿Qué es ${inner}?`] : [])];
}

/** Learns the cards' weights: each stem's rarity among the cards and glossary terms. */
export function buildCardMatcher(
	passages: readonly Passage[],
	learnt?: readonly [string, number][],
): CardMatcher {
	const entries: Entry[] = passages.filter(isAnswerEntry).map((passage) => {
		const variants = variantsOf(passage).map((v) => weigh(termsOf(v)));
		const doc = new Map<string, number>();
		for (const v of variants) weigh([...v.keys()], 1, doc);
		weigh(indexStems(passage.title), 0.8, doc);
		weigh(indexStems(passage.text), 0.3, doc);
		return { passage, variants, doc };
	});
	const df = new Map<string, number>();
	for (const e of entries) for (const s of e.doc.keys()) df.set(s, (df.get(s) ?? 0) + 1);
	const n = Math.max(1, entries.length);
	const idf = new Map<string, number>();
	for (const [s, d] of df) idf.set(s, Math.log(1 + n / d));
	const maxIdf = Math.log(1 + n);
	// The vocabulary is learnt when the index is built and served with it (reading it is cheaper
	// than counting every word of every passage in the browser).
	const vocabulary = learnt
		? vocabularyFrom(learnt)
		: vocabularyOf(
				passages.flatMap((p) => `${p.title} ${p.questions ?? ''} ${p.text}`.split(/\s+/)),
			);
	return { entries, idf, maxIdf, vocabulary };
}

/** A question as the matcher reads it: each meaning with the stems that can carry it. */
interface QueryNeeds {
	needs: { alts: string[]; weight: number }[];
}

/**
 * How well an entry's phrasing matches a question: the geometric mean of their cosine and of the
 * share of the phrasing's weight the question holds, so a long question that contains a
 * phrasing with many other words still matches it. Each stem weighs its idf; a meaning counts
 * once, by the word itself or, for a little less, by a synonym.
 */
function similarity(q: QueryNeeds, d: Vector, idf: (s: string) => number): number {
	let dot = 0;
	let qq = 0;
	let dd = 0;
	for (const need of q.needs) {
		const head = need.alts[0] ?? '';
		const x = need.weight * idf(head);
		qq += x * x;
		let best = 0;
		for (const [i, alt] of need.alts.entries()) {
			const y = d.get(alt);
			if (y === undefined) continue;
			best = Math.max(best, (i === 0 ? 1 : 0.7) * need.weight * idf(alt) * y * idf(alt));
		}
		dot += best;
	}
	for (const [s, w] of d) {
		const y = w * idf(s);
		dd += y * y;
	}
	if (qq <= 0 || dd <= 0) return 0;
	const cosine = Math.min(1, dot / Math.sqrt(qq * dd));
	// A phrasing of one word is held by any question with that word: coverage says nothing then.
	const words = [...d.keys()].filter((k) => !k.startsWith('q:')).length;
	return words < 2 ? cosine : Math.sqrt(cosine * Math.min(1, dot / dd));
}

/** The cards that best answer a question, best first (at most `limit`). */
export function matchCards(
	m: CardMatcher,
	question: string,
	limit = 3,
	kind?: Passage['kind'],
): CardMatch[] {
	const fixed = fixTypos(question, m.vocabulary);
	const { needs } = queryOf(fixed);
	const q: QueryNeeds = {
		needs: [
			...needs.map((alts) => ({ alts, weight: 1 })),
			...questionKinds(foldText(fixed)).map((k) => ({ alts: [k], weight: 0.5 })),
		],
	};
	if (needs.length === 0) return [];
	// A word the cards never use weighs as much as the rarest one: it lowers the confidence.
	const idf = (s: string) => m.idf.get(s) ?? m.maxIdf;
	// «¿Qué es…?» is answered best by the glossary's definition.
	const definition = q.needs.some((n) => n.alts[0] === 'q:def');
	const entries = kind ? m.entries.filter((e) => e.passage.kind === kind) : m.entries;
	const scored = entries.map((e) => {
		let best = 0;
		for (const v of e.variants) best = Math.max(best, similarity(q, v, idf));
		const weight =
			definition && e.passage.kind === 'glosario' ? 1.08 : (kindWeight[e.passage.kind] ?? 1);
		return {
			passage: e.passage,
			score: weight * (0.65 * best + 0.35 * similarity(q, e.doc, idf)),
			e,
		};
	});
	// A word in at most one entry in five is specific to a topic; a place name never is.
	const rare = Math.log(1 + 5);
	scored.sort((a, b) => b.score - a.score);
	return scored.slice(0, limit).map((x, i) => ({
		passage: x.passage,
		score: x.score,
		margin: x.score - (scored[i + 1]?.score ?? 0),
		specific: q.needs.some((n) =>
			n.alts.some(
				(s) => !s.startsWith('q:') && !placeStems.has(s) && x.e.doc.has(s) && idf(s) >= rare,
			),
		),
	}));
}
