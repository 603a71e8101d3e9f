import type { Answer } from './answer.ts';
import type { AssistantData } from './assistantData.ts';
import type { AnswerCache } from './cache.ts';
import { answerKnowledge, relevantPassages } from './knowledge.ts';
import { aiMessages } from './messages.ts';
import { questionHash } from './normalize.ts';
import { maxQuestionChars } from './limits.ts';
import { describeInput, type Slot } from './inputs.ts';
import { answerRecompute, editInput } from './recompute.ts';
import type { Recompute } from './answer.ts';
import { answerPlan, answerWith, latestYearOf, needsContent } from './offline.ts';
import { planInContext } from './plan.ts';
import { groundedAnswer, type ProviderRequest } from './provider.ts';
import type { PassageIndex } from './searchIndex.ts';

export { maxQuestionChars } from './limits.ts';

/** What the gateway needs; every assistant builds one and asks through it. */
export interface GatewayDeps {
	/** The search index, fetched on first use. */
	index: () => Promise<PassageIndex>;
	/**
	 * The answer plans' data, served in the index file: when given, calculations need not wait
	 * for the passages to be stemmed. By default, the index's own data.
	 */
	data?: (() => Promise<AssistantData>) | undefined;
	cache?: AnswerCache | undefined;
	/** The server provider, when the site is built with one. */
	provider?: ((request: ProviderRequest) => Promise<Answer | undefined>) | undefined;
}

/** The one way any assistant gets an answer. */
export interface Gateway {
	/** Answers a question after the earlier questions of the same conversation (oldest first). */
	ask(question: string, context?: readonly string[]): Promise<Answer>;
	/**
	 * Computes an answer again with one of its inputs changed to what the person typed in its
	 * chip, or gives the Spanish message that says what to fix.
	 */
	recompute?(r: Recompute, slot: Slot, raw: string): Promise<Answer | { message: string }>;
}

/** An answer with the text of its inputs' chips filled in. */
const withChips = (answer: Answer): Answer =>
	answer.inputs
		? { ...answer, inputs: answer.inputs.map((i) => ({ ...i, chip: describeInput(i) })) }
		: answer;

/**
 * The answer gateway: a bad question gets a message; then the preloaded cache (its hit is
 * counted); calculations and place facts go to their answer plans (with the conversation's
 * earlier questions for follow-ups and the data of the index file); content questions go to the provider when there is one,
 * fed with the same retrieval and allowed to cite only the passages it got, else (and on any
 * failure) to the offline engine, which says when it does not know.
 */
export function createGateway(deps: GatewayDeps): Gateway {
	const dataOf = () => (deps.data ?? (async () => (await deps.index()).data))();
	async function answerOf(question: string, context: readonly string[]): Promise<Answer> {
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
		const failed: Answer = { text: aiMessages.indexFailed, sources: [], origin: 'desconocido' };
		let data: AssistantData;
		try {
			data = await dataOf();
		} catch {
			return failed;
		}
		const plan = planInContext(text, context, latestYearOf(data));
		if (!needsContent(plan)) {
			const planned = answerPlan(plan, data);
			if (planned) return planned;
		}
		let index: PassageIndex;
		try {
			index = await deps.index();
		} catch {
			return failed;
		}
		if (plan.parts) return answerWith(plan, data, (q) => answerKnowledge(index, q));
		if (deps.provider) {
			const passages = relevantPassages(index, text, 4);
			if (passages.length > 0) {
				try {
					const answer = await deps.provider({
						question: text,
						passages: passages.map(({ id, title, href, text: body }) => ({
							id,
							title,
							href,
							text: body,
						})),
					});
					const grounded = answer && groundedAnswer(answer, passages);
					if (grounded) return grounded;
				} catch {
					// Any failure of the provider: the offline answer below.
				}
			}
		}
		return answerKnowledge(index, text);
	}
	return {
		async recompute(r, slot, raw) {
			const edit = editInput(r, slot, raw);
			if (!edit.ok) return { message: edit.message };
			try {
				const answer = answerRecompute(edit.recompute, await dataOf());
				return answer ? withChips(answer) : { message: aiMessages.indexFailed };
			} catch {
				return { message: aiMessages.indexFailed };
			}
		},
		async ask(question, context = []) {
			return withChips(await answerOf(question, context));
		},
	};
}
