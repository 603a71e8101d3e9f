import type { Answer } from './answer.ts';
import type { Gateway } from './gateway.ts';
import { maxQuestionChars } from './limits.ts';
import { aiMessages } from './messages.ts';

/** How many earlier questions go with a new one, so a follow-up keeps their figures. */
export const contextQuestions = 3;

/**
 * What is wrong with a question before it is sent, in Spanish, or '' when it can be asked:
 * the question box shows it (and takes the focus) instead of asking.
 */
export function questionProblem(text: string): string {
	const trimmed = text.trim();
	if (trimmed === '') return aiMessages.empty;
	if (trimmed.length > maxQuestionChars) return aiMessages.tooLong(maxQuestionChars);
	return '';
}

/** One conversation: each question is asked with the last few asked before it. */
export interface Conversation {
	ask(question: string): Promise<Answer>;
}

/** A conversation through `gateway` (a follow-up such as «¿y a 25 años?» keeps earlier figures). */
export function createConversation(gateway: Gateway): Conversation {
	const asked: string[] = [];
	return {
		ask(question) {
			const context = asked.slice(-contextQuestions);
			asked.push(question.trim());
			return gateway.ask(question, context);
		},
	};
}
