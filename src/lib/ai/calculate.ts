import { formatNumber } from '../format/index.ts';
import { affordabilityOf, type AffordabilityResult } from '../mortgage/affordabilityOf.ts';
import { MortgageInputError } from '../mortgage/errors.ts';
import { maxEuros } from '../mortgage/limits.ts';
import type { EngineTables } from '../mortgage/tables.ts';
import { underwriting } from '../mortgage/underwriting.ts';
import { provincePricePerM2 } from '../places/provinces.ts';
import { toolHref, type ToolId } from '../tools/catalog.ts';
import { writeParams } from '../tools/urlState.ts';
import type { Answer } from './answer.ts';
import type { Figures } from './figures.ts';
import { aiMessages as m } from './messages.ts';
import { provinceName } from './places.ts';
import { planMessages as pm } from './planMessages.ts';

/** Values assumed when a question leaves them out (the calculators' own defaults). */
export const assumptions = { years: 30, ratePercent: 3, age: 35, provinceId: 'madrid' } as const;

const num = (n: number) => formatNumber(n, { maxDecimals: 2 });

/** Link to a calculator with its form pre-filled through the URL state of /herramientas. */
export function calculatorHref(tool: ToolId, values: Record<string, string>): string {
	const empty = Object.fromEntries(Object.keys(values).map((k) => [k, ''])) as Record<
		string,
		string
	>;
	const [path = '', hash = ''] = toolHref(tool).split('#');
	return `${path}${writeParams('', tool, values, empty)}#${hash}`;
}

/** The figures of a capacity question, as the engine's affordability takes them. */
interface CapacityFigures {
	income: number;
	debts: number;
	savings: number;
	age: number;
	years: number;
	rate: number;
	provinceId: string;
}

const euros = (n: number) => Number.isFinite(n) && n >= 0 && n <= maxEuros;
const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * The engine's affordability for a first home bought to live in, or undefined when a figure is
 * outside what its schema accepts (amounts up to maxEuros, ages 18 to 100, whole years 1 to 50,
 * TIN 0 to 30 %): the same checks, without carrying zod to the browser.
 */
export function capacityOf(
	c: CapacityFigures,
	tables: EngineTables,
): AffordabilityResult | undefined {
	const valid =
		euros(c.income) &&
		euros(c.debts) &&
		euros(c.savings) &&
		whole(c.age, 18, 100) &&
		whole(c.years, 1, 50) &&
		c.rate >= 0 &&
		c.rate <= 30;
	if (!valid) return undefined;
	try {
		return affordabilityOf(
			{
				incomes: [c.income],
				debts: c.debts ? [c.debts] : [],
				savings: c.savings,
				ages: [c.age],
				years: c.years,
				annualRatePercent: c.rate,
				provinceId: c.provinceId,
				homeType: 'resale',
				secondHome: false,
				hasMinors: false,
				buyer: { firstHome: true, largeFamily: false, singleParent: false, disabilityPercent: 0 },
			},
			tables,
		);
	} catch (error) {
		if (error instanceof MortgageInputError) return undefined;
		throw error;
	}
}

/** Answers «¿qué piso puedo comprar con…?» with the engine's affordability, or asks for income. */
export function answerCapacity(f: Figures, tables: EngineTables): Answer {
	if (f.income === undefined || f.income <= 0)
		return { text: pm.ask.income, sources: [], origin: 'calculo' };
	const assumed: string[] = [];
	const provinceId = f.provinceId ?? assumptions.provinceId;
	if (!f.provinceId) assumed.push(m.assumed.province(provinceName(provinceId)));
	const age = f.age ?? assumptions.age;
	if (f.age === undefined) assumed.push(m.assumed.age(age));
	let years = f.years ?? assumptions.years;
	if (age + years > underwriting.edad.maxAgeAtEnd) {
		years = Math.max(5, underwriting.edad.maxAgeAtEnd - age);
		assumed.push(m.assumed.years75(years));
	} else if (f.years === undefined) assumed.push(m.assumed.years(years));
	const rate = f.ratePercent ?? assumptions.ratePercent;
	if (f.ratePercent === undefined) assumed.push(m.assumed.rate(rate));
	const savings = f.savings ?? f.downPayment ?? 0;
	if (f.savings === undefined && f.downPayment === undefined) assumed.push(m.assumed.savings);
	const result = capacityOf(
		{ income: f.income, debts: f.debts ?? 0, savings, age, years, rate, provinceId },
		tables,
	);
	const values: Record<string, string> = {
		ingresos1: num(f.income),
		ahorro: num(savings),
		edad1: num(age),
		plazo: num(years),
		tipo: num(rate),
		deudas: num(f.debts ?? 0),
		provincia: provinceId,
	};
	const calculator = {
		title: m.calculatorTitle.capacidad,
		href: calculatorHref('precio-maximo', values),
	};
	const province = provinceName(provinceId);
	if (!result) return { text: pm.ask.income, sources: [], origin: 'calculo', calculator };
	const r = result;
	const maxPayment = Math.max(
		0,
		(f.income * underwriting.tasaEsfuerzo.maxPercent) / 100 - (f.debts ?? 0),
	);
	const parts: string[] = [];
	if (r.maxPrice <= 0) parts.push(m.capacityNone(province));
	else {
		parts.push(m.capacity(r.maxPrice, r.maxLoan, r.maxPayment, province));
		const perM2 = provincePricePerM2(provinceId);
		if (perM2)
			parts.push(m.pricePerM2(Math.floor(r.maxPrice / perM2.value), perM2.value, perM2.period));
	}
	if (r.maxPrice <= 0) parts.push(pm.maxPayment(maxPayment, underwriting.tasaEsfuerzo.maxPercent));
	const withIco = r.ico.limit?.price ?? 0;
	if (r.ico.eligible && withIco > r.maxPrice) parts.push(m.ico(r.ico.maxPrice, withIco));
	return {
		text: parts.join(' '),
		sources: [],
		origin: 'calculo',
		calculator,
		assumptions: assumed,
	};
}
