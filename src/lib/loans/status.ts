import { euribor as euriborSeries, type EuriborMonth } from '../mortgage/euribor.ts';
import { addMonths, monthsBetween } from '../mortgage/revisions.ts';
import { calendarMonthOf, instalmentsPaid, paymentDay } from './calendar.ts';
import { loanTexts } from './messages.ts';
import { runLoan, type LoanRun, type RunRevision } from './run.ts';
import type { Loan, LoanStatus, RevisionFigures, RevisionForecast } from './types.ts';

/** Where a loan stands on a day, and its next revision before the bank sends it. */

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The next revision whose first instalment at the new rate is still to be paid. */
export function nextRevisionOf(run: LoanRun, paid: number): RunRevision | undefined {
	return run.revisions.find((r) => r.loanMonth > paid && r.loanMonth <= run.rows.length);
}

/**
 * Months of the series that inform a revision not yet published: those of its reference window
 * (the `revisionMonths` months up to the reference month) already held, or, when none is, the
 * latest `revisionMonths` months of the series.
 */
export function knownWindow(
	series: readonly EuriborMonth[],
	referenceMonth: string,
	revisionMonths: number,
): EuriborMonth[] {
	const from = addMonths(referenceMonth, -revisionMonths + 1);
	const inWindow = series.filter(
		(s) => monthsBetween(from, s.month) >= 0 && monthsBetween(s.month, referenceMonth) >= 0,
	);
	return inWindow.length > 0 ? inWindow : series.slice(-revisionMonths);
}

/** The forecast of a revision: exact when its reference month is published, else a range. */
export function forecastOf(
	loan: Loan,
	run: LoanRun,
	revision: RunRevision,
	series: readonly EuriborMonth[],
): RevisionForecast {
	const i = revision.loanMonth - 1;
	const base = {
		date: revision.date,
		referenceMonth: revision.referenceMonth,
		paymentBefore: run.rows[i - 1]?.payment ?? run.rows[i]?.payment ?? 0,
	};
	if (revision.origin === 'serie') {
		return {
			...base,
			status: 'exacta',
			euribor: revision.euribor,
			tin: revision.tin,
			payment: run.rows[i]?.payment ?? 0,
		};
	}
	const known = knownWindow(series, revision.referenceMonth, loan.revisionMonths ?? 12);
	const values = known.map((k) => k.ratePercent);
	const figures = (euribor: number): RevisionFigures => {
		const at = runLoan(loan, series, { euriborAt: new Map([[revision.loanMonth, euribor]]) });
		return {
			euribor,
			tin: at.revisions.find((r) => r.loanMonth === revision.loanMonth)?.tin ?? 0,
			payment: at.rows[i]?.payment ?? 0,
		};
	};
	return {
		...base,
		status: 'rango',
		knownMonths: known.map((k) => k.month),
		low: figures(Math.min(...values)),
		high: figures(Math.max(...values)),
	};
}

/**
 * Where the loan stands on `today` ('YYYY-MM-DD'): instalments charged up to that day, pending
 * capital, interest paid and left, the instalment and TIN in force, the last month and the next
 * revision. Figures from the timeline engine, unrounded. Throws LoanError (Spanish) when the
 * engine refuses the loan's events.
 */
export function loanStatus(
	loan: Loan,
	today: string,
	series: readonly EuriborMonth[] = euriborSeries,
): LoanStatus {
	const run = runLoan(loan, series);
	const rows = run.rows;
	const paid = instalmentsPaid(loan, today, rows.length);
	const next = nextRevisionOf(run, paid);
	// The instalment in force: the next one to pay, or the last one paid when the next already
	// carries a new rate (a revision).
	const revisionMonths = new Set(run.revisions.map((r) => r.loanMonth));
	const currentIndex =
		paid >= rows.length
			? rows.length - 1
			: paid > 0 && revisionMonths.has(paid + 1)
				? paid - 1
				: paid;
	const current = rows[currentIndex];
	return {
		pendingCapital: paid > 0 ? (rows[paid - 1]?.balance ?? 0) : loan.principal,
		paidInstalments: paid,
		remainingInstalments: rows.length - paid,
		interestPaid: sum(rows.slice(0, paid).map((r) => r.interest)),
		interestLeft: sum(rows.slice(paid).map((r) => r.interest)),
		currentPayment: paid >= rows.length ? 0 : (current?.payment ?? 0),
		currentTin: current?.ratePercent ?? 0,
		endMonth: calendarMonthOf(loan, rows.length),
		nextRevision: next ? forecastOf(loan, run, next, series) : null,
		assumptions: [loanTexts.paymentDay(paymentDay(loan)), ...run.assumptions],
	};
}
