import type { AssistantData } from './assistantData.ts';
import type { Passage } from './corpus.ts';

export { contentStems, indexStems, queryOf, type Query } from './stems.ts';
import { contentStems, indexStems, queryOf } from './stems.ts';
import { buildCardMatcher, type CardMatcher } from './cards.ts';

/**
 * BM25 retrieval over our passages with Spanish stemming, stop words and synonyms, scored per
 * field: the section heading weighs most, then its parent heading and page, then the text.
 * The site serves only the passages (built at build time); the browser stems them on load.
 */

/** The JSON the site serves: the passages to search and the answer plans' data, built at build time. */
export interface SerializedIndex {
	version: 4;
	passages: Passage[];
	data: AssistantData;
	/** The words our content uses, with their counts, for fixing typos (learnt at build time). */
	vocabulary: [string, number][];
	/** A fingerprint of the passages served (ids and texts): changes whenever one of them does. */
	contentVersion: string;
}

/** A short fingerprint (FNV-1a, hex) of passages' ids, titles, links and texts. */
export function indexVersion(passages: readonly Passage[]): string {
	let h = 0x811c9dc5;
	for (const p of passages)
		for (const part of [p.id, p.title, p.href, p.text]) {
			for (let i = 0; i < part.length; i++) {
				h ^= part.charCodeAt(i);
				h = Math.imul(h, 0x01000193) >>> 0;
			}
			h ^= 0x1f;
		}
	return `4-${h.toString(16).padStart(8, '0')}`;
}

/** The passage of an id in a served index (what a server answer may quote by id). */
export function passageById(raw: SerializedIndex, id: string): Passage | undefined {
	return raw.passages.find((p) => p.id === id);
}

type Field = 'heading' | 'page' | 'text';
const boosts: Record<Field, number> = { heading: 3, page: 1, text: 1 };
const k1 = 1.2;
const b = 0.75;

interface Doc {
	passage: Passage;
	tf: Record<Field, Map<string, number>>;
	len: Record<Field, number>;
	all: Set<string>;
}

/**
 * The searchable index: passages with their stems, document frequencies and field lengths, and
 * the data the answer plans compute with (served in the same file).
 */
export interface PassageIndex {
	data: AssistantData;
	/** The answer cards and glossary terms, matched first (cards.ts). */
	cards: CardMatcher;
	docs: Doc[];
	df: Map<string, number>;
	avg: Record<Field, number>;
}

const counts = (stems: readonly string[]) => {
	const m = new Map<string, number>();
	for (const s of stems) m.set(s, (m.get(s) ?? 0) + 1);
	return m;
};

/** Splits a passage title «Página: sección» into the page and the heading. */
function fieldsOf(p: Passage): Record<Field, string> {
	const cut = p.title.indexOf(': ');
	const page = cut >= 0 ? p.title.slice(0, cut) : p.title;
	const heading = p.questions ?? (cut >= 0 ? p.title.slice(cut + 2) : '');
	return { heading, page: `${page} ${p.parent ?? ''}`, text: `${p.text} ${p.table ?? ''}` };
}

/** Builds the index of our passages (at build time for its checks, and in the browser). */
export function buildIndex(
	passages: readonly Passage[],
	data: AssistantData,
	vocabulary?: readonly [string, number][],
): PassageIndex {
	const df = new Map<string, number>();
	const total: Record<Field, number> = { heading: 0, page: 0, text: 0 };
	const docs = passages.map((passage) => {
		const f = fieldsOf(passage);
		const stems = {
			heading: indexStems(f.heading),
			page: indexStems(f.page),
			text: indexStems(f.text),
		};
		const all = new Set([...stems.heading, ...stems.page, ...stems.text]);
		for (const s of all) df.set(s, (df.get(s) ?? 0) + 1);
		for (const k of ['heading', 'page', 'text'] as const) total[k] += stems[k].length;
		return {
			passage,
			tf: { heading: counts(stems.heading), page: counts(stems.page), text: counts(stems.text) },
			len: { heading: stems.heading.length, page: stems.page.length, text: stems.text.length },
			all,
		};
	});
	const n = Math.max(1, docs.length);
	return {
		data,
		cards: buildCardMatcher(passages, vocabulary),
		docs,
		df,
		avg: {
			heading: Math.max(1, total.heading / n),
			page: Math.max(1, total.page / n),
			text: Math.max(1, total.text / n),
		},
	};
}

