import { formatEuros } from '../format/index.ts';
import { provinces } from '../places/provinces.ts';
import { readNumber } from '../tools/fields.ts';
import { readAmount } from './spanishNumbers.ts';

/** Kinds of employment the plan distinguishes (banks look at each differently). */
export const contractTypes = {
	indefinido: 'Contrato indefinido',
	funcionario: 'Funcionario',
	temporal: 'Contrato temporal',
	autonomo: 'Autónomo',
	'sin-ingresos': 'Sin ingresos estables',
} as const;
/** A contract type id. */
export type ContractType = keyof typeof contractTypes;

/** What the person wants to do. */
export const goals = {
	primera: 'Comprar mi primera vivienda',
	cambiar: 'Cambiar de vivienda habitual',
	segunda: 'Comprar una segunda residencia',
} as const;
/** A goal id. */
export type Goal = keyof typeof goals;

/** The answers of the guided conversation, once checked. */
export interface PlanAnswers {
	income: number;
	contract: ContractType;
	savings: number;
	debts: number;
	age: number;
	provinceId: string;
	goal: Goal;
}

/** One question of the conversation: a typed amount, a number, or a choice. */
export type Step =
	| {
			id: 'income' | 'savings' | 'debts';
			kind: 'euros';
			question: string;
			hint: string;
			max: number;
	  }
	| { id: 'age'; kind: 'number'; question: string; hint: string; min: number; max: number }
	| {
			id: 'contract' | 'goal' | 'provinceId';
			kind: 'choice';
			question: string;
			options: { value: string; label: string }[];
	  };

/** The questions, in order (income, contract, savings, debts, age, province, goal). */
export const steps: readonly Step[] = [
	{
		id: 'income',
		kind: 'euros',
		question: '¿Cuánto ingresáis al mes, en neto?',
		hint: 'Si compráis en pareja, suma los dos sueldos. Por ejemplo: 2.400',
		max: 100_000,
	},
	{
		id: 'contract',
		kind: 'choice',
		question: '¿Qué tipo de contrato o actividad tienes?',
		options: Object.entries(contractTypes).map(([value, label]) => ({ value, label })),
	},
	{
		id: 'savings',
		kind: 'euros',
		question: '¿Cuánto tenéis ahorrado para la compra?',
		hint: 'Por ejemplo: 35.000',
		max: 10_000_000,
	},
	{
		id: 'debts',
		kind: 'euros',
		question: '¿Cuánto pagáis al mes por otros préstamos o tarjetas?',
		hint: 'Escribe 0 si no tenéis deudas.',
		max: 100_000,
	},
	{
		id: 'age',
		kind: 'number',
		question: '¿Qué edad tienes? Si sois dos, la del más joven.',
		hint: 'En años, por ejemplo: 32',
		min: 18,
		max: 75,
	},
	{
		id: 'provinceId',
		kind: 'choice',
		question: '¿En qué provincia quieres comprar?',
		options: provinces
			.map((p) => ({ value: p.id, label: p.name }))
			.toSorted((a, b) => a.label.localeCompare(b.label, 'es')),
	},
	{
		id: 'goal',
		kind: 'choice',
		question: '¿Cuál es tu objetivo?',
		options: Object.entries(goals).map(([value, label]) => ({ value, label })),
	},
];

/** The checked value of one answer, or a Spanish message saying what to fix. */
export type StepResult =
	{ ok: true; value: number | string; shown: string } | { ok: false; message: string };

/** Checks a typed answer for a step; nothing typed is lost on error (the caller keeps it). */
export function readStep(step: Step, raw: string): StepResult {
	if (step.kind === 'choice') {
		const option = step.options.find((o) => o.value === raw);
		return option
			? { ok: true, value: option.value, shown: option.label }
			: { ok: false, message: 'Elige una de las opciones.' };
	}
	const parsed = readNumber(raw);
	// «5 mil», «2,4 mil», «dos mil euros»: amounts as people say them.
	const spoken = step.kind === 'euros' && !parsed.ok ? readAmount(raw) : undefined;
	if (!parsed.ok && spoken === undefined) return { ok: false, message: parsed.message };
	const value = parsed.ok ? parsed.value : (spoken ?? 0);
	if (step.kind === 'number') {
		if (!Number.isInteger(value) || value < step.min || value > step.max)
			return { ok: false, message: `Escribe una edad entre ${step.min} y ${step.max} años.` };
		return { ok: true, value, shown: `${value} años` };
	}
	if (value < 0) return { ok: false, message: 'La cantidad no puede ser negativa.' };
	if (value > step.max)
		return {
			ok: false,
			message: `Revisa la cantidad: como mucho ${formatEuros(step.max, { decimals: 0 })}.`,
		};
	return { ok: true, value, shown: formatEuros(value, { decimals: value % 1 === 0 ? 0 : 2 }) };
}
