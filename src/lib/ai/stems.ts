import { stemmer } from '@orama/stemmers/spanish';
import { stopwords } from '@orama/stopwords/spanish';
import { foldText } from './normalize.ts';
import { synonymStems } from './synonyms.ts';

/**
 * The words of a text as the assistant compares them: folded, without stop words or the words
 * that frame a question, stemmed with the Spanish stemmer, and a question's synonyms.
 */

/** Stop words that say something about a mortgage («vivienda nueva», «segunda vivienda», «valor»). */
const domainWords = new Set(
	'nueva nuevas nuevo nuevos valor primera primer primero segunda segundo total trabajo trabaja trabajar tiempo mayor menos medio parte final largo antes'.split(
		' ',
	),
);
const stops = new Set(stopwords.map(foldText).filter((w) => !domainWords.has(w)));
const stemCache = new Map<string, string>();
const stem = (word: string) => {
	let s = stemCache.get(word);
	if (s === undefined) {
		// «subrogacion» typed without its accent stems like «subrogación».
		s = foldText(stemmer(word.replace(/([cs])ion$/, '$1ión')));
		stemCache.set(word, s);
	}
	return s;
};

/** Words that frame a question but say nothing of its subject («¿qué significa…?»). */
const frame = new Set(
	'significa significado definicion define sirve explica explicame quiero saber puedo puedes puede podemos podria pasa ocurre hay diferencia diferencias mejor cosa cosas favor hola buenas buenos saludos gracias alguien sabe sabeis duda dudas consulta ayuda ayudais ayudar entiendo gustaria quisiera podriais podrian podeis llevo tema vez rollo lio verdad'.split(
		' ',
	),
);

/**
 * Folded stems of the words that carry meaning (stop words, frame words and numbers dropped).
 * Words are stemmed with their accents (the Spanish stemmer's suffixes have them: «-ación»)
 * and folded after, so «vinculación» and «vinculaciones» meet.
 */
export function contentStems(text: string): string[] {
	return words(text).map(stem);
}

/** «100 %», «cien por cien», «80%»: a share said as a word of its own («pct100»). */
const percents = (text: string) =>
	text
		.toLowerCase()
		.replace(/\bcien por cien\b|\b100\s*x\s*100\b/g, ' pct100 ')
		.replace(/(?<![\d.,])(\d{1,3})\s*(%|por ciento\b|por cien\b)/g, ' pct$1 ');

const words = (text: string) =>
	percents(text)
		.split(/[^a-z0-9ñáéíóúüàèìòùç]+/)
		.filter((w) => {
			const f = foldText(w);
			return f.length > 1 && !stops.has(f) && !frame.has(f) && !/^\d+$/.test(f);
		});

/**
 * The stems a passage is indexed with: each word stemmed as written and without its accents,
 * so a question typed without them («sistema frances») finds «sistema francés».
 */
export function indexStems(text: string): string[] {
	return words(text).flatMap((w) => {
		const a = stem(w);
		const b = stem(foldText(w));
		return a === b ? [a] : [a, b];
	});
}

/** A question's stems (weight 1), their synonyms (weight 0.6) and what each stem accepts. */
export interface Query {
	terms: Map<string, number>;
	/** Each own stem with the stems that stand for it (itself and its synonyms). */
	needs: string[][];
}

/** The terms a question is searched with. */
export function queryOf(question: string): Query {
	const own = [...new Set(contentStems(question))];
	const { alternatives, inPhrase } = synonymStems(foldText(question), own, stem);
	const terms = new Map<string, number>(own.map((s) => [s, 1]));
	for (const set of alternatives.values())
		for (const s of set) if (!terms.has(s)) terms.set(s, 0.6);
	return {
		terms,
		needs: own.filter((s) => !inPhrase.has(s)).map((s) => [s, ...(alternatives.get(s) ?? [])]),
	};
}
