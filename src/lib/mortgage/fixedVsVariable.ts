import { z } from 'zod';
import { amortizationSchedule, scheduleTotals } from './amortizationSchedule.ts';
import { latestEuribor } from './euribor.ts';
import { parseInput, toSafe } from './errors.ts';
import { messages, scenarioLabels } from './messages.ts';
import { levelPayment } from './monthlyPayment.ts';
import { loanMonths, loanYears, numberField, positiveEuros, ratePercent } from './schemas.ts';

/** Lowest and highest Euribor accepted (its record low was about −0,5 % in 2021). */
const euriborRange = { min: -5, max: 30 } as const;

const euriborValue = () =>
	numberField()
		.min(euriborRange.min, { error: messages.ratePercent })
		.max(euriborRange.max, { error: messages.ratePercent });

/** A Euribor path: one annual value per year from the first revision, the last one held. */
export const euriborScenarioSchema = z.object({
	id: z.string({ error: messages.notText }),
	label: z.string({ error: messages.notText }),
	euribor: z.array(euriborValue(), { error: messages.notList }).min(1, { error: messages.notList }),
});

/** Inputs of fixedVsVariable. */
export const fixedVsVariableSchema = z.object({
	principal: positiveEuros(),
	years: loanYears(),
	/** Rate of the fixed-rate offer, in percent. */
	fixedRatePercent: ratePercent(),
	/** Initial fixed rate of the variable offer. */
	initialRatePercent: ratePercent(),
	/** Months at the initial rate before the first revision. */
	initialMonths: loanMonths().default(12),
	/** Spread over Euribor. */
	diferencial: ratePercent(),
	revisionMonths: z
		.union([z.literal(6), z.literal(12)], { error: messages.unknownOption })
		.default(12),
	/** Starting Euribor for the default scenarios; the latest monthly average when absent. */
	euriborStart: euriborValue().optional(),
	/** Custom scenarios; stable, rising (+0,5 points a year for 4 years) and falling (−0,25) when absent. */
	scenarios: z.array(euriborScenarioSchema).min(1, { error: messages.notList }).optional(),
});

/** Cost of the variable offer under one Euribor scenario. */
export interface VariableScenarioResult {
	id: string;
	label: string;
	euribor: number[];
	firstPayment: number;
	minPayment: number;
	maxPayment: number;
	totalPaid: number;
	totalInterest: number;
	/** Variable total − fixed total: negative means the variable offer is cheaper. */
	differenceVsFixed: number;
	/**
	 * Euribor + diferencial fell below 0 at some revision, so 0 % was applied: the interest of a
	 * variable loan cannot be negative (Ley 5/2019 art. 21.4), the only floor the law allows.
	 */
	flooredAtZero: boolean;
}

/**
 * Default scenarios from a starting Euribor: stable, rising (+0,5 points a year) and falling
 * (−0,25) over four years. The Euribor itself may go negative, as it did in 2016-2022; only the
 * loan's rate stops at 0 % (see rateForMonth), so at every year falling ≤ stable ≤ rising.
 */
export function defaultScenarios(start: number): z.output<typeof euriborScenarioSchema>[] {
	const steps = [1, 2, 3, 4];
	return [
		{ id: 'stable', label: scenarioLabels.stable, euribor: [start] },
		{
			id: 'rising',
			label: scenarioLabels.rising,
			euribor: steps.map((k) => Math.min(euriborRange.max, start + 0.5 * k)),
		},
		{
			id: 'falling',
			label: scenarioLabels.falling,
			euribor: steps.map((k) => Math.max(euriborRange.min, start - 0.25 * k)),
		},
	];
}

/**
 * Total cost of a fixed-rate offer against a variable one (initial rate, then Euribor + diferencial
 * revised every 6 or 12 months) under several Euribor paths. Throws MortgageInputError.
 */
export function fixedVsVariable(input: z.input<typeof fixedVsVariableSchema>) {
	const data = parseInput(fixedVsVariableSchema, input);
	const months = data.years * 12;
	const fixedPayment = levelPayment(data.principal, data.fixedRatePercent, months);
	const fixedTotal = fixedPayment * months;
	const fixed = {
		payment: fixedPayment,
		totalPaid: fixedTotal,
		totalInterest: fixedTotal - data.principal,
	};
	const scenarios =
		data.scenarios ?? defaultScenarios(data.euriborStart ?? latestEuribor().ratePercent);
	const perYear = 12 / data.revisionMonths;
	const fixedMonths = Math.min(data.initialMonths, months);
	const revisions = Math.ceil((months - fixedMonths) / data.revisionMonths);
	const results: VariableScenarioResult[] = scenarios.map((scenario) => {
		// The schedule takes one value per revision: repeat each annual value for semestral revisions.
		const path = scenario.euribor.flatMap((value) => Array<number>(perYear).fill(value));
		const rows = amortizationSchedule({
			principal: data.principal,
			annualRatePercent: data.initialRatePercent,
			months,
			fixedMonths,
			variable: {
				diferencial: data.diferencial,
				euribor: path,
				revisionMonths: data.revisionMonths,
			},
		});
		const totals = scheduleTotals(rows);
		const payments = rows.map((row) => row.payment);
		return {
			id: scenario.id,
			label: scenario.label,
			euribor: scenario.euribor,
			firstPayment: payments[0] ?? 0,
			minPayment: Math.min(...payments),
			maxPayment: Math.max(...payments),
			totalPaid: totals.totalPaid,
			totalInterest: totals.totalInterest,
			differenceVsFixed: totals.totalPaid - fixedTotal,
			flooredAtZero: path.slice(0, revisions).some((e) => e + data.diferencial < 0),
		};
	});
	const cheapest = results.reduce<{ id: string; total: number }>(
		(best, r) => (r.totalPaid < best.total ? { id: r.id, total: r.totalPaid } : best),
		{ id: 'fixed', total: fixedTotal },
	).id;
	return {
		fixed,
		scenarios: results,
		cheapest,
		/** Some scenario applied the 0 % floor of Ley 5/2019 art. 21.4. */
		flooredAtZero: results.some((r) => r.flooredAtZero),
	};
}

/**
 * Result of fixedVsVariable: the fixed offer, each scenario, the cheapest option id and whether
 * the 0 % floor applied.
 */
export type FixedVsVariableResult = ReturnType<typeof fixedVsVariable>;

/** fixedVsVariable returning a Result instead of throwing. */
export const safeFixedVsVariable = toSafe(fixedVsVariable);
