import { create, insertMultiple, load, save, search, type RawData } from '@orama/orama';
import { stemmer } from '@orama/stemmers/spanish';
import { stopwords } from '@orama/stopwords/spanish';
import { foldText } from './normalize.ts';
import type { Passage } from './corpus.ts';

/** Indexed fields; href, kind and id are stored with each passage but not searched. */
const schema = { title: 'string', text: 'string' } as const;

/** Same Spanish analysis at build and in the browser: stems, stop words, no accents. */
function emptyIndex() {
	return create({
		schema,
		components: {
			tokenizer: { language: 'spanish', stemming: true, stemmer, stopWords: stopwords },
		},
	});
}

/** The Orama database of passages. */
export type PassageIndex = ReturnType<typeof emptyIndex>;

/** The JSON the site serves: the saved index (built at build time). */
export type SerializedIndex = RawData;

/** Builds the index of our passages (at build time). */
export function buildIndex(passages: readonly Passage[]): PassageIndex {
	const db = emptyIndex();
	void insertMultiple(
		db,
		passages.map((p) => ({ ...p })),
	);
	return db;
}

/** The index as JSON-ready data, for the static asset. */
export function serializeIndex(db: PassageIndex): SerializedIndex {
	return save(db);
}

/** Restores the index fetched in the browser. */
export function loadIndex(raw: SerializedIndex): PassageIndex {
	const db = emptyIndex();
	load(db, raw);
	return db;
}

/** A passage found for a question, with its relevance score. */
export interface Hit {
	passage: Passage;
	score: number;
}

/** The passages that best match a question, best first (title words weigh double). */
export function searchPassages(db: PassageIndex, question: string, limit = 3): Hit[] {
	const result = search(db, {
		term: question,
		properties: ['title', 'text'],
		boost: { title: 2 },
		limit,
	});
	if (result instanceof Promise) throw new Error('El índice de búsqueda debe ser síncrono.');
	return result.hits.map((h) => ({ passage: h.document as unknown as Passage, score: h.score }));
}

const stops = new Set(stopwords.map(foldText));
const stemCache = new Map<string, string>();
const stem = (word: string) => {
	let s = stemCache.get(word);
	if (s === undefined) {
		s = foldText(stemmer(word));
		stemCache.set(word, s);
	}
	return s;
};

/** Folded stems of the words that carry meaning (stop words dropped), as the index sees them. */
export function contentStems(text: string): string[] {
	return foldText(text)
		.split(/[^a-z0-9ñ]+/)
		.filter((w) => w.length > 1 && !stops.has(w) && !/^\d+$/.test(w))
		.map(stem);
}

const passageStemCache = new Map<string, Set<string>>();

/** The stems of a passage's title and text, computed once per passage. */
function passageStems(passage: Passage): Set<string> {
	const key = `${passage.id}|${passage.text.length}`;
	let stems = passageStemCache.get(key);
	if (!stems) {
		stems = new Set(contentStems(`${passage.title} ${passage.text}`));
		passageStemCache.set(key, stems);
	}
	return stems;
}

/** Share of a question's meaningful stems found in a passage (0 to 1): how well it answers. */
export function coverage(question: string, passage: Passage): number {
	const wanted = [...new Set(contentStems(question))];
	if (wanted.length === 0) return 0;
	const have = passageStems(passage);
	return wanted.filter((s) => have.has(s)).length / wanted.length;
}
