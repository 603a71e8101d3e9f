import type { Answer } from '~/lib/ai/answer.ts';
import { createConversation } from '~/lib/ai/conversation.ts';
import { aiMessages as m } from '~/lib/ai/messages.ts';
import { answerView } from './answerView.ts';
import { el } from './dom.ts';
import { questionForm, type QuestionBox } from './questionForm.ts';
import { lazyGateway } from '../lazyGateway.ts';

/** A conversation with the assistant: its list, its status line, its question box and ask(). */
export interface ChatView {
	/** The conversation so far: a plain list (answers are announced by `announcer`, once). */
	log: HTMLElement;
	/** A polite status line that stays mounted and reads each answer once. */
	announcer: HTMLElement;
	box: QuestionBox;
	/** Asks a question (shown in the list), waits for its answer, shows and announces it. */
	ask(question: string): Promise<Answer>;
}

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

/** What a chat's owner hears: an answer on its way or arrived, and each answer shown. */
export interface ChatEvents {
	onBusy?: (busy: boolean) => void;
	onAnswer?: (answer: Answer) => void;
}

/**
 * The parts of an assistant's chat, without a framework. `id` names the question box (its hint
 * and error ids derive from it), `label` the conversation. The question box keeps (or gets
 * back) the focus.
 */
export function chatView(id: string, label: string, events: ChatEvents = {}): ChatView {
	const conversation = createConversation(lazyGateway);
	const list = el('ol', { 'aria-label': label, class: 'space-y-3' });
	const busyLine = el('p', { class: 'text-sm text-muted', hidden: true }, m.chat.busy);
	const announcer = el('p', { role: 'status', 'aria-live': 'polite', class: 'sr-only' });
	const log = el(
		'div',
		{ class: 'space-y-3 rounded-lg border border-line bg-surface p-4' },
		el('p', { class: 'text-sm text-muted' }, m.chat.welcome),
		list,
		busyLine,
	);

	/** An answer's view, which recomputes in place when one of its inputs is changed. */
	const view = (answer: Answer): HTMLElement => {
		const node = answerView(answer, {
			recalculate: (r, slot, raw) => lazyGateway.recompute(r, slot, raw),
			replace: (next) => {
				const fresh = view(next);
				node.replaceWith(fresh);
				announcer.textContent = `${m.chat.recalculated} ${next.text}`;
				fresh.querySelector<HTMLElement>('[data-answer-text]')?.focus();
				events.onAnswer?.(next);
			},
			ask: (q) => void ask(q),
		});
		return node;
	};

	const ask = async (question: string): Promise<Answer> => {
		list.append(turn('pregunta', m.chat.you, el('p', {}, question.trim())));
		box.setBusy(true);
		busyLine.hidden = false;
		events.onBusy?.(true);
		let answer: Answer;
		try {
			answer = await conversation.ask(question);
		} catch {
			answer = { text: m.indexFailed, sources: [], origin: 'desconocido' };
		}
		list.append(turn('respuesta', m.chat.assistant, view(answer)));
		busyLine.hidden = true;
		box.setBusy(false);
		events.onBusy?.(false);
		announcer.textContent = `${m.chat.assistant}: ${answer.text}`;
		if (box.focusLeftBox()) box.focus();
		events.onAnswer?.(answer);
		return answer;
	};
	const box = questionForm(id, (q) => void ask(q));
	return { log, announcer, box, ask };
}
