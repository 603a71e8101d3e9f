import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../src/lib/ai/answer.ts';
import { createConversation, questionProblem } from '../../../src/lib/ai/conversation.ts';

describe('questionProblem', () => {
	it('asks for a question when the box is empty or blank', () => {
		expect(questionProblem('')).toBe('Escribe una pregunta para que pueda ayudarte.');
		expect(questionProblem('  \n ')).toBe('Escribe una pregunta para que pueda ayudarte.');
	});

	it('refuses more than 500 characters, counted without the outer spaces', () => {
		expect(questionProblem(`  ${'a'.repeat(500)}  `)).toBe('');
		expect(questionProblem('a'.repeat(501))).toBe(
			'La pregunta es demasiado larga: resúmela en 500 caracteres como mucho.',
		);
	});

	it('accepts an ordinary question', () => {
		expect(questionProblem('¿Qué incluye la TAE?')).toBe('');
	});
});

describe('createConversation', () => {
	it('asks each question with the last three asked before it, trimmed', async () => {
		const calls: [string, readonly string[]][] = [];
		const answer: Answer = { text: 'ok', sources: [], origin: 'calculo' };
		const conversation = createConversation({
			ask: (question, context = []) => {
				calls.push([question, context]);
				return Promise.resolve(answer);
			},
		});
		for (const q of [' uno ', 'dos', 'tres', 'cuatro', 'cinco']) await conversation.ask(q);
		expect(calls.map(([, context]) => context)).toEqual([
			[],
			['uno'],
			['uno', 'dos'],
			['uno', 'dos', 'tres'],
			['dos', 'tres', 'cuatro'],
		]);
		expect(calls[0]?.[0]).toBe(' uno ');
	});
});
