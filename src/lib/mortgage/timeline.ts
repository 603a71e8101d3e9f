import { aprPercent } from './aprPercent.ts';
import { checkEvents } from './timelineChecks.ts';
import { run } from './timelineRun.ts';
import type {
	TimelineEvent,
	TimelineLoan,
	TimelineOutcome,
	TimelineRow,
	TimelineTotals,
} from './timelineTypes.ts';

/**
 * The life of a loan: one schedule with any number of events by month (rate changes, Euribor
 * revisions, lump-sum prepayments, changes of the remaining term), in the French system
 * (constant instalment) or with constant capital, compared against the plan without events.
 * Pure: no DOM, no dates (months count from the signing, 1 = first instalment).
 */

export {
	timelineEventSchema,
	timelineMessages,
	type AmortizationSystem,
	type EventEffect,
	type PrepaymentMode,
	type TimelineEvent,
	type TimelineIssue,
	type TimelineLoan,
	type TimelineOutcome,
	type TimelineResult,
	type TimelineRow,
	type TimelineTotals,
} from './timelineTypes.ts';
export { checkEvents, currentEnd } from './timelineChecks.ts';
export { eventLabel, keyPeriods, type KeyPeriod } from './timelineKeyPeriods.ts';

/** Totals of timeline rows. */
export function timelineTotals(rows: readonly TimelineRow[]): TimelineTotals {
	let instalments = 0;
	let interest = 0;
	let prepayments = 0;
	let fees = 0;
	for (const row of rows) {
		instalments += row.payment;
		interest += row.interest;
		prepayments += row.earlyRepayment;
		fees += row.fee;
	}
	return {
		instalments,
		interest,
		prepayments,
		fees,
		totalPaid: instalments + prepayments + fees,
		months: rows.length,
	};
}

/** The plan's schedule: the loan as signed, without events. */
export function planSchedule(loan: TimelineLoan): TimelineRow[] {
	return run(loan, []).rows;
}

/**
 * Runs the timeline and compares it with the plan. Returns the Spanish issues of the events
 * instead (in the past, after the end, two prepayments in one month, above the balance…).
 */
export function runTimeline(loan: TimelineLoan, events: readonly TimelineEvent[]): TimelineOutcome {
	const issues = checkEvents(loan, events);
	if (issues.length > 0) return { ok: false, issues };
	const actual = run(loan, events);
	if (actual.issues.length > 0) return { ok: false, issues: actual.issues };
	const plan = run(loan, []).rows;
	const totals = timelineTotals(actual.rows);
	const planTotals = timelineTotals(plan);
	const tae = aprPercent({
		amount: loan.principal,
		upfrontCosts: loan.upfrontCosts ?? 0,
		payments: plan.map((r) => ({ month: r.month, amount: r.payment })),
	});
	return {
		ok: true,
		value: {
			rows: actual.rows,
			plan,
			totals,
			planTotals,
			effects: actual.effects,
			interestSaved: planTotals.interest - totals.interest,
			monthsSaved: planTotals.months - totals.months,
			firstPayment: actual.rows[0]?.payment ?? 0,
			tae,
		},
	};
}
