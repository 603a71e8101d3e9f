import { z } from 'zod';
import type { AmortizationRow } from './amortizationSchedule.ts';
import { aprPercent } from './aprPercent.ts';
import { earlyRepaymentFee } from './fees.ts';
import { formatEuros } from '../format/index.ts';
import { levelPayment, monthsToRepay } from './monthlyPayment.ts';
import { messages } from './messages.ts';
import { loanMonths, numberField, option, positiveEuros, ratePercent } from './schemas.ts';

/**
 * The life of a loan: one schedule with any number of events by month (rate changes, Euribor
 * revisions, lump-sum prepayments, changes of the remaining term), in the French system
 * (constant instalment) or with constant capital, compared against the plan without events.
 * Pure: no DOM, no dates (months count from the signing, 1 = first instalment).
 */

/** Spanish texts of the timeline's checks. */
export const timelineMessages = {
	beforeSigning: 'El evento no puede ser anterior a la firma: el primer mes es el 1.',
	afterEnd: 'El evento queda después del final del préstamo.',
	afterPaidOff: 'En ese mes el préstamo ya está pagado: quita el evento o adelántalo.',
	twoPrepayments: 'Ya hay otra amortización anticipada en ese mes: júntalas en una.',
	aboveBalance: (balance: number) =>
		`La amortización supera el capital pendiente en ese mes (${formatEuros(balance, { decimals: 2 })}).`,
	euriborOnFixed: 'Un préstamo a tipo fijo no se revisa con el euríbor: usa un cambio de TIN.',
	euriborInFixedPeriod: 'Durante el periodo a tipo fijo el tipo no se revisa con el euríbor.',
	termTooLong: 'El nuevo plazo no puede terminar más allá de 50 años desde la firma.',
	tooManyEvents: 'Como máximo 120 eventos en un mismo préstamo.',
} as const;

/** A Euribor value in percent (it has been negative). */
const euriborPercent = () =>
	numberField().min(-5, { error: messages.ratePercent }).max(30, { error: messages.ratePercent });

/** One event of the timeline; `month` is the loan month (1 = first instalment). */
export const timelineEventSchema = z.discriminatedUnion(
	'kind',
	[
		/** A new TIN from this month's instalment on (novation, end of a discount…). */
		z.object({
			kind: z.literal('rate'),
			month: numberField().int({ error: messages.notInteger }),
			tin: ratePercent(),
		}),
		/** A revision of a variable or mixed loan: this Euribor plus the contract's spread. */
		z.object({
			kind: z.literal('euribor'),
			month: numberField().int({ error: messages.notInteger }),
			euribor: euriborPercent(),
		}),
		/** A lump sum paid after this month's instalment. */
		z.object({
			kind: z.literal('prepayment'),
			month: numberField().int({ error: messages.notInteger }),
			amount: positiveEuros(),
			mode: option(['reduce-term', 'reduce-payment']),
		}),
		/** From this month on, `remainingMonths` instalments are left (this one included). */
		z.object({
			kind: z.literal('term'),
			month: numberField().int({ error: messages.notInteger }),
			remainingMonths: loanMonths(),
		}),
	],
	{ error: messages.unknownOption },
);

/** One event of the timeline. */
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export type PrepaymentMode = 'reduce-term' | 'reduce-payment';

/** Amortization system: constant instalment (French) or constant capital share. */
export type AmortizationSystem = 'french' | 'constant-capital';

/** The loan as signed. */
export interface TimelineLoan {
	principal: number;
	/** Instalments as signed. */
	months: number;
	/** TIN of the fixed loan, of the first period (variable) or of the fixed period (mixed). */
	tin: number;
	kind: 'fixed' | 'variable' | 'mixed';
	/** Months at `tin` before the first revision (variable: usually 12; mixed: the fixed years). */
	fixedMonths?: number;
	diferencial?: number;
	/** Euribor assumed for every revision of the plan (Banco de España's rule for the TAE). */
	euribor?: number;
	revisionMonths?: 6 | 12;
	system?: AmortizationSystem;
	/** Fee option of a variable contract (Ley 5/2019 art. 23.5). */
	variableFeeOption?: '0.25-3y' | '0.15-5y';
	/** Costs paid at signing that enter the TAE (appraisal…). */
	upfrontCosts?: number;
}

/** A monthly row of the timeline: the simulator's row plus the early-repayment fee cap. */
export interface TimelineRow extends AmortizationRow {
	/** Highest fee the bank may charge for this month's prepayment (Ley 5/2019 art. 23). */
	fee: number;
}

/** A problem with one event, in Spanish. */
export interface TimelineIssue {
	/** Index of the event in the list given. */
	index: number;
	message: string;
}

