import type { Answer, Source } from '~/lib/ai/answer.ts';
import { aiMessages as m } from '~/lib/ai/messages.ts';
import { originLabel } from '~/lib/ai/originLabel.ts';
import { el } from './dom.ts';
import { inputChips, type Recalculate } from './inputChips.ts';

const links = (items: readonly Source[]) =>
	el(
		'ul',
		{ class: 'list-disc pl-5' },
		...items.map((s) =>
			el(
				'li',
				{},
				el('a', { class: 'inline-block py-1 text-primary underline', href: s.href }, s.title),
			),
		),
	);

/** What an answer can do besides being read: recompute with an input changed, ask a suggestion. */
export interface AnswerActions {
	recalculate: Recalculate;
	/** Shows an answer recomputed from this one (in its place). */
	replace: (answer: Answer) => void;
	/** Asks one of the closest cards' questions. */
	ask: (question: string) => void;
}

/**
 * One answer: its text, the inputs its figures used as editable chips, the closest cards as
 * questions to ask when it is not sure, the pre-filled calculator, the law and the sources.
 */
export function answerView(answer: Answer, actions: AnswerActions): HTMLElement {
	const origin = originLabel(answer);
	const inputs = answer.inputs ?? [];
	const suggestions = answer.suggestions ?? [];
	return el(
		'div',
		{ class: 'space-y-2' },
		el('p', { tabindex: '-1', 'data-answer-text': true }, answer.text),
		suggestions.length > 0 &&
			el(
				'ul',
				{ class: 'flex flex-wrap gap-2' },
				...suggestions.map((s) => {
					const button = el(
						'button',
						{ type: 'button', class: 'btn btn-outline text-left' },
						s.question,
					);
					button.addEventListener('click', () => actions.ask(s.question));
					return el('li', {}, button);
				}),
			),
		inputs.length > 0 && inputChips(inputs, answer.recompute, actions.recalculate, actions.replace),
		answer.calculator &&
			el(
				'p',
				{},
				el(
					'a',
					{ class: 'font-semibold text-primary underline', href: answer.calculator.href },
					answer.calculator.title,
				),
			),
		answer.law &&
			el(
				'p',
				{ class: 'text-sm' },
				`${m.chat.law}: `,
				el(
					'a',
					{
						class: 'text-primary underline',
						href: answer.law.href,
						rel: 'noopener',
						target: '_blank',
					},
					answer.law.title,
				),
			),
		answer.sources.length > 0 &&
			el(
				'div',
				{ class: 'text-sm' },
				el('p', { class: 'font-medium' }, `${m.chat.sources}:`),
				links(answer.sources),
			),
		origin !== '' && el('p', { class: 'text-xs text-muted' }, origin),
	);
}
