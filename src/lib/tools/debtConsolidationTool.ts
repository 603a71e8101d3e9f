import {
	safeDebtConsolidation,
	type DebtConsolidationResult,
} from '../mortgage/debtConsolidation.ts';
import type { CsvCell } from './csv.ts';
import { readNumber } from './fields.ts';

/** Most debts the form takes. */
export const MAX_DEBTS = 6;

/** Per-debt fields: name, pending capital, monthly payment and annual rate. */
export const debtParts = ['nombre', 'pendiente', 'cuota', 'tipo'] as const;

/** Form key of one part of debt `i` (1-based): 'pendiente2'. */
export const debtKey = (part: (typeof debtParts)[number], i: number) => `${part}${i}`;

/** Raw text of the form: the debts, how many rows are shown, and the new loan. */
export type DebtForm = Record<string, string>;

/** Defaults: three common debts and a new mortgage-backed loan. */
export const debtDefaults: DebtForm = {
	filas: '3',
	tipoNuevo: '3,5',
	plazoNuevo: '20',
	gastos: '2.500',
	financiar: 'si',
	nombre1: 'Préstamo del coche',
	pendiente1: '14.000',
	cuota1: '390',
	tipo1: '7,5',
	nombre2: 'Tarjeta de crédito',
	pendiente2: '4.500',
	cuota2: '180',
	tipo2: '21',
	nombre3: 'Préstamo personal',
	pendiente3: '9.000',
	cuota3: '260',
	tipo3: '9',
	...Object.fromEntries([4, 5, 6].flatMap((i) => debtParts.map((part) => [debtKey(part, i), '']))),
};

/** How many debt rows the form shows (1 to MAX_DEBTS). */
export function rowCount(form: DebtForm): number {
	const n = Number.parseInt(form['filas'] ?? '1', 10);
	return Number.isInteger(n) ? Math.min(MAX_DEBTS, Math.max(1, n)) : 1;
}

/** Result of reading the form and running the engine. */
export type DebtOutcome =
	| { ok: true; result: DebtConsolidationResult; names: string[] }
	| { ok: false; errors: Record<string, string> };

/** Reads the debts and the new loan, runs the engine and maps errors to the form fields. */
export function runDebtConsolidation(form: DebtForm): DebtOutcome {
	const errors: Record<string, string> = {};
	const num = (key: string) => {
		const r = readNumber(form[key] ?? '');
		if (!r.ok) errors[key] = r.message;
		return r.ok ? r.value : 0;
	};
	const debts = Array.from({ length: rowCount(form) }, (_, index) => {
		const i = index + 1;
		return {
			name: (form[debtKey('nombre', i)] ?? '').trim().slice(0, 80) || `Deuda ${i}`,
			balance: num(debtKey('pendiente', i)),
			monthlyPayment: num(debtKey('cuota', i)),
			annualRatePercent: num(debtKey('tipo', i)),
		};
	});
	const newRatePercent = num('tipoNuevo');
	const newYears = num('plazoNuevo');
	const costs = num('gastos');
	if (Object.keys(errors).length > 0) return { ok: false, errors };
	const result = safeDebtConsolidation({
		debts,
		newRatePercent,
		newYears,
		costs,
		financeCosts: form['financiar'] !== 'no',
	});
	if (result.ok) return { ok: true, result: result.value, names: debts.map((d) => d.name) };
	const match = /^debts\.(\d+)\.(\w+)$/.exec(result.error.field);
	const part = {
		balance: 'pendiente',
		monthlyPayment: 'cuota',
		annualRatePercent: 'tipo',
		remainingMonths: 'cuota',
		name: 'nombre',
	} as const;
	const top = { newRatePercent: 'tipoNuevo', newYears: 'plazoNuevo', costs: 'gastos' } as Record<
		string,
		string
	>;
	const key = match
		? debtKey(part[match[2] as keyof typeof part] ?? 'pendiente', Number(match[1]) + 1)
		: (top[result.error.field] ?? debtKey('pendiente', 1));
	return { ok: false, errors: { [key]: result.error.message } };
}

/** Header of the comparison table and its CSV. */
export const debtHeader = ['Concepto', 'Ahora (€)', 'Reunificando (€)'];

/** Rows comparing the current debts with the single new loan. */
export function debtRows(r: DebtConsolidationResult): CsvCell[][] {
	const cents = (n: number) => Math.round(n * 100) / 100;
	return [
		['Cuota mensual', cents(r.currentMonthlyPayment), cents(r.newMonthlyPayment)],
		['Meses hasta terminar de pagar', String(r.currentMonths), String(r.newMonths)],
		['Total que pagarás', cents(r.currentTotalCost), cents(r.newTotalCost)],
		['Capital pendiente', '', cents(r.newPrincipal)],
	];
}
