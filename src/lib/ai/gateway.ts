import type { Answer } from './answer.ts';
import type { AnswerCache } from './cache.ts';
import { extractFigures } from './figures.ts';
import { detectIntent } from './intent.ts';
import { aiMessages } from './messages.ts';
import { questionHash } from './normalize.ts';
import { answerOffline, relevantPassages, sourcesOf } from './offline.ts';
import type { ProviderRequest } from './provider.ts';
import type { PassageIndex } from './searchIndex.ts';

/** Longest question accepted, in characters. */
export const maxQuestionChars = 500;

/** What the gateway needs; every assistant builds one and asks through it. */
export interface GatewayDeps {
	/** The search index, fetched on first use. */
	index: () => Promise<PassageIndex>;
	cache?: AnswerCache | undefined;
	/** The server provider, when the site is built with one. */
	provider?: ((request: ProviderRequest) => Promise<Answer | undefined>) | undefined;
}

/** The one way any assistant gets an answer. */
export interface Gateway {
	ask(question: string): Promise<Answer>;
}

/**
 * The answer gateway: a bad question gets a message; then the preloaded cache (its hit is
 * counted); calculations go to the engine; content questions go to the provider when there is
 * one, grounded in our passages, else to the offline engine, which says when it does not know.
 */
export function createGateway(deps: GatewayDeps): Gateway {
	return {
		async ask(question) {
			const text = question.trim();
			if (text === '') return { text: aiMessages.empty, sources: [], origin: 'desconocido' };
			if (text.length > maxQuestionChars)
				return { text: aiMessages.tooLong(maxQuestionChars), sources: [], origin: 'desconocido' };
			if (deps.cache) {
				const hash = await questionHash(text);
				const cached = deps.cache.lookup(hash);
				if (cached) {
					void deps.cache.countHit(hash);
					return cached;
				}
			}
			const intent = detectIntent(text, extractFigures(text));
			if (intent !== 'contenido') return answerOffline(text, undefined);
			let index: PassageIndex;
			try {
				index = await deps.index();
			} catch {
				return answerOffline(text, undefined);
			}
			if (deps.provider) {
				const passages = relevantPassages(index, text, 4);
				if (passages.length > 0) {
					const answer = await deps.provider({
						question: text,
						passages: passages.map(({ title, href, text: body }) => ({ title, href, text: body })),
					});
					if (answer)
						return answer.sources.length > 0 ? answer : { ...answer, sources: sourcesOf(passages) };
				}
			}
			return answerOffline(text, index);
		},
	};
}
