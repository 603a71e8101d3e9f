import { questionProblem } from '~/lib/ai/conversation.ts';
import { aiMessages as m } from '~/lib/ai/messages.ts';
import { el } from './dom.ts';

/** The question box of a chat: its form, and what the chat does with it. */
export interface QuestionBox {
	form: HTMLFormElement;
	/** Puts the cursor in the question box. */
	focus(): void;
	/** While an answer is on its way, the buttons are disabled and the send button says so. */
	setBusy(busy: boolean): void;
	/** True when the focus is on one of the form's buttons or lost (a disabled button drops it). */
	focusLeftBox(): boolean;
}

/**
 * The question field with its send button and example questions. A bad question shows its
 * Spanish error in a live region that stays mounted, tied to the box, and the box takes the
 * focus; a good one is cleared from the box and handed to `onAsk`, trimmed.
 */
export function questionForm(id: string, onAsk: (question: string) => void): QuestionBox {
	const hintId = `${id}-ayuda`;
	const errorId = `${id}-error`;
	const box = el('textarea', {
		id,
		rows: '2',
		'aria-describedby': hintId,
		class: 'w-full rounded-lg border border-line bg-bg p-2',
	});
	const errorRegion = el('div', { 'aria-live': 'polite', 'aria-atomic': 'true' });
	const submit = el('button', { type: 'submit', class: 'btn btn-primary' }, m.chat.send);
	const examples = m.examplesList.map((q) => {
		const button = el('button', { type: 'button', class: 'btn btn-outline text-left' }, q);
		button.addEventListener('click', () => send(q));
		return button;
	});
	const form = el(
		'form',
		{ class: 'mt-4 space-y-2', novalidate: true },
		el('label', { for: id, class: 'block text-sm font-medium' }, m.chat.label),
		box,
		el('p', { id: hintId, class: 'text-xs text-muted' }, m.chat.hint),
		errorRegion,
		el('div', { class: 'flex flex-wrap items-center gap-2' }, submit),
		el(
			'div',
			{ class: 'pt-2' },
			el('p', { class: 'text-sm font-medium' }, `${m.chat.examples}:`),
			el('ul', { class: 'mt-1 flex flex-wrap gap-2' }, ...examples.map((b) => el('li', {}, b))),
		),
	);

	const showError = (problem: string) => {
		errorRegion.replaceChildren(
			...(problem
				? [el('p', { id: errorId, class: 'text-sm font-medium text-danger' }, problem)]
				: []),
		);
		box.setAttribute('aria-describedby', problem ? `${hintId} ${errorId}` : hintId);
		if (problem) box.setAttribute('aria-invalid', 'true');
		else box.removeAttribute('aria-invalid');
	};
	function send(text: string) {
		const problem = questionProblem(text);
		showError(problem);
		if (problem) {
			// The question box is where it is fixed: focus it (its error is tied to it).
			box.focus();
			return;
		}
		box.value = '';
		onAsk(text.trim());
	}
	form.addEventListener('submit', (event) => {
		event.preventDefault();
		send(box.value);
	});
	box.addEventListener('keydown', (event) => {
		if (event.key === 'Enter' && !event.shiftKey) {
			event.preventDefault();
			send(box.value);
		}
	});

	return {
		form,
		focus: () => box.focus(),
		setBusy(busy) {
			for (const button of [submit, ...examples]) button.disabled = busy;
			submit.textContent = busy ? m.chat.busy : m.chat.send;
		},
		focusLeftBox() {
			const active = document.activeElement;
			return (
				active === null || active === document.body || (active !== box && form.contains(active))
			);
		},
	};
}
