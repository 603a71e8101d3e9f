import { z } from 'zod';
import type { AmortizationRow } from './amortizationSchedule.ts';
import { formatEuros } from '../format/index.ts';
import { messages } from './messages.ts';
import { loanMonths, numberField, option, positiveEuros, ratePercent } from './schemas.ts';

/** Types, schemas and Spanish messages of the loan timeline (see timeline.ts). */

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

/** Latest month an event may fall in: 50 years from the signing. */
export const maxMonths = 600;
