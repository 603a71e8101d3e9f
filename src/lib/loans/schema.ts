import { z } from 'zod';
import { addMonths, monthsBetween } from '../mortgage/revisions.ts';
import { loanMessages as m } from './messages.ts';
import type { Loan } from './types.ts';

/** The loan form's schema (zod) with Spanish messages; parseLoan returns its issues by path. */

const num = () =>
	z.number({ error: (issue) => (issue.input === undefined ? m.required : m.notNumber) });
const int = () => num().int({ error: m.notInteger });
const isoDay = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isoMonth = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A real calendar day 'YYYY-MM-DD' (no 31 of April). */
function realDay(value: string): boolean {
	if (!isoDay.test(value)) return false;
	const d = new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const bonificationSchema = z.object({
	label: z
		.string({ error: m.bonificationLabel })
		.trim()
		.min(1, m.bonificationLabel)
		.max(80, m.bonificationLabel),
	tinReduction: num().min(0, m.bonificationReduction).max(3, m.bonificationReduction),
	yearlyCost: num().min(0, m.bonificationCost).max(100_000, m.bonificationCost),
	kept: z.boolean({ error: m.bonificationKept }),
});

const prepaymentSchema = z.object({
	month: z.string({ error: m.month }).regex(isoMonth, m.month),
	amount: num().gt(0, m.prepaymentAmount).max(10_000_000, m.prepaymentAmount),
	mode: z.enum(['reduce-term', 'reduce-payment'], { error: m.prepaymentMode }),
});

export const loanSchema = z
	.object({
		name: z.string({ error: m.nameLength }).trim().min(1, m.nameLength).max(80, m.nameLength),
		bank: z
			.string({ error: m.notText })
			.trim()
			.max(80, m.bankLength)
			.nullable()
			.transform((b) => (b === '' ? null : b)),
		principal: num().gt(0, m.principal).max(10_000_000, m.principal),
		signedOn: z.string({ error: m.date }).refine(realDay, m.date),
		firstPaymentMonth: z.string({ error: m.month }).regex(isoMonth, m.month),
		months: int().min(1, m.months).max(600, m.months),
		kind: z.enum(['fija', 'variable', 'mixta'], { error: m.kind }),
		tin: num().min(0, m.tin).max(30, m.tin),
		fixedMonths: int().min(1, m.fixedMonths).max(600, m.fixedMonths).nullable(),
		spread: num().min(-5, m.spread).max(10, m.spread).nullable(),
		revisionMonths: z.union([z.literal(6), z.literal(12)], { error: m.revisionMonths }).nullable(),
		referenceLagMonths: int().min(0, m.referenceLag).max(12, m.referenceLag),
		floorRate: num().min(0, m.floor).max(30, m.floor).nullable(),
		bonifications: z
			.array(bonificationSchema, { error: m.unknownOption })
			.max(10, m.tooManyBonifications),
		prepayments: z
			.array(prepaymentSchema, { error: m.unknownOption })
			.max(120, m.tooManyPrepayments),
		noticeDaysBefore: int().min(1, m.noticeDays).max(90, m.noticeDays),
		improvementThreshold: num().min(0, m.threshold).max(1_000_000, m.threshold),
	})
	.superRefine((loan, ctx) => {
		const signedMonth = loan.signedOn.slice(0, 7);
		if (monthsBetween(signedMonth, loan.firstPaymentMonth) < 0) {
			ctx.addIssue({
				code: 'custom',
				path: ['firstPaymentMonth'],
				message: m.firstPaymentBeforeSigning,
			});
		}
		if (loan.kind !== 'fija') {
			if (loan.fixedMonths === null) {
				ctx.addIssue({ code: 'custom', path: ['fixedMonths'], message: m.fixedMonthsNeeded });
			} else if (loan.fixedMonths >= loan.months) {
				ctx.addIssue({ code: 'custom', path: ['fixedMonths'], message: m.fixedMonthsBeyondTerm });
			}
			if (loan.spread === null) {
				ctx.addIssue({ code: 'custom', path: ['spread'], message: m.spreadNeeded });
			}
			if (loan.revisionMonths === null) {
				ctx.addIssue({ code: 'custom', path: ['revisionMonths'], message: m.revisionNeeded });
			}
		}
		const last = addMonths(loan.firstPaymentMonth, loan.months - 1);
		const seen = new Set<string>();
		loan.prepayments.forEach((p, index) => {
			const offset = monthsBetween(loan.firstPaymentMonth, p.month);
			if (offset < 0 || monthsBetween(p.month, last) < 0) {
				ctx.addIssue({
					code: 'custom',
					path: ['prepayments', index, 'month'],
					message: m.prepaymentOutside,
				});
			}
			if (seen.has(p.month)) {
				ctx.addIssue({
					code: 'custom',
					path: ['prepayments', index, 'month'],
					message: m.prepaymentTwice,
				});
			}
			seen.add(p.month);
			if (p.amount > loan.principal) {
				ctx.addIssue({
					code: 'custom',
					path: ['prepayments', index, 'amount'],
					message: m.prepaymentAmount,
				});
			}
		});
	});

/** A problem of the loan form: the field path ('prepayments.0.amount') and its Spanish message. */
export interface LoanIssue {
	path: string;
	message: string;
}

/** Validates a loan; Spanish messages by field path on failure. */
export function parseLoan(
	input: unknown,
): { ok: true; value: Loan } | { ok: false; issues: LoanIssue[] } {
	const parsed = loanSchema.safeParse(input);
	if (parsed.success) return { ok: true, value: parsed.data };
	return {
		ok: false,
		issues: parsed.error.issues.map((issue) => ({
			path: issue.path.map(String).join('.'),
			message: issue.message,
		})),
	};
}

/** The form's defaults: a variable loan with annual revisions and the usual two-month lag. */
export function defaultLoan(): Partial<Loan> {
	return {
		name: 'Mi hipoteca',
		bank: null,
		kind: 'variable',
		months: 360,
		fixedMonths: 12,
		revisionMonths: 12,
		referenceLagMonths: 2,
		floorRate: null,
		bonifications: [],
		prepayments: [],
		noticeDaysBefore: 30,
		improvementThreshold: 3000,
	};
}
