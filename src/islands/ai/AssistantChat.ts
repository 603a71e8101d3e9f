import type { Answer } from '~/lib/ai/answer.ts';
import { createConversation } from '~/lib/ai/conversation.ts';
import { aiMessages as m } from '~/lib/ai/messages.ts';
import { answerView } from './chat/answerView.ts';
import { el } from './chat/dom.ts';
import { questionForm } from './chat/questionForm.ts';
import { gateway } from './gateway.ts';

/**
 * The AI assistant without a framework: questions answered from our content and the mortgage
 * engine. The conversation is a plain list; each answer is announced once through a polite
 * status line that stays mounted, and the question box keeps (or gets back) the focus.
 */
export function mount(root: HTMLElement): void {
	const conversation = createConversation(gateway);
	const list = el('ol', { 'aria-label': m.chat.log, class: 'space-y-3' });
	const busyLine = el('p', { class: 'text-sm text-muted', hidden: true }, m.chat.busy);
	const announcer = el('p', { role: 'status', 'aria-live': 'polite', class: 'sr-only' });
	const turn = (role: 'pregunta' | 'respuesta', who: string, body: Node) =>
		el(
			'li',
			{
				class:
					role === 'pregunta'
						? 'ml-auto max-w-[85%] rounded-lg bg-bg p-3'
						: 'max-w-[95%] rounded-lg border border-line bg-bg p-3',
				'data-role': role,
			},
			el('p', { class: 'text-xs font-semibold text-muted' }, who),
			body,
		);

	const ask = async (question: string) => {
		list.append(turn('pregunta', m.chat.you, el('p', {}, question)));
		box.setBusy(true);
		busyLine.hidden = false;
		let answer: Answer;
		try {
			answer = await conversation.ask(question);
		} catch {
			answer = { text: m.indexFailed, sources: [], origin: 'desconocido' };
		}
		list.append(turn('respuesta', m.chat.assistant, answerView(answer)));
		busyLine.hidden = true;
		box.setBusy(false);
		announcer.textContent = `${m.chat.assistant}: ${answer.text}`;
		if (box.focusLeftBox()) box.focus();
	};
	const box = questionForm('asistente-ia-pregunta', (q) => void ask(q));

	root.append(
		el(
			'div',
			{},
			el(
				'div',
				{ class: 'space-y-3 rounded-lg border border-line bg-surface p-4' },
				el('p', { class: 'text-sm text-muted' }, m.chat.welcome),
				list,
				busyLine,
			),
			announcer,
			box.form,
		),
	);
	box.focus();
}
