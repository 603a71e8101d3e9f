import { aiMessages as m } from '~/lib/ai/messages.ts';
import { chatView } from './chat/chatView.ts';
import { el } from './chat/dom.ts';

/**
 * The AI assistant without a framework: questions answered from our content and the mortgage
 * engine. The conversation is a plain list; each answer is announced once through a polite
 * status line that stays mounted, and the question box keeps (or gets back) the focus.
 */
export function mount(root: HTMLElement): void {
	const chat = chatView('asistente-ia-pregunta', m.chat.log);
	root.append(el('div', {}, chat.log, chat.announcer, chat.box.form));
	chat.box.focus();
}
