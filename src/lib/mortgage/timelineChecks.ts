import { messages } from './messages.ts';
import {
	maxMonths,
	timelineEventSchema,
	timelineMessages,
	type TimelineEvent,
	type TimelineIssue,
	type TimelineLoan,
} from './timelineTypes.ts';

/**
 * Last instalment of the loan as it stands in `month`: the signed term, or the end set by the
 * latest change of remaining term at or before that month (the last one listed on a tie).
 */
export function currentEnd(
	loan: TimelineLoan,
	events: readonly TimelineEvent[],
	month: number,
): number {
	let end = loan.months;
	let from = 0;
	for (const e of events) {
		if (e.kind !== 'term' || e.month > month || e.month < from) continue;
		if (!Number.isFinite(e.month) || !Number.isFinite(e.remainingMonths)) continue;
		end = e.month - 1 + e.remainingMonths;
		from = e.month;
	}
	return end;
}

/** First month of the variable period (after the fixed months); Infinity for a fixed loan. */
export function variableStart(loan: TimelineLoan): number {
	if (loan.kind === 'fixed') return Number.POSITIVE_INFINITY;
	const fixed = loan.fixedMonths ?? 12;
	return fixed + 1;
}

/** Checks that do not need the schedule: month ranges, duplicates, kinds of loan. */
export function checkEvents(loan: TimelineLoan, events: readonly TimelineEvent[]): TimelineIssue[] {
	const issues: TimelineIssue[] = [];
	if (events.length > 120) issues.push({ index: 0, message: timelineMessages.tooManyEvents });
	const prepaymentMonths = new Set<number>();
	const start = variableStart(loan);
	events.forEach((event, index) => {
		const parsed = timelineEventSchema.safeParse(event);
		if (!parsed.success) {
			issues.push({ index, message: parsed.error.issues[0]?.message ?? messages.notNumber });
			return;
		}
		if (event.month < 1) {
			issues.push({ index, message: timelineMessages.beforeSigning });
			return;
		}
		const end = currentEnd(loan, events, event.month);
		// Money and term events must fall inside the loan as it stands after any change of term;
		// a revision or TIN change past a shortened end simply does not happen.
		const limit =
			event.kind === 'prepayment' || event.kind === 'term' ? end : Math.max(end, loan.months);
		if (event.month > limit) {
			issues.push({ index, message: timelineMessages.afterEnd });
			return;
		}
		if (event.kind === 'euribor') {
			if (loan.kind === 'fixed') issues.push({ index, message: timelineMessages.euriborOnFixed });
			else if (event.month < start)
				issues.push({ index, message: timelineMessages.euriborInFixedPeriod });
		}
		if (event.kind === 'term' && event.month - 1 + event.remainingMonths > maxMonths) {
			issues.push({ index, message: timelineMessages.termTooLong });
		}
		if (event.kind === 'prepayment') {
			if (prepaymentMonths.has(event.month)) {
				issues.push({ index, message: timelineMessages.twoPrepayments });
			}
			prepaymentMonths.add(event.month);
		}
	});
	return issues;
}
