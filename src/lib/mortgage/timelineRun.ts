import { earlyRepaymentFee } from './fees.ts';
import { levelPayment, monthsToRepay } from './monthlyPayment.ts';
import { variableStart } from './timelineChecks.ts';
import {
	timelineMessages,
	type EventEffect,
	type TimelineEvent,
	type TimelineIssue,
	type TimelineLoan,
	type TimelineRow,
} from './timelineTypes.ts';

/** Whole cents of an amount in euros. */
const toCents = (euros: number) => Math.round(euros * 100);

/** Fee cap of a prepayment in `month` (fixed caps in a fixed loan or a mixed loan's fixed period). */
function feeFor(loan: TimelineLoan, month: number, amount: number): number {
	const fixedPeriod =
		loan.kind === 'fixed' || (loan.kind === 'mixed' && month < variableStart(loan));
	return earlyRepaymentFee({
		amount,
		rateType: fixedPeriod ? 'fixed' : 'variable',
		monthsSinceSigning: Math.min(month, 600),
		variableFeeOption: loan.variableFeeOption ?? '0.25-3y',
	}).amount;
}

/** A schedule with its event effects and the issues found while running it. */
export interface Run {
	rows: TimelineRow[];
	effects: EventEffect[];
	issues: TimelineIssue[];
}

/**
 * The month-by-month schedule with the events applied, in the order: rate and term events take
 * effect before the month's instalment, prepayments after it. The rate in force is that of the
 * most recent change among TIN events, Euribor revisions and the start of the variable period.
 * Same arithmetic as amortizationSchedule, so no events gives the simulator's schedule.
 */
export function run(loan: TimelineLoan, events: readonly TimelineEvent[]): Run {
	const system = loan.system ?? 'french';
	const start = variableStart(loan);
	const spread = loan.diferencial ?? 0;
	const byMonth = new Map<number, { event: TimelineEvent; index: number }[]>();
	events.forEach((event, index) => {
		const list = byMonth.get(event.month);
		if (list) list.push({ event, index });
		else byMonth.set(event.month, [{ event, index }]);
	});
	const rows: TimelineRow[] = [];
	const effects: EventEffect[] = [];
	const issues: TimelineIssue[] = [];
	const pendingEffects: EventEffect[] = [];
	let balance = loan.principal;
	let termEnd = loan.months;
	let rate = Number.NaN;
	let payment = 0;
	// A reduce-term prepayment leaves an instalment that does not end exactly at termEnd.
	let termShortened = false;
	let capitalShare = loan.principal / loan.months;
	// The rate source: the plan's formula (TIN before the variable period, Euribor + spread after)
	// or a TIN set by an event, whichever changed last.
	let tinOverride: number | null = null;
	let euribor = loan.euribor ?? 0;
	const lastEvent = events.reduce((max, e) => Math.max(max, e.month), 0);
	for (let month = 1; month <= Math.max(termEnd, lastEvent); month++) {
		const todays = byMonth.get(month) ?? [];
		if (balance <= 0 || month > termEnd) {
			// Revisions of a loan already repaid simply do not happen; money events are an error.
			for (const { event, index } of todays) {
				if (event.kind === 'prepayment' || event.kind === 'term') {
					issues.push({ index, message: timelineMessages.afterPaidOff });
				}
			}
			continue;
		}
		// A revision (start of the variable period, Euribor revision or TIN change) recomputes the
		// instalment over the remaining balance and term. At an unchanged rate that only matters
		// after a prepayment that shortened the term (the instalment no longer ends exactly at
		// termEnd); otherwise it would give the same instalment, so it is kept as is, which also
		// keeps float noise out of it and the schedule equal to the simulator's to the cent.
		let forceRecalc = month === start && termShortened;
		if (month === start) tinOverride = null;
		for (const { event, index } of todays) {
			if (event.kind === 'rate') {
				tinOverride = event.tin;
				forceRecalc ||= termShortened;
			} else if (event.kind === 'euribor') {
				euribor = event.euribor;
				tinOverride = null;
				forceRecalc ||= termShortened;
			} else if (event.kind === 'term') {
				termEnd = month - 1 + event.remainingMonths;
				forceRecalc = true;
				if (system === 'constant-capital') capitalShare = balance / event.remainingMonths;
			}
			if (event.kind !== 'prepayment') {
				pendingEffects.push({ index, event, paymentAfter: 0, balanceAfter: balance, fee: 0 });
			}
		}
		const formula = month >= start ? euribor + spread : loan.tin;
		const monthRate = Math.max(0, tinOverride ?? formula);
		if (monthRate !== rate || forceRecalc) {
			rate = monthRate;
			payment = levelPayment(balance, rate, termEnd - month + 1);
			termShortened = false;
		}
		const interest = (balance * rate) / 1200;
		let principalPaid = system === 'french' ? payment - interest : capitalShare;
		if (month === termEnd || principalPaid >= balance) principalPaid = balance;
		balance -= principalPaid;
		for (const effect of pendingEffects) {
			effect.paymentAfter = interest + principalPaid;
			effects.push(effect);
		}
		pendingEffects.length = 0;
		let earlyRepayment = 0;
		let fee = 0;
		for (const { event, index } of todays) {
			if (event.kind !== 'prepayment') continue;
			// Money is paid in cents: the balance rounded to the cent cancels the loan, a cent more
			// is refused.
			const owed = toCents(balance);
			const paid = toCents(event.amount);
			if (paid > owed) {
				issues.push({ index, message: timelineMessages.aboveBalance(balance) });
				continue;
			}
			const amount = paid === owed ? balance : event.amount;
			const eventFee = feeFor(loan, month, amount);
			earlyRepayment += amount;
			fee += eventFee;
			balance = paid === owed ? 0 : balance - amount;
			if (balance > 0) {
				if (system === 'french') {
					if (event.mode === 'reduce-payment') {
						payment = levelPayment(balance, rate, termEnd - month);
						termShortened = false;
					} else {
						termEnd = month + Math.ceil(monthsToRepay(balance, rate, payment) - 1e-6);
						termShortened = true;
					}
				} else if (event.mode === 'reduce-payment') {
					capitalShare = balance / (termEnd - month);
				} else {
					termEnd = month + Math.ceil(balance / capitalShare - 1e-6);
				}
			}
			pendingEffects.push({ index, event, paymentAfter: 0, balanceAfter: balance, fee: eventFee });
		}
		rows.push({
			month,
			ratePercent: rate,
			payment: interest + principalPaid,
			interest,
			principalPaid,
			earlyRepayment,
			fee,
			balance,
		});
	}
	// Prepayments whose next instalment never came (they paid the loan off).
	for (const effect of pendingEffects) effects.push(effect);
	effects.sort((a, b) => a.index - b.index);
	return { rows, effects, issues };
}
