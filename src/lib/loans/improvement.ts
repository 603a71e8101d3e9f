import { costItem } from '../mortgage/data.ts';
import { euribor as euriborSeries, type EuriborMonth } from '../mortgage/euribor.ts';
import { earlyRepaymentFee } from '../mortgage/fees.ts';
import { monthsBetween } from '../mortgage/revisions.ts';
import { planSchedule, type TimelineRow } from '../mortgage/timeline.ts';
import { calendarMonthOf, instalmentsPaid, loanMonthOf } from './calendar.ts';
import { assumptionTexts as t, costLabels, improvementTitles } from './improvementTexts.ts';
import { marketRate as latestMarketRate } from './marketRate.ts';
import { runLoan, type LoanRun } from './run.ts';
import type {
	ImprovementCheck,
	ImprovementInputs,
	ImprovementKind,
	ImprovementOption,
	Loan,
	MarketRate,
} from './types.ts';

/**
 * The improvement check: keep the loan, novate it with the same bank, move it to another bank,
 * prepay part of it (shorter term or lower instalment) or turn it fixed, each with the saving
 * over the remaining term net of every cost, the break-even month and its assumptions.
 * Payments from the timeline engine, fee caps from mortgage/fees.ts (Ley 5/2019 art. 23).
 */

type Cost = { label: string; amount: number };

/** Whole months from the signing to `today`, for the fee caps (0–600). */
export function monthsSinceSigning(loan: Loan, today: string): number {
	let months = monthsBetween(loan.signedOn.slice(0, 7), today.slice(0, 7));
	if (today.slice(8, 10) < loan.signedOn.slice(8, 10)) months--;
	return Math.min(600, Math.max(0, months));
}

const interestOf = (rows: readonly TimelineRow[]) => rows.reduce((s, r) => s + r.interest, 0);

/**
 * Saving and break-even of an alternative against the remaining schedule: interest saved minus
 * costs; break-even is the first month whose accumulated interest saved covers the costs (0
 * with no costs, null if it never does within the term).
 */
export function compare(
	base: readonly TimelineRow[],
	alt: readonly TimelineRow[],
	costs: readonly Cost[],
): { saving: number; breakEvenMonths: number | null } {
	const total = costs.reduce((s, c) => s + c.amount, 0);
	const saving = interestOf(base) - interestOf(alt) - total;
	if (total === 0) return { saving, breakEvenMonths: saving >= 0 ? 0 : null };
	let accumulated = 0;
	for (let i = 0; i < Math.max(base.length, alt.length); i++) {
		accumulated += (base[i]?.interest ?? 0) - (alt[i]?.interest ?? 0);
		if (accumulated >= total - 1e-9) return { saving, breakEvenMonths: i + 1 };
	}
	return { saving, breakEvenMonths: null };
}

/** What every option needs: the loan today and its remaining schedule. */
interface Today {
	loan: Loan;
	paid: number;
	balance: number;
	base: TimelineRow[];
	run: LoanRun;
	elapsed: number;
	series: readonly EuriborMonth[];
	/** True while a mixed loan is in its fixed period (fixed fee caps). */
	fixedNow: boolean;
}

const option = (
	kind: ImprovementKind,
	base: readonly TimelineRow[],
	alt: readonly TimelineRow[],
	costs: Cost[],
	assumptions: string[],
): ImprovementOption => ({
	kind,
	title: improvementTitles[kind],
	...compare(base, alt, costs),
	costs,
	assumptions: [...assumptions, t.savingDefinition],
});

/** Notary and registry line (the person's quote, or said to be missing). */
function notaryLine(amount: number | undefined): { cost: Cost; note: string[] } {
	if (amount === undefined || amount <= 0)
		return { cost: { label: costLabels.notaryMissing, amount: 0 }, note: [t.notaryMissing] };
	return { cost: { label: costLabels.notary, amount }, note: [] };
}

/** The remaining term at `rate`, as a new loan of the pending capital (same number of months). */
const atRate = (d: Today, rate: number) =>
	planSchedule({ principal: d.balance, months: d.base.length, tin: rate, kind: 'fixed' });

