import { z } from 'zod';
import { amortizationSchedule, type AmortizationRow } from '../mortgage/amortizationSchedule.ts';
import { aprPercent } from '../mortgage/aprPercent.ts';
import { costItem } from '../mortgage/data.ts';
import { MortgageInputError, parseInput, toSafe } from '../mortgage/errors.ts';
import { purchaseCosts, type PurchaseCosts } from '../mortgage/purchaseCosts.ts';
import { positiveEuros, termYears } from '../mortgage/schemas.ts';
import { readNumbers } from './fields.ts';

/**
 * The three kinds of loan the simulator offers (fixed, variable, mixed). Not the engine's
 * `rateTypeSchema` (fixed/variable), which says how an existing loan's rate behaves.
 */
export type LoanRateKind = 'fija' | 'variable' | 'mixta';

/** Parsed inputs of the full simulator (rates in percent, amounts in euros). */
export interface SimulationInput {
	price: number;
	amount: number;
	years: number;
	rateType: LoanRateKind;
	/** Fixed rate (fija), the first-year rate (variable) or the fixed-period rate (mixta). */
	tin: number;
	/** Euribor 12M assumed for every revision (Banco de España's rule for the TAE of variable loans). */
	euribor: number;
	diferencial: number;
	revisionMonths: 6 | 12;
	/** Fixed years of a mixed loan. */
	fixedYears: number;
	provinceId: string;
	homeType: 'new' | 'resale';
}

/** One year of the schedule, summed. */
export interface YearRow {
	year: number;
	payments: number;
	interest: number;
	principalPaid: number;
	balance: number;
}

/** Everything the simulator shows. */
export interface SimulationResult {
	firstPayment: number;
	/** Instalment after the first revision (variable/mixta), when it differs. */
	revisedPayment: number | null;
	/** Rate after the fixed period: Euribor + diferencial (variable/mixta). */
	revisedRate: number | null;
	tae: number;
	totalInterest: number;
	totalPayments: number;
	/** Costs linked to the loan that the buyer pays (appraisal), included in the TAE. */
	loanCosts: number;
	costs: PurchaseCosts;
	/** Price + buyer's purchase costs + interest: what the home really costs over the loan. */
	totalCost: number;
	/** Loan to value, in percent of the price. */
	ltv: number;
	rows: AmortizationRow[];
	years: YearRow[];
}

/** Sums monthly rows into yearly rows. */
export function yearlyRows(rows: readonly AmortizationRow[]): YearRow[] {
	const out: YearRow[] = [];
	for (const row of rows) {
		const year = Math.ceil(row.month / 12);
		let current = out[year - 1];
		if (!current) {
			current = { year, payments: 0, interest: 0, principalPaid: 0, balance: 0 };
			out[year - 1] = current;
		}
		current.payments += row.payment + row.earlyRepayment;
		current.interest += row.interest;
		current.principalPaid += row.principalPaid + row.earlyRepayment;
		current.balance = row.balance;
	}
	return out;
}

/**
 * Inputs the simulator checks itself before the engine sees them: the price (the 120 % loan check
 * would otherwise blame the loan for a price of 0) and the term, asked in years.
 */
const simulationFieldsSchema = z.object({
	price: positiveEuros('price'),
	years: termYears(),
});

/**
 * Engine input paths → form keys of the simulator, for `errorsFor`. A path like
 * 'variable.euribor.0' finds its key through the 'variable.euribor' prefix.
 */
export const simulationFields = {
	price: 'precio',
	years: 'plazo',
	amount: 'importe',
	principal: 'importe',
	loanAmount: 'importe',
	months: 'plazo',
	annualRatePercent: 'tin',
	'variable.euribor': 'euribor',
	'variable.diferencial': 'diferencial',
	fixedMonths: 'fijos',
	provinceId: 'provincia',
} as const;

/**
 * Runs a full simulation: schedule, TAE (with the buyer-paid appraisal as upfront cost) and the
 * purchase costs of the province. Throws MortgageInputError naming the engine input at fault.
 */