/** What each event did: the instalment that follows it. */
export interface EventEffect {
	index: number;
	event: TimelineEvent;
	/** Instalment of the next month paid (0 when the event ends the loan). */
	paymentAfter: number;
	/** Balance after the event. */
	balanceAfter: number;
	/** Fee cap of a prepayment (0 for other events). */
	fee: number;
}

/** Totals of a schedule. */
export interface TimelineTotals {
	instalments: number;
	interest: number;
	prepayments: number;
	fees: number;
	/** Everything paid to the bank: instalments, prepayments and fee caps. */
	totalPaid: number;
	months: number;
}

/** The timeline against the plan. */
export interface TimelineResult {
	rows: TimelineRow[];
	plan: TimelineRow[];
	totals: TimelineTotals;
	planTotals: TimelineTotals;
	effects: EventEffect[];
	/** Plan's interest minus the timeline's interest. */
	interestSaved: number;
	/** Plan's months minus the timeline's months. */
	monthsSaved: number;
	firstPayment: number;
	/** TAE of the loan as signed (plan, with `upfrontCosts`), percent. */
	tae: number;
}

export type TimelineOutcome =
	{ ok: true; value: TimelineResult } | { ok: false; issues: TimelineIssue[] };

const maxMonths = 600;

/** First month of the variable period (after the fixed months); Infinity for a fixed loan. */
function variableStart(loan: TimelineLoan): number {
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
		if (event.month > loan.months) {
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

interface Run {
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
function run(loan: TimelineLoan, events: readonly TimelineEvent[]): Run {
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
		let forceRecalc = false;
		if (month === start) tinOverride = null;
		for (const { event, index } of todays) {
			if (event.kind === 'rate') tinOverride = event.tin;
			else if (event.kind === 'euribor') {
				euribor = event.euribor;
				tinOverride = null;
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
			if (event.amount > balance + 0.005) {
				issues.push({ index, message: timelineMessages.aboveBalance(balance) });
				continue;
			}
			const amount = Math.min(event.amount, balance);
			const eventFee = feeFor(loan, month, amount);
			earlyRepayment += amount;
			fee += eventFee;
			balance -= amount;
			if (balance <= 1e-9) balance = 0;
			if (balance > 0) {
				if (system === 'french') {
					if (event.mode === 'reduce-payment') {
						payment = levelPayment(balance, rate, termEnd - month);
					} else {
						termEnd = month + Math.ceil(monthsToRepay(balance, rate, payment) - 1e-6);
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

/** A row of the key-periods view: the first month, each event or rate change, the last month. */
export interface KeyPeriod {
	month: number;
	/** What happened, in Spanish. */
	label: string;
	ratePercent: number;
	payment: number;
	earlyRepayment: number;
	balance: number;
}

const eventLabels: Record<TimelineEvent['kind'], string> = {
	rate: 'Cambio de TIN',
	euribor: 'Revisión con euríbor',
	prepayment: 'Amortización anticipada',
	term: 'Cambio de plazo',
};

/** Spanish label of an event kind. */
export function eventLabel(event: TimelineEvent): string {
	if (event.kind === 'prepayment') {
		return event.mode === 'reduce-term'
			? 'Amortización anticipada (reduce plazo)'
			: 'Amortización anticipada (reduce cuota)';
	}
	return eventLabels[event.kind];
}

/** The schedule's key periods: start, every event, every rate change and the end. */
export function keyPeriods(
	rows: readonly TimelineRow[],
	events: readonly TimelineEvent[],
): KeyPeriod[] {
	const labels = new Map<number, string[]>();
	const add = (month: number, label: string) => {
		const list = labels.get(month);
		if (!list) labels.set(month, [label]);
		else if (!list.includes(label)) list.push(label);
	};
	rows.forEach((row, i) => {
		if (i === 0) add(row.month, 'Primera cuota');
		else if (row.ratePercent !== rows[i - 1]?.ratePercent) add(row.month, 'Cambio de tipo');
	});
	for (const event of events) add(event.month, eventLabel(event));
	const last = rows.at(-1);
	if (last) add(last.month, 'Última cuota');
	return [...labels.entries()]
		.filter(([month]) => month <= (last?.month ?? 0))
		.sort((a, b) => a[0] - b[0])
		.map(([month, list]) => {
			const row = rows[month - 1] as TimelineRow;
			return {
				month,
				label: list.join(' · '),
				ratePercent: row.ratePercent,
				payment: row.payment,
				earlyRepayment: row.earlyRepayment,
				balance: row.balance,
			};
		});
}