/** The index as JSON-ready data, for the static asset. */
export function serializeIndex(db: PassageIndex): SerializedIndex {
	return {
		version: 4,
		passages: db.docs.map((d) => d.passage),
		data: db.data,
		vocabulary: [...db.cards.vocabulary.count.entries()],
		contentVersion: indexVersion(db.docs.map((d) => d.passage)),
	};
}

/** The answer plans' data of the fetched index (ready before its passages are stemmed). */
export function indexData(raw: SerializedIndex): AssistantData {
	if (raw.version !== 4 || !Array.isArray(raw.passages) || typeof raw.data !== 'object')
		throw new Error('Índice del asistente con un formato desconocido.');
	return raw.data;
}

/** Restores the index fetched in the browser. */
export function loadIndex(raw: SerializedIndex): PassageIndex {
	return buildIndex(raw.passages, indexData(raw), raw.vocabulary);
}

/** A passage found for a question, with its relevance score and the share of terms it holds. */
export interface Hit {
	passage: Passage;
	score: number;
	/** Share (0–1) of the question's terms found in the passage, each weighted by its rarity. */
	coverage: number;
	/** Share (0–1) of the question's terms found in the heading. */
	headingCoverage: number;
	/** Share (0–1) of the question's terms found in the heading, its parent or the page title. */
	titleCoverage: number;
}

/** The passages that best match a question, best first (BM25 over weighted fields). */
export function searchPassages(db: PassageIndex, question: string, limit = 3): Hit[] {
	const { terms, needs } = queryOf(question);
	const n = db.docs.length;
	// Each term weighs its rarity, so common words alone do not make a passage the answer. A
	// word our content never uses («fiable», «idealista») weighs as much as the question's
	// rarest known word: it lowers the confidence without vetoing it.
	const idfOf = (t: string) => {
		const df = db.df.get(t) ?? 0;
		return Math.log(1 + (n - df + 0.5) / (df + 0.5));
	};
	const known = needs
		.filter((alts) => alts.some((a) => db.df.has(a)))
		.map((alts) => idfOf(alts[0] ?? ''));
	const unknownWeight = known.length ? Math.max(...known) : 1;
	const weights = needs.map((alts) =>
		alts.some((a) => db.df.has(a)) ? idfOf(alts[0] ?? '') : unknownWeight,
	);
	const totalWeight = weights.reduce((a, w) => a + w, 0);
	const hits: Hit[] = [];
	for (const d of db.docs) {
		let score = 0;
		for (const [t, weight] of terms) {
			const df = db.df.get(t);
			if (!df || !d.all.has(t)) continue;
			const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
			let tf = 0;
			for (const f of ['heading', 'page', 'text'] as const) {
				const c = d.tf[f].get(t) ?? 0;
				if (c > 0) tf += (boosts[f] * c) / (1 - b + (b * d.len[f]) / db.avg[f]);
			}
			score += weight * idf * ((tf * (k1 + 1)) / (tf + k1));
		}
		if (score <= 0) continue;
		const share = (has: (s: string) => boolean) => {
			let got = 0;
			// A term found only through a synonym counts for less than the word itself.
			for (const [i, alts] of needs.entries())
				if (has(alts[0] ?? '')) got += weights[i] ?? 0;
				else if (alts.some(has)) got += 0.7 * (weights[i] ?? 0);
			return totalWeight > 0 ? got / totalWeight : 0;
		};
		hits.push({
			passage: d.passage,
			score,
			coverage: share((s) => d.all.has(s)),
			headingCoverage: share((s) => d.tf.heading.has(s)),
			titleCoverage: share((s) => d.tf.heading.has(s) || d.tf.page.has(s)),
		});
	}
	return hits.sort((x, y) => y.score - x.score).slice(0, limit);
}

/** Share of a question's meaningful stems found in a passage (0 to 1): how well it answers. */
export function coverage(question: string, passage: Passage): number {
	const wanted = [...new Set(contentStems(question))];
	if (wanted.length === 0) return 0;
	const have = new Set(contentStems(`${passage.title} ${passage.parent ?? ''} ${passage.text}`));
	return wanted.filter((s) => have.has(s)).length / wanted.length;
}
