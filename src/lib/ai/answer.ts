/** A page an answer comes from, linked under it. */
export interface Source {
	title: string;
	href: string;
}

/** Where an answer was produced: engine, content search, cache, server provider or none. */
export type AnswerOrigin = 'calculo' | 'contenido' | 'cache' | 'proveedor' | 'desconocido';

/** One answer of the assistant: short text, its sources and, for figures, the calculator. */
export interface Answer {
	text: string;
	sources: Source[];
	origin: AnswerOrigin;
	/** The calculator that redoes the figures, pre-filled through its URL state. */
	calculator?: Source;
	/** What the calculation assumed because the question did not say it. */
	assumptions?: string[];
}

/** The stored form of an answer in ai_response_cache.response (JSON of text and sources). */
export function serializeAnswer(answer: Answer): string {
	return JSON.stringify({
		text: answer.text,
		sources: answer.sources,
		...(answer.calculator ? { calculator: answer.calculator } : {}),
	});
}

const isSource = (s: unknown): s is Source =>
	typeof s === 'object' &&
	s !== null &&
	typeof (s as Source).title === 'string' &&
	typeof (s as Source).href === 'string' &&
	(s as Source).href.startsWith('/');

/**
 * Reads a cached response: JSON written by serializeAnswer, or plain text from older rows.
 * Links that leave the site are dropped, so a cache row can never point people elsewhere.
 */
export function parseCachedAnswer(response: string): Answer {
	try {
		const data = JSON.parse(response) as Record<string, unknown>;
		if (typeof data['text'] === 'string') {
			const sources = Array.isArray(data['sources']) ? data['sources'].filter(isSource) : [];
			const answer: Answer = { text: data['text'], sources, origin: 'cache' };
			if (isSource(data['calculator'])) answer.calculator = data['calculator'];
			return answer;
		}
	} catch {
		// Not JSON: a plain-text answer.
	}
	return { text: response, sources: [], origin: 'cache' };
}
