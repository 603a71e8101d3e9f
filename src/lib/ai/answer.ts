import type { AnswerInput } from './inputs.ts';
import type { Figures } from './figures.ts';

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
	/** What an engine figure used, each input said by the person or assumed (and why). */
	inputs?: AnswerInput[];
	/** How to compute the answer again with an input changed (its plan's intent and figures). */
	recompute?: Recompute;
	/** The law behind the answer, linked to its article in the BOE. */
	law?: Source;
	/** When the assistant is not sure: the closest answer cards, offered as questions to ask. */
	suggestions?: Suggestion[];
}

/** The part of a plan that recomputes an answer when one of its inputs is edited. */
export interface Recompute {
	intent: string;
	figures: Figures;
	topic?: string | undefined;
}

/** An answer card offered when the assistant is not sure which one answers. */
export interface Suggestion {
	id: string;
	/** The card's question, asked when its button is pressed. */
	question: string;
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