export function runSimulation(input: SimulationInput): SimulationResult {
	parseInput(simulationFieldsSchema, { price: input.price, years: input.years });
	if (input.amount > input.price * 1.2) {
		throw new MortgageInputError(
			'amount',
			'El importe del préstamo no puede superar el 120 % del precio.',
		);
	}
	const months = Math.round(input.years * 12);
	const variable =
		input.rateType === 'fija'
			? undefined
			: {
					diferencial: input.diferencial,
					euribor: [input.euribor],
					revisionMonths: input.revisionMonths,
				};
	const fixedMonths =
		input.rateType === 'mixta'
			? Math.round(input.fixedYears * 12)
			: input.rateType === 'variable'
				? Math.min(12, months)
				: undefined;
	if (input.rateType === 'mixta' && (fixedMonths ?? 0) >= months) {
		throw new MortgageInputError(
			'fixedMonths',
			'Los años a tipo fijo deben ser menos que el plazo.',
		);
	}
	const rows = amortizationSchedule({
		principal: input.amount,
		annualRatePercent: input.tin,
		months,
		...(variable ? { variable } : {}),
		...(fixedMonths === undefined ? {} : { fixedMonths }),
	});
	const costs = purchaseCosts({
		price: input.price,
		provinceId: input.provinceId,
		homeType: input.homeType,
		loanAmount: input.amount,
	});
	const loanCosts = costs.lines
		.filter((l) => l.payer === 'comprador' && costItem(l.id).stage === 'prestamo')
		.reduce((sum, l) => sum + (l.amount ?? 0), 0);
	const tae = aprPercent({
		amount: input.amount,
		upfrontCosts: loanCosts,
		payments: rows.map((r) => ({ month: r.month, amount: r.payment })),
	});
	const totalPayments = rows.reduce((s, r) => s + r.payment, 0);
	const totalInterest = rows.reduce((s, r) => s + r.interest, 0);
	const first = rows[0];
	const revised = fixedMonths === undefined ? undefined : rows[fixedMonths];
	return {
		firstPayment: first?.payment ?? 0,
		revisedPayment: revised ? revised.payment : null,
		revisedRate: variable ? input.euribor + input.diferencial : null,
		tae,
		totalInterest,
		totalPayments,
		loanCosts,
		costs,
		totalCost: input.price + costs.totals.buyer + totalInterest,
		ltv: (input.amount / input.price) * 100,
		rows,
		years: yearlyRows(rows),
	};
}

/** runSimulation returning a Result instead of throwing; map errors with `simulationFields`. */
export const simulate = toSafe(runSimulation);

/** Numeric fields of the simulator's form. */
export const simulatorNumericKeys = [
	'precio',
	'importe',
	'plazo',
	'tin',
	'euribor',
	'diferencial',
	'fijos',
] as const;

/** The simulator's form, as typed (keys of its URL state). */
export type SimulatorValues = Record<
	(typeof simulatorNumericKeys)[number] | 'tipo' | 'revision' | 'provincia' | 'vivienda',
	string
>;

/** The rate kind a form value names ('fija' when unknown). */
export function rateKindOf(value: string | undefined): LoanRateKind {
	return value === 'variable' || value === 'mixta' ? value : 'fija';
}

/**
 * Reads the simulator's form values into a SimulationInput, or the Spanish messages of the
 * fields that are not numbers.
 */
export function simulatorInput(
	values: Partial<SimulatorValues>,
):
	| { ok: true; input: SimulationInput }
	| { ok: false; errors: Partial<Record<(typeof simulatorNumericKeys)[number], string>> } {
	const raw = Object.fromEntries(simulatorNumericKeys.map((k) => [k, values[k] ?? ''])) as Record<
		(typeof simulatorNumericKeys)[number],
		string
	>;
	const parsed = readNumbers(raw, simulatorNumericKeys);
	if (!parsed.ok) return { ok: false, errors: parsed.errors };
	const v = parsed.values;
	return {
		ok: true,
		input: {
			price: v.precio,
			amount: v.importe,
			years: v.plazo,
			rateType: rateKindOf(values.tipo),
			tin: v.tin,
			euribor: v.euribor,
			diferencial: v.diferencial,
			revisionMonths: values.revision === '6' ? 6 : 12,
			fixedYears: v.fijos,
			provinceId: values.provincia ?? 'madrid',
			homeType: values.vivienda === 'new' ? 'new' : 'resale',
		},
	};
}
