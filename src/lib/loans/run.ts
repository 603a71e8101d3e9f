import { formatMonth, formatNumber, formatPercent } from '../format/index.ts';
import { euribor as euriborSeries, type EuriborMonth } from '../mortgage/euribor.ts';
import { runTimeline, type TimelineEvent, type TimelineRow } from '../mortgage/timeline.ts';
import {
	euriborOf,
	keptReduction,
	loanMonthOf,
	loanRevisions,
	revisedTin,
	timelineLoanOf,
	type LoanRevision,
} from './calendar.ts';
import { LoanError } from './errors.ts';
import { loanTexts } from './messages.ts';

export { LoanError };
import type { Loan } from './types.ts';

/** A revision with the Euríbor used and where it comes from. */
export interface RunRevision extends LoanRevision {
	euribor: number;
	tin: number;
	/** 'serie': the reference month is published; 'mantenido': the latest value, held. */
	origin: 'serie' | 'mantenido';
}

/** The loan's schedule from the timeline engine, with its revisions. */
export interface LoanRun {
	rows: TimelineRow[];
	revisions: RunRevision[];
	assumptions: string[];
}

export interface RunOptions {
	/** Euríbor to use for some revisions instead of the series (by loan month). */
	euriborAt?: ReadonlyMap<number, number>;
	/** Only prepayments up to this loan month (the improvement check leaves out future ones). */
	prepaymentsUpTo?: number;
	/** Extra events (a prepayment studied by the improvement check). */
	extra?: readonly TimelineEvent[];
}

/**
 * Runs the loan through the timeline engine (src/lib/mortgage/timeline.ts): each revision at the
 * Euríbor of its reference month when the series has it, else at the latest month held (said in
 * the assumptions); kept bonifications lower the TIN, the floor caps it from below; prepayments
 * as recorded. Throws LoanError with the engine's Spanish message when it refuses an event.
 */
export function runLoan(
	loan: Loan,
	series: readonly EuriborMonth[] = euriborSeries,
	options: RunOptions = {},
): LoanRun {
	const latest = series.at(-1);
	const revisions: RunRevision[] = loanRevisions(loan).map((r) => {
		const given = options.euriborAt?.get(r.loanMonth);
		const held = euriborOf(series, r.referenceMonth);
		const value = given ?? held ?? latest?.ratePercent ?? 0;
		return {
			...r,
			euribor: value,
			tin: revisedTin(loan, value),
			origin: given !== undefined || held !== undefined ? 'serie' : 'mantenido',
		};
	});
	const prepayments = loan.prepayments
		.map((p) => ({ p, month: loanMonthOf(loan, p.month) }))
		.filter(
			({ month }) => options.prepaymentsUpTo === undefined || month <= options.prepaymentsUpTo,
		);
	const events: TimelineEvent[] = [
		...revisions.map((r): TimelineEvent => ({ kind: 'rate', month: r.loanMonth, tin: r.tin })),
		...prepayments.map(({ p, month }): TimelineEvent => ({
			kind: 'prepayment',
			month,
			amount: p.amount,
			mode: p.mode,
		})),
		...(options.extra ?? []),
	];
	const outcome = runTimeline(timelineLoanOf(loan), events);
	if (!outcome.ok) {
		const issue = outcome.issues[0];
		const event = issue ? events[issue.index] : undefined;
		const where =
			event?.kind === 'prepayment' && issue && issue.index < revisions.length + prepayments.length
				? `Amortización de ${formatMonth(prepayments[issue.index - revisions.length]?.p.month ?? '')}: `
				: '';
		throw new LoanError(`${where}${issue?.message ?? 'Revisa los datos del préstamo.'}`);
	}
	const assumptions: string[] = [];
	if (latest && revisions.some((r) => r.origin === 'mantenido')) {
		assumptions.push(
			loanTexts.futureRevisions(
				formatPercent(latest.ratePercent, { decimals: 3 }),
				formatMonth(latest.month),
			),
		);
	}
	const bonus = keptReduction(loan);
	if (bonus > 0) assumptions.push(loanTexts.bonificationsKept(formatPoints(bonus)));
	if (loan.bonifications.some((b) => !b.kept)) assumptions.push(loanTexts.bonificationsLost);
	if (loan.floorRate !== null && loan.kind !== 'fija')
		assumptions.push(loanTexts.floorApplied(formatPercent(loan.floorRate, { decimals: 2 })));
	return { rows: outcome.value.rows, revisions, assumptions };
}

/** «0,30 puntos». */
export const formatPoints = (points: number): string =>
	`${formatNumber(points, { maxDecimals: 3 })} ${points === 1 ? 'punto' : 'puntos'}`;
