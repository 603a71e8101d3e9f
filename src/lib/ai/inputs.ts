import { formatEuros, formatNumber, formatPercent } from '../format/index.ts';
import type { Figures } from './figures.ts';
import { provinceName } from './places.ts';

/**
 * What a calculation used: the slots of a question (the names of the evaluation's contract), each
 * with its value and whether the person said it or the answer assumed it (and why).
 */
export type Slot =
	| 'price'
	| 'loan'
	| 'down'
	| 'financedPercent'
	| 'savings'
	| 'years'
	| 'rate'
	| 'euribor'
	| 'spread'
	| 'netMonthly'
	| 'grossAnnual'
	| 'payments'
	| 'debts'
	| 'province'
	| 'age'
	| 'repay'
	| 'balance'
	| 'fixedYears';

/** One input of an engine figure, shown to the person as an editable chip. */
export interface AnswerInput {
	slot: Slot;
	value: number | string | number[];
	/** True when the person said it (in this question or earlier in the conversation). */
	said: boolean;
	/** Why it was assumed, when it was («no lo indicaste», «último dato publicado»). */
	why?: string;
	/** The chip's text, filled in by the gateway: the slot's name, its value and who said it. */
	chip?: { label: string; value: string; note: string };
}

/** An input the person said. */
export const said = (slot: Slot, value: AnswerInput['value']): AnswerInput => ({
	slot,
	value,
	said: true,
});

/** An input the answer assumed, with the reason it gives. */
export const assumed = (slot: Slot, value: AnswerInput['value'], why: string): AnswerInput => ({
	slot,
	value,
	said: false,
	why,
});

const eur = (n: number) => formatEuros(n, { decimals: n % 1 === 0 ? 0 : 2 });
const pct = (n: number) => formatPercent(n, { maxDecimals: 3 });

/** How each slot is named and written on its chip, and what kind of value it takes. */
const slotText: Record<
	Slot,
	{ label: string; kind: 'euros' | 'percent' | 'years' | 'place' | 'count' }
> = {
	price: { label: 'Precio de la vivienda', kind: 'euros' },
	loan: { label: 'Préstamo', kind: 'euros' },
	down: { label: 'Entrada', kind: 'euros' },
	financedPercent: { label: 'Financiación del precio', kind: 'percent' },
	savings: { label: 'Ahorros', kind: 'euros' },
	years: { label: 'Plazo', kind: 'years' },
	rate: { label: 'Tipo de interés (TIN)', kind: 'percent' },
	euribor: { label: 'Euríbor', kind: 'percent' },
	spread: { label: 'Diferencial', kind: 'percent' },
	netMonthly: { label: 'Ingresos netos al mes', kind: 'euros' },
	grossAnnual: { label: 'Ingresos brutos al año', kind: 'euros' },
	payments: { label: 'Pagas al año', kind: 'count' },
	debts: { label: 'Otras deudas al mes', kind: 'euros' },
	province: { label: 'Provincia', kind: 'place' },
	age: { label: 'Edad', kind: 'years' },
	repay: { label: 'Amortización', kind: 'euros' },
	balance: { label: 'Capital pendiente', kind: 'euros' },
	fixedYears: { label: 'Años a tipo fijo', kind: 'years' },
};

/** The kind of value a slot takes (how a chip's new value is read). */
export const slotKind = (slot: Slot) => slotText[slot].kind;

/** The chip of an input: its label, its value as written in Spanish and who said it. */
export function describeInput(input: AnswerInput): { label: string; value: string; note: string } {
	const { label, kind } = slotText[input.slot];
	const one = (v: number | string) => {
		if (typeof v === 'string') return kind === 'place' ? provinceName(v) : v;
		if (kind === 'euros') return eur(v);
		if (kind === 'percent') return pct(v);
		if (kind === 'years') return `${formatNumber(v, { maxDecimals: 1 })} años`;
		return formatNumber(v, { maxDecimals: 0 });
	};
	const value = Array.isArray(input.value) ? input.value.map(one).join(' + ') : one(input.value);
	return { label, value, note: input.said ? 'lo dijiste' : `supuesto: ${input.why ?? ''}` };
}

/** Which field of the figures a slot changes when its chip is edited. */
export const slotFigure: Partial<Record<Slot, keyof Figures>> = {
	price: 'price',
	loan: 'loan',
	down: 'downPayment',
	financedPercent: 'financedPercent',
	savings: 'savings',
	years: 'years',
	rate: 'ratePercent',
	euribor: 'euribor',
	spread: 'euriborSpread',
	netMonthly: 'income',
	debts: 'debts',
	province: 'provinceId',
	age: 'age',
	repay: 'repayment',
	balance: 'balance',
	fixedYears: 'fixedYears',
	payments: 'payments',
};

/** The income inputs of figures: each earner's net income said, and the pagas if said. */
export function incomeInputs(f: Figures): AnswerInput[] {
	if (f.income === undefined) return [];
	const out = [said('netMonthly', f.incomes ?? [round(f.income)])];
	if (f.payments !== undefined) out.push(said('payments', f.payments));
	return out;
}

const round = (n: number) => Math.round(n * 100) / 100;
