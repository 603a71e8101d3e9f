import type { EuriborMonth } from '../mortgage/euribor.ts';
import { addMonths, monthsBetween, revisionCalendar } from '../mortgage/revisions.ts';
import type { TimelineLoan } from '../mortgage/timeline.ts';
import { LoanError } from './errors.ts';
import { loanTexts } from './messages.ts';
import type { Loan } from './types.ts';

/**
 * Dates of a loan: loan months (1 = first instalment) ↔ calendar months, the day each
 * instalment is charged, and the revision calendar with the contract's reference month.
 */

/** 'YYYY-MM' of loan month `n`. */
export const calendarMonthOf = (loan: Loan, n: number): string =>
	addMonths(loan.firstPaymentMonth, n - 1);

/** Loan month of a calendar month 'YYYY-MM' (0 or less: before the first instalment). */
export const loanMonthOf = (loan: Loan, month: string): number =>
	monthsBetween(loan.firstPaymentMonth, month) + 1;

/** Day of the month the instalments are charged: the signing's day. */
export const paymentDay = (loan: Loan): number => Number(loan.signedOn.slice(8, 10));

/** 'YYYY-MM-DD' of instalment `n`: the signing's day, or the month's last day if shorter. */
export function dueDate(loan: Loan, n: number): string {
	const month = calendarMonthOf(loan, n);
	const [y, m] = month.split('-').map(Number) as [number, number];
	const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
	return `${month}-${String(Math.min(paymentDay(loan), last)).padStart(2, '0')}`;
}

/** Instalments charged on or before `today` ('YYYY-MM-DD'), at most `total`. */
export function instalmentsPaid(loan: Loan, today: string, total: number): number {
	if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(today))
		throw new LoanError(loanTexts.badToday);
	const month = today.slice(0, 7);
	let n = Math.max(0, Math.min(total, loanMonthOf(loan, month)));
	while (n > 0 && dueDate(loan, n) > today) n--;
	return n;
}

/** Sum of the TIN reductions of the bonifications still kept, in points. */
export const keptReduction = (loan: Loan): number =>
	loan.bonifications.reduce((sum, b) => (b.kept ? sum + b.tinReduction : sum), 0);

/** The engine's loan: kept bonifications already taken off the TIN and the spread. */
export function timelineLoanOf(loan: Loan): TimelineLoan {
	const bonus = keptReduction(loan);
	const tin = Math.max(0, loan.tin - bonus);
	if (loan.kind === 'fija')
		return { principal: loan.principal, months: loan.months, tin, kind: 'fixed' };
	return {
		principal: loan.principal,
		months: loan.months,
		tin,
		kind: loan.kind === 'variable' ? 'variable' : 'mixed',
		fixedMonths: loan.fixedMonths ?? 12,
		diferencial: (loan.spread ?? 0) - bonus,
		revisionMonths: loan.revisionMonths ?? 12,
	};
}

/** A revision of the loan with the contract's reference month. */
export interface LoanRevision {
	loanMonth: number;
	/** 'YYYY-MM-DD' of the first instalment at the new rate. */
	date: string;
	/** 'YYYY-MM' whose Euríbor the revision reads. */
	referenceMonth: string;
}

/** Revisions of a variable or mixed loan (empty for a fixed one). */
export function loanRevisions(loan: Loan): LoanRevision[] {
	const signing = addMonths(loan.firstPaymentMonth, -1);
	return revisionCalendar(timelineLoanOf(loan), signing).map((r) => ({
		loanMonth: r.loanMonth,
		date: dueDate(loan, r.loanMonth),
		referenceMonth: addMonths(r.date, -loan.referenceLagMonths),
	}));
}

/** TIN of a revision at this Euríbor: plus the spread, less kept bonifications, floor, never < 0. */
export function revisedTin(loan: Loan, euribor: number): number {
	const rate = euribor + (loan.spread ?? 0) - keptReduction(loan);
	const floored = loan.floorRate === null ? rate : Math.max(loan.floorRate, rate);
	return Math.max(0, floored);
}

/** The Euríbor of a month in the series, or undefined when it is not published (held) yet. */
export function euriborOf(series: readonly EuriborMonth[], month: string): number | undefined {
	return series.find((s) => s.month === month)?.ratePercent;
}
