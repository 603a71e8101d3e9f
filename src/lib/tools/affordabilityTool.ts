import { formatEuros, formatPercent } from '../format/index.ts';
import { safeAffordability, type AffordabilityResult } from '../mortgage/affordability.ts';
import type { Result } from '../mortgage/errors.ts';
import { monthlyPayment } from '../mortgage/monthlyPayment.ts';
import { underwriting } from '../mortgage/underwriting.ts';
import { readNumber, readNumbers } from './fields.ts';
import { errorsFor } from './formErrors.ts';

import type { HouseholdForm, HouseholdKey } from './householdDefaults.ts';

export { householdDefaults, type HouseholdForm, type HouseholdKey } from './householdDefaults.ts';

/** Engine input paths → form keys. */
const fields: Record<string, HouseholdKey> = {
	'incomes.0': 'ingresos1',
	'incomes.1': 'ingresos2',
	incomes: 'ingresos1',
	'ages.0': 'edad1',
	'ages.1': 'edad2',
	ages: 'edad1',
	debts: 'deudas',
	savings: 'ahorro',
	years: 'plazo',
	annualRatePercent: 'tipo',
	targetPrice: 'precio',
	provinceId: 'provincia',
};

/** Result of reading the form and running the engine. */
export type HouseholdOutcome =
	| { ok: true; result: AffordabilityResult; years: number; debts: number; ratePercent: number }
	| { ok: false; errors: Partial<Record<HouseholdKey, string>> };

/**
 * Reads the household form (the second holder is optional: leave income and age blank) and runs
 * the affordability engine, with or without a target price.
 */
export function runAffordability(form: HouseholdForm, withTarget: boolean): HouseholdOutcome {
	const required = ['ingresos1', 'edad1', 'deudas', 'ahorro', 'plazo', 'tipo'] as const;
	const parsed = readNumbers(form, withTarget ? [...required, 'precio'] : required);
	const errors: Partial<Record<HouseholdKey, string>> = parsed.ok ? {} : { ...parsed.errors };
	const second: number[] = [];
	for (const key of ['ingresos2', 'edad2'] as const) {
		if (form[key].trim() === '') continue;
		const value = readNumber(form[key]);
		if (value.ok) second.push(value.value);
		else errors[key] = value.message;
	}
	const hasSecond = form.ingresos2.trim() !== '' || form.edad2.trim() !== '';
	if (hasSecond && (form.ingresos2.trim() === '' || form.edad2.trim() === '')) {
		const missing = form.ingresos2.trim() === '' ? 'ingresos2' : 'edad2';
		errors[missing] ??=
			'Completa los ingresos y la edad del segundo titular, o deja los dos en blanco.';
	}
	if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
	const v = parsed.values;
	const incomes = [v.ingresos1, ...(hasSecond ? [second[0] ?? 0] : [])];
	const ages = [v.edad1, ...(hasSecond ? [second[1] ?? 0] : [])];
	const result: Result<AffordabilityResult> = safeAffordability({
		incomes,
		debts: [v.deudas],
		savings: v.ahorro,
		ages,
		years: v.plazo,
		annualRatePercent: v.tipo,
		provinceId: form.provincia,
		homeType: form.vivienda === 'new' ? 'new' : 'resale',
		...(withTarget && v.precio !== undefined ? { targetPrice: v.precio } : {}),
		buyer: {
			firstHome: form.primera === 'si',
			largeFamily: false,
			singleParent: false,
			disabilityPercent: 0,
		},
		hasMinors: form.hijos === 'si',
	});
	if (!result.ok)
		return { ok: false, errors: errorsFor<HouseholdKey>(result, fields, 'ingresos1') };
	return { ok: true, result: result.value, years: v.plazo, debts: v.deudas, ratePercent: v.tipo };
}

const eur = (n: number) => formatEuros(n, { decimals: 0 });

/**
 * What would turn a "no" or "tight" verdict around: more savings, more income, a longer term,
 * or a cheaper home, each computed from the same figures.
 */
export function whatWouldChange(o: Extract<HouseholdOutcome, { ok: true }>): string[] {
	const { result: r, years, debts } = o;
	const t = r.target;
	if (!t || r.verdict === 'viable') return [];
	const tips: string[] = [];
	if (t.savingsShortfall > 0) {
		tips.push(
			`Ahorrar ${eur(Math.ceil(t.savingsShortfall / 100) * 100)} más para la entrada y los gastos.`,
		);
	}
	const effort = t.tasaEsfuerzoPercent;
	if (effort === null || effort > r.tasaEsfuerzoLimitPercent) {
		const income = (t.payment + debts) / (r.tasaEsfuerzoLimitPercent / 100);
		tips.push(`Sumar ingresos netos de unos ${eur(income)} al mes entre los titulares.`);
	}
	const longest = Math.min(40, r.maxYearsByAge);
	if (effort !== null && effort > r.tasaEsfuerzoLimitPercent && longest > years && t.loan > 0) {
		const payment = monthlyPayment(t.loan, o.ratePercent, longest * 12);
		tips.push(
			`Alargar el plazo a ${longest} años: la cuota bajaría a ${formatEuros(payment, { decimals: 2 })}.`,
		);
	}
	if (r.maxPrice > 0)
		tips.push(`Buscar una vivienda de hasta ${eur(r.maxPrice)}, gastos incluidos.`);
	if (r.ico.eligible) {
		tips.push(
			`Pedir el aval ICO para la primera vivienda: los bancos adheridos pueden financiar hasta el ${formatPercent(underwriting.ltv.withIcoPercent, { decimals: 0 })} del precio si la vivienda no pasa de ${eur(r.ico.maxPrice)}.`,
		);
	}
	return tips;
}
