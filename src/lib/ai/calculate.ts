import { affordabilityOf, type AffordabilityResult } from '../mortgage/affordabilityOf.ts';
import { MortgageInputError } from '../mortgage/errors.ts';
import { maxEuros } from '../mortgage/limits.ts';
import type { EngineTables } from '../mortgage/tables.ts';
import { toolHref, type ToolId } from '../tools/catalog.ts';
import { writeParams } from '../tools/urlState.ts';

/** Values assumed when a question leaves them out (the calculators' own defaults). */
export const assumptions = { years: 30, ratePercent: 3, age: 35, provinceId: 'madrid' } as const;

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
