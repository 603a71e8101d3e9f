import { maxEuros } from '../mortgage/limits.ts';
import { readNumber } from '../tools/fields.ts';
import type { Answer, Recompute } from './answer.ts';
import type { AssistantData } from './assistantData.ts';
import type { Figures } from './figures.ts';
import { slotFigure, slotKind, type Slot } from './inputs.ts';
import type { Intent, PlaceTopic } from './intent.ts';
import { answerPlan } from './offline.ts';
import { findProvince } from './places.ts';
import { readAmount } from './spanishNumbers.ts';

/** What a chip's new value is: the figures changed, or the Spanish message to show instead. */
export type Edit = { ok: true; recompute: Recompute } | { ok: false; message: string };

/** The bounds a slot's value must keep, with the message that says so. */
const bounds: Partial<Record<Slot, [number, number, string]>> = {
	years: [1, 50, 'Escribe un plazo entre 1 y 50 años.'],
	age: [18, 99, 'Escribe una edad entre 18 y 99 años.'],
	rate: [0, 30, 'Escribe un tipo entre el 0 % y el 30 %.'],
	euribor: [-1, 30, 'Escribe un euríbor entre el −1 % y el 30 %.'],
	spread: [0, 10, 'Escribe un diferencial entre el 0 % y el 10 %.'],
	financedPercent: [1, 100, 'Escribe un porcentaje entre el 1 % y el 100 %.'],
	fixedYears: [1, 40, 'Escribe entre 1 y 40 años a tipo fijo.'],
	payments: [12, 14, 'Escribe 12 o 14 pagas.'],
};

/** Reads the value typed in a chip for a slot: euros, a percentage, years or a province. */
function readSlot(
	slot: Slot,
	raw: string,
): { ok: true; value: number | string } | { ok: false; message: string } {
	const kind = slotKind(slot);
	if (kind === 'place') {
		const id = findProvince(raw);
		return id
			? { ok: true, value: id }
			: {
					ok: false,
					message: 'No reconozco esa provincia: escribe su nombre, por ejemplo «Málaga».',
				};
	}
	const text = raw.replace(/\s*(%|€|euros?|años?|pagas)\s*$/i, '').trim();
	const number = readNumber(text);
	const value = number.ok ? number.value : kind === 'euros' ? readAmount(raw) : undefined;
	if (value === undefined || !Number.isFinite(value))
		return { ok: false, message: number.ok ? 'Escribe un número.' : number.message };
	if (kind === 'euros' && (value < 0 || value > maxEuros))
		return { ok: false, message: 'Escribe una cantidad entre 0 € y 100.000.000 €.' };
	const [min, max, message] = bounds[slot] ?? [
		Number.NEGATIVE_INFINITY,
		Number.POSITIVE_INFINITY,
		'',
	];
	if (value < min || value > max || (slot === 'payments' && value !== 12 && value !== 14))
		return { ok: false, message };
	return { ok: true, value };
}

/**
 * The figures of an answer with one input changed to what the person typed in its chip; the
 * value now counts as said. An income typed anew is the household's monthly net income.
 */
export function editInput(r: Recompute, slot: Slot, raw: string): Edit {
	const read = readSlot(slot, raw);
	if (!read.ok) return read;
	const key = slotFigure[slot];
	if (!key) return { ok: false, message: 'Ese dato no se puede cambiar aquí.' };
	const figures: Figures = { ...r.figures, [key]: read.value };
	if (slot === 'netMonthly') {
		delete figures.incomes;
		delete figures.payments;
		delete figures.incomeUnclear;
	}
	// A loan typed anew replaces the price and share it came from, and the other way round.
	if (slot === 'loan') {
		delete figures.price;
		delete figures.downPayment;
		delete figures.financedPercent;
	}
	if (slot === 'price' || slot === 'down' || slot === 'financedPercent') delete figures.loan;
	if (slot === 'rate' || slot === 'years') {
		delete figures.altRates;
		delete figures.altYears;
	}
	return { ok: true, recompute: { ...r, figures } };
}

/** The answer computed again from edited figures, with the data served in the index. */
export function answerRecompute(r: Recompute, data: AssistantData): Answer | undefined {
	return answerPlan(
		{
			intent: r.intent as Intent,
			figures: r.figures,
			topic: r.topic as PlaceTopic | undefined,
			question: '',
		},
		data,
	);
}