function marketOptions(
	d: Today,
	market: MarketRate,
	inputs: ImprovementInputs,
): ImprovementOption[] {
	const alt = atRate(d, market.value);
	const common = [t.market(market), t.marketHeld(d.base.length), t.sameProducts];
	const variable = d.loan.kind !== 'fija';
	const out: ImprovementOption[] = [];
	// Novación: same bank, same kind of loan, today's rate at the market reference.
	const novNotary = notaryLine(inputs.novationCosts);
	const latest = d.series.at(-1)?.ratePercent ?? 0;
	out.push(
		option(
			'novacion',
			d.base,
			alt,
			[novNotary.cost],
			[
				...common,
				...(variable ? [t.novationVariable(market.value - latest)] : []),
				t.novationNoFeeCap,
				t.novationFee,
				...novNotary.note,
			],
		),
	);
	// Subrogación: another bank at the market reference as a fixed rate for the rest of the term.
	// A variable loan (or a mixed one past its fixed period) turned fixed: art. 23.6; otherwise
	// the fixed caps of art. 23.
	const rateType = variable && !d.fixedNow ? 'variable' : 'fixed';
	const toFixed = rateType === 'variable';
	const fee = earlyRepaymentFee({
		amount: d.balance,
		rateType,
		monthsSinceSigning: d.elapsed,
		toFixed,
	});
	const tasacion = costItem('tasacion');
	const appraisal = tasacion.estimate && 'fixed' in tasacion.estimate ? tasacion.estimate.fixed : 0;
	const range = tasacion.range ?? '';
	const subNotary = notaryLine(inputs.subrogationCosts);
	out.push(
		option(
			'subrogacion',
			d.base,
			alt,
			[
				{ label: toFixed ? costLabels.feeToFixed : costLabels.feeFixed, amount: fee.amount },
				{ label: costLabels.appraisal(range), amount: appraisal },
				subNotary.cost,
			],
			[
				...common,
				...(toFixed ? [t.toFixedFree(d.elapsed)] : [t.feeIsCap]),
				t.appraisal(appraisal, range),
				...subNotary.note,
				t.ajd,
				t.enervation,
			],
		),
	);
	// Pasar a fijo with the same bank: novation to a fixed rate at the market reference.
	if (variable) {
		const conversion = earlyRepaymentFee({
			amount: d.balance,
			rateType: 'variable',
			monthsSinceSigning: d.elapsed,
			toFixed: true,
		});
		out.push(
			option(
				'pasar-a-fijo',
				d.base,
				alt,
				[{ label: costLabels.feeToFixed, amount: conversion.amount }, novNotary.cost],
				[...common, t.toFixedFree(d.elapsed), ...novNotary.note],
			),
		);
	}
	return out;
}

function prepaymentOptions(d: Today, inputs: ImprovementInputs): ImprovementOption[] {
	const month = d.paid + 1;
	if (month >= d.run.rows.length) return [];
	const asked = inputs.prepayAmount ?? 10_000;
	// The balance after next month's instalment bounds the amount.
	const after = d.run.rows[month - 1]?.balance ?? 0;
	const amount = Math.min(asked, after);
	const calendar = calendarMonthOf(d.loan, month);
	const notes = [
		inputs.prepayAmount === undefined
			? t.prepayPer10000(calendar)
			: t.prepayAmount(amount, calendar),
		...(amount < asked ? [t.prepayAll(amount)] : []),
		t.feeIsCap,
		t.prepayOpportunity,
	];
	return (['reduce-term', 'reduce-payment'] as const).map((mode) => {
		const run = runLoan(d.loan, d.series, {
			prepaymentsUpTo: d.paid,
			extra: [{ kind: 'prepayment', month, amount, mode }],
		});
		const alt = run.rows.slice(d.paid);
		const fee = run.rows[month - 1]?.fee ?? 0;
		const effect =
			mode === 'reduce-term'
				? t.prepayTerm(d.base.length - alt.length)
				: t.prepayPayment((d.base[1]?.payment ?? 0) - (alt[1]?.payment ?? 0));
		return option(
			mode === 'reduce-term' ? 'amortizar-plazo' : 'amortizar-cuota',
			d.base,
			alt,
			[{ label: costLabels.feePrepayment, amount: fee }],
			[...notes, effect],
		);
	});
}

/**
 * The improvement check on `today`. `inputs.prepayAmount` is the amount to study for a partial
 * prepayment (without it, per 10.000 €, said in its assumptions); notary and registry are
 * included only when the person gives a quote. Throws LoanError like loanStatus.
 */
export function improvementCheck(
	loan: Loan,
	today: string,
	series: readonly EuriborMonth[] = euriborSeries,
	market: MarketRate = latestMarketRate,
	inputs: ImprovementInputs = {},
): ImprovementCheck {
	const full = runLoan(loan, series);
	const paid = instalmentsPaid(loan, today, full.rows.length);
	const run = runLoan(loan, series, { prepaymentsUpTo: paid });
	const base = run.rows.slice(paid);
	const marketReference = { month: market.month, value: market.value, source: market.source };
	const current = base[0];
	const keep: ImprovementOption = {
		kind: 'mantener',
		title: improvementTitles.mantener,
		saving: 0,
		breakEvenMonths: 0,
		costs: [],
		assumptions: current
			? [t.current(current.ratePercent, current.payment), ...run.assumptions]
			: [t.noImprovement],
	};
	if (!current) return { options: [keep], best: null, marketReference };
	const future = loan.prepayments.some((p) => loanMonthOf(loan, p.month) > paid);
	if (future) keep.assumptions.push(t.futurePrepaymentsLeftOut);
	const d: Today = {
		loan,
		paid,
		balance: paid > 0 ? (run.rows[paid - 1]?.balance ?? 0) : loan.principal,
		base,
		run,
		elapsed: monthsSinceSigning(loan, today),
		series,
		fixedNow: loan.kind === 'mixta' && paid + 1 <= (loan.fixedMonths ?? 0),
	};
	const options = [keep, ...marketOptions(d, market, inputs), ...prepaymentOptions(d, inputs)];
	const best = options
		.filter((o) => o.kind !== 'mantener' && o.saving > 0)
		.reduce<ImprovementOption | null>((a, b) => (a === null || b.saving > a.saving ? b : a), null);
	return { options, best, marketReference };
}
