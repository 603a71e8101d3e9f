import type { Answer, Recompute } from '~/lib/ai/answer.ts';
import type { AnswerInput, Slot } from '~/lib/ai/inputs.ts';
import { aiMessages as m } from '~/lib/ai/messages.ts';
import { el } from './dom.ts';

/** Computes an answer again with one input changed, or returns the message saying what to fix. */
export type Recalculate = (
	r: Recompute,
	slot: Slot,
	raw: string,
) => Promise<Answer | { message: string }>;

let chipIds = 0;

/**
 * The inputs an engine figure used, as chips: each says its value and whether the person said it
 * or it was assumed (and why). Pressing one opens a small form under it; its new value computes
 * the answer again, which `onAnswer` shows in place of this one. A bad value keeps what was typed
 * and says what to fix, tied to the field.
 */
export function inputChips(
	inputs: readonly AnswerInput[],
	recompute: Recompute | undefined,
	recalculate: Recalculate,
	onAnswer: (answer: Answer) => void,
): HTMLElement {
	const list = el('ul', { class: 'flex flex-wrap gap-2' });
	for (const input of inputs) {
		const chip = input.chip;
		if (!chip) continue;
		const text = m.chat.change(chip.label, chip.value, chip.note);
		const item = el('li', {});
		if (!recompute) {
			item.append(
				el(
					'span',
					{ class: 'inline-block rounded-full border border-line px-3 py-1 text-sm' },
					text,
				),
			);
			list.append(item);
			continue;
		}
		const id = `dato-${++chipIds}`;
		const button = el(
			'button',
			{
				type: 'button',
				class: `rounded-full border px-3 py-1 text-left text-sm ${input.said ? 'border-line' : 'border-dashed border-primary'}`,
				'aria-expanded': 'false',
				'aria-controls': id,
				'data-slot': input.slot,
			},
			text,
		);
		const field = el('input', {
			id: `${id}-valor`,
			type: 'text',
			inputmode: 'decimal',
			class: 'w-32 rounded border border-line bg-bg p-1',
		});
		const error = el('p', {
			id: `${id}-error`,
			class: 'text-sm font-medium text-danger',
			hidden: true,
		});
		const form = el(
			'form',
			{ id, class: 'mt-2 flex flex-wrap items-center gap-2', hidden: true, novalidate: true },
			el('label', { for: `${id}-valor`, class: 'text-sm' }, m.chat.newValue(chip.label)),
			field,
			el('button', { type: 'submit', class: 'btn btn-primary' }, m.chat.recalc),
			error,
		);
		button.addEventListener('click', () => {
			const open = form.hidden;
			form.hidden = !open;
			button.setAttribute('aria-expanded', String(open));
			if (open) {
				field.value = chip.value.replace(/\s*(€|%|años)$/u, '');
				field.focus();
			}
		});
		form.addEventListener('submit', (event) => {
			event.preventDefault();
			void recalculate(recompute, input.slot, field.value).then((result) => {
				if ('message' in result) {
					error.textContent = result.message;
					error.hidden = false;
					field.setAttribute('aria-invalid', 'true');
					field.setAttribute('aria-describedby', error.id);
					field.focus();
					return;
				}
				onAnswer(result);
			});
		});
		item.append(button, form);
		list.append(item);
	}
	return el('div', { class: 'text-sm' }, el('p', { class: 'font-medium' }, m.chat.inputs), list);
}
