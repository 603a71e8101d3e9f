import { formatEuros, formatNumber } from '../format/index.ts';
import type { SimulationDraft } from '../supabase/simulations.ts';
import { simulate, type LoanRateKind, type SimulationInput } from '../tools/simulation.ts';

/**
 * The line under a saved simulation's name in Mi Panel: the amount once (not when the name
 * already says it), the term, the rate type and the monthly payment the mortgage engine gives
 * for the saved inputs.
 */

/** How each rate type reads in the line. */
export const rateTypeLabels = {
	fija: 'Tipo fijo',
	variable: 'Tipo variable',
	mixta: 'Tipo mixto',
} as const satisfies Record<LoanRateKind, string>;

/** Euros as people write them: whole amounts without cents («256.000 €»), else two decimals. */
export function formatAmount(value: number): string {
	return formatEuros(value, { decimals: Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2 });
}

const isNumber = (value: unknown): value is number =>
	typeof value === 'number' && Number.isFinite(value);

/** The saved input as a full simulator input, or null when it is another tool's. */
function simulatorInput(input: unknown): SimulationInput | null {
	if (input === null || typeof input !== 'object') return null;
	const i = input as Partial<Record<keyof SimulationInput, unknown>>;
	const numbers = [i.price, i.amount, i.years, i.tin, i.euribor, i.diferencial, i.fixedYears];
	if (!numbers.every(isNumber)) return null;
	if (typeof i.rateType !== 'string' || !(i.rateType in rateTypeLabels)) return null;
	if (typeof i.provinceId !== 'string') return null;
	return input as SimulationInput;
}

/** The monthly payment of a simulator input, or null when the engine refuses it. */
function monthlyPayment(input: SimulationInput): number | null {
	try {
		const result = simulate(input);
		return result.ok && isNumber(result.value.firstPayment) ? result.value.firstPayment : null;
	} catch {
		return null;
	}
}

/** «200.000 € · 30 años · Tipo fijo · Cuota 843,86 €/mes» (parts the input lacks are left out). */
export function simulationFigures(name: string, input: unknown): string {
	if (input === null || typeof input !== 'object') return '';
	const { amount, years } = input as { amount?: unknown; years?: unknown };
	const parts: string[] = [];
	if (isNumber(amount)) {
		// Spaces compared as spaces: a name typed by hand has no non-breaking one before «€».
		const flat = (text: string) => text.replace(/\s/g, ' ');
		const said = flat(name);
		const named = [formatAmount(amount), formatEuros(amount)].some((t) => said.includes(flat(t)));
		if (!named) parts.push(formatAmount(amount));
	}
	if (isNumber(years)) parts.push(`${formatNumber(years)} años`);
	const full = simulatorInput(input);
	if (full) {
		parts.push(rateTypeLabels[full.rateType]);
		const payment = monthlyPayment(full);
		if (payment !== null) parts.push(`Cuota ${formatEuros(payment)}/mes`);
	}
	return parts.join(' · ');
}

/** What «Guardar simulación» saves from the full simulator: «Hipoteca de 150.000 € a 25 años». */
export function simulatorDraft(input: SimulationInput, url: string): SimulationDraft {
	const name = `Hipoteca de ${formatAmount(input.amount)} a ${formatNumber(input.years)} años`;
	return { kind: 'completa', name, input, url };
}
