import type { Answer, Source } from './answer.ts';
import { answerCapacity, answerPayment } from './calculate.ts';
import { extractFigures } from './figures.ts';
import { detectIntent } from './intent.ts';
import { aiMessages } from './messages.ts';
import { contentStems, coverage, searchPassages, type PassageIndex } from './searchIndex.ts';
import type { Passage } from './corpus.ts';
import { provincePath } from '../places/provinces.ts';
import { provinceName } from './places.ts';

/** Least share of a question's words a passage must hold to be quoted as the answer. */
const minCoverage = 0.6;
/** Longest quoted answer, in characters (answers stay short; the source has the rest). */
const maxAnswerChars = 420;

/** The sentences of a passage that hold most of the question's words, in their order. */
export function bestSentences(question: string, passage: Passage): string {
	const wanted = new Set(contentStems(question));
	const sentences = passage.text
		.replace(/\n+/g, ' ')
		.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡])/)
		.map((s, i) => ({ s: s.trim(), i, score: contentStems(s).filter((w) => wanted.has(w)).length }))
		.filter((x) => x.s.length > 0);
	const ranked = sentences.toSorted((a, b) => b.score - a.score || a.i - b.i);
	const chosen: typeof sentences = [];
	let length = 0;
	for (const x of ranked) {
		if (chosen.length > 0 && (x.score === 0 || length + x.s.length > maxAnswerChars)) continue;
		chosen.push(x);
		length += x.s.length;
		if (chosen.length === 2) break;
	}
	const text = chosen
		.toSorted((a, b) => a.i - b.i)
		.map((x) => x.s)
		.join(' ');
	return text.length > maxAnswerChars ? `${text.slice(0, maxAnswerChars - 1).trimEnd()}…` : text;
}

/** The passages that answer a question (enough of its words), best first, for any answerer. */
export function relevantPassages(index: PassageIndex, question: string, limit = 3): Passage[] {
	return searchPassages(index, question, limit * 4)
		.map((h, rank) => ({
			passage: h.passage,
			rank,
			share: coverage(question, h.passage),
			// A title that states the question (an FAQ, a section) is the most direct answer.
			titleShare: coverage(question, { ...h.passage, text: '' }),
		}))
		.filter((h) => h.share >= minCoverage)
		.toSorted((a, b) => b.share - a.share || b.titleShare - a.titleShare || a.rank - b.rank)
		.map((h) => h.passage)
		.slice(0, limit);
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

/**
 * The offline assistant: calculation questions go to the mortgage engine (with a pre-filled
 * calculator), the rest to our content; when nothing fits, it says it does not know.
 */
export function answerOffline(question: string, index: PassageIndex | undefined): Answer {
	const figures = extractFigures(question);
	const intent = detectIntent(question, figures);
	if (intent === 'cuota') return answerPayment(figures);
	if (intent === 'capacidad') {
		const answer = answerCapacity(figures);
		if (figures.provinceId)
			answer.sources.push({
				title: `Hipotecas en ${provinceName(figures.provinceId)}`,
				href: provincePath(figures.provinceId),
			});
		return answer;
	}
	if (!index) return { text: aiMessages.indexFailed, sources: [], origin: 'desconocido' };
	const passages = relevantPassages(index, question);
	const [best] = passages;
	if (!best) return { text: aiMessages.unknown, sources: [], origin: 'desconocido' };
	return { text: bestSentences(question, best), sources: sourcesOf(passages), origin: 'contenido' };
}
