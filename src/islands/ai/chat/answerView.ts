import type { Answer, Source } from '~/lib/ai/answer.ts';
import { aiMessages as m } from '~/lib/ai/messages.ts';
import { el } from './dom.ts';

const links = (items: readonly Source[]) =>
	el(
		'ul',
		{ class: 'list-disc pl-5' },
		...items.map((s) =>
			el('li', {}, el('a', { class: 'text-primary underline', href: s.href }, s.title)),
		),
	);

/** One answer: its text, assumptions, the pre-filled calculator and the cited sources. */
export function answerView(answer: Answer): HTMLElement {
	const origin = m.origin[answer.origin];
	const assumed = answer.assumptions ?? [];
	return el(
		'div',
		{ class: 'space-y-2' },
		el('p', {}, answer.text),
		assumed.length > 0 &&
			el(
				'div',
				{ class: 'text-sm text-muted' },
				el('p', { class: 'font-medium' }, `${m.chat.assumptions}:`),
				el('ul', { class: 'list-disc pl-5' }, ...assumed.map((a) => el('li', {}, a))),
			),
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
