import { formatNumber, parseSpanishNumber } from '~/lib/format/index.ts';
import type { Loan, LoanBonification, LoanIssue, LoanPrepayment } from '~/lib/loans/index.ts';

/**
 * The loan form's values as typed (text, so "180.000" or "1,5" are never rewritten under the
 * cursor) and their conversion to the input src/lib/loans's parseLoan checks. A number that
 * cannot be read gets the Spanish reading error on its own field; the rest is parseLoan's.
 */

export interface BonificationValues {
	label: string;
	tinReduction: string;
	yearlyCost: string;
	kept: boolean;
}
export interface PrepaymentValues {
	month: string;
	amount: string;
	mode: LoanPrepayment['mode'];
}

export interface LoanFormValues {
	name: string;
	bank: string;
	principal: string;
	signedOn: string;
	firstPaymentMonth: string;
	months: string;
	kind: Loan['kind'];
	tin: string;
	fixedMonths: string;
	spread: string;
	revisionMonths: string;
	referenceLagMonths: string;
	floorRate: string;
	bonifications: BonificationValues[];
	prepayments: PrepaymentValues[];
	noticeDaysBefore: string;
	improvementThreshold: string;
}

/** The text fields of the form, in order (the draft keeps these, lists as JSON). */
export const textFields = [
	'name',
	'bank',
	'principal',
	'signedOn',
	'firstPaymentMonth',
	'months',
	'kind',
	'tin',
	'fixedMonths',
	'spread',
	'revisionMonths',
	'referenceLagMonths',
	'floorRate',
	'noticeDaysBefore',
	'improvementThreshold',
] as const satisfies readonly (keyof LoanFormValues)[];

/** A number as the form shows it, the Spanish way ('1,5', '180.000'). */
const shown = (n: number | null | undefined): string =>
	n === null || n === undefined || !Number.isFinite(n) ? '' : formatNumber(n, { maxDecimals: 4 });

/** The form's values of a (partial) loan: a saved one, the defaults or a document's draft. */
export function formValues(loan: Partial<Loan>): LoanFormValues {
	return {
		name: loan.name ?? '',
		bank: loan.bank ?? '',
		principal: shown(loan.principal),
		signedOn: loan.signedOn ?? '',
		firstPaymentMonth: loan.firstPaymentMonth ?? '',
		months: shown(loan.months),
		kind: loan.kind ?? 'variable',
		tin: shown(loan.tin),
		fixedMonths: shown(loan.fixedMonths),
		spread: shown(loan.spread),
		revisionMonths: loan.revisionMonths ? String(loan.revisionMonths) : '12',
		referenceLagMonths: shown(loan.referenceLagMonths ?? 2),
		floorRate: shown(loan.floorRate),
		bonifications: (loan.bonifications ?? []).map((b) => ({
			label: b.label,
			tinReduction: shown(b.tinReduction),
			yearlyCost: shown(b.yearlyCost),
			kept: b.kept,
		})),
		prepayments: (loan.prepayments ?? []).map((p) => ({
			month: p.month,
			amount: shown(p.amount),
			mode: p.mode,
		})),
		noticeDaysBefore: shown(loan.noticeDaysBefore ?? 30),
		improvementThreshold: shown(loan.improvementThreshold ?? 3000),
	};
}

/** The values with the fields `fields` replaced by those of a document's draft. */
export function withDraft(values: LoanFormValues, fields: Partial<Loan>): LoanFormValues {
	const from = formValues({ ...fields });
	const next = { ...values };
	for (const key of Object.keys(fields) as (keyof Loan)[]) {
		if (fields[key] === undefined) continue;
		(next as Record<string, unknown>)[key] = from[key];
	}
	return next;
}

/**
 * The input parseLoan checks, and the reading errors of the numbers that could not be read
 * (by field path). Empty optional numbers are null; a fixed loan drops the Euríbor's terms.
 */
export function loanInput(values: LoanFormValues): {
	input: Record<string, unknown>;
	issues: LoanIssue[];
} {
	const issues: LoanIssue[] = [];
	const number = (path: string, text: string, optional = false): number | null | undefined => {
		if (optional && text.trim() === '') return null;
		if (text.trim() === '') return undefined;
		const read = parseSpanishNumber(text);
		if (read.ok) return read.value;
		issues.push({ path, message: read.error.message });
		return Number.NaN;
	};
	const fixed = values.kind === 'fija';
	const input = {
		name: values.name,
		bank: values.bank.trim() === '' ? null : values.bank,
		principal: number('principal', values.principal),
		signedOn: values.signedOn.trim(),
		firstPaymentMonth: values.firstPaymentMonth.trim(),
		months: number('months', values.months),
		kind: values.kind,
		tin: number('tin', values.tin),
		fixedMonths: fixed ? null : number('fixedMonths', values.fixedMonths, true),
		spread: fixed ? null : number('spread', values.spread, true),
		revisionMonths: fixed ? null : Number(values.revisionMonths) || null,
		referenceLagMonths: number('referenceLagMonths', values.referenceLagMonths),
		floorRate: fixed ? null : number('floorRate', values.floorRate, true),
		bonifications: values.bonifications.map(
			(b, i): Partial<Record<keyof LoanBonification, unknown>> => ({
				label: b.label,
				tinReduction: number(`bonifications.${i}.tinReduction`, b.tinReduction),
				yearlyCost: number(`bonifications.${i}.yearlyCost`, b.yearlyCost || '0'),
				kept: b.kept,
			}),
		),
		prepayments: values.prepayments.map((p, i) => ({
			month: p.month.trim(),
			amount: number(`prepayments.${i}.amount`, p.amount),
			mode: p.mode,
		})),
		noticeDaysBefore: number('noticeDaysBefore', values.noticeDaysBefore),
		improvementThreshold: number('improvementThreshold', values.improvementThreshold),
	};
	return { input, issues };
}

/** The draft's flat strings: the text fields, and the two lists as JSON. */
export function draftOf(values: LoanFormValues): Record<string, string> {
	const flat: Record<string, string> = {};
	for (const key of textFields) flat[key] = values[key];
	flat['bonifications'] = values.bonifications.length ? JSON.stringify(values.bonifications) : '';
	flat['prepayments'] = values.prepayments.length ? JSON.stringify(values.prepayments) : '';
	return flat;
}

/** Reads a draft back over `base`, keeping only well-formed values. */
export function fromDraft(
	draft: Partial<Record<string, string>>,
	base: LoanFormValues,
): LoanFormValues {
	const next: LoanFormValues = { ...base };
	for (const key of textFields) {
		const value = draft[key];
		if (typeof value === 'string') (next as unknown as Record<string, string>)[key] = value;
	}
	if (!['fija', 'variable', 'mixta'].includes(next.kind)) next.kind = base.kind;
	const list = (text: string | undefined): Record<string, unknown>[] => {
		try {
			const parsed: unknown = JSON.parse(text ?? '[]');
			return Array.isArray(parsed)
				? parsed.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object')
				: [];
		} catch {
			return [];
		}
	};
	const str = (v: unknown) => (typeof v === 'string' ? v : '');
	if (draft['bonifications'] !== undefined)
		next.bonifications = list(draft['bonifications'])
			.slice(0, 10)
			.map((b) => ({
				label: str(b['label']),
				tinReduction: str(b['tinReduction']),
				yearlyCost: str(b['yearlyCost']),
				kept: b['kept'] !== false,
			}));
	if (draft['prepayments'] !== undefined)
		next.prepayments = list(draft['prepayments'])
			.slice(0, 120)
			.map((p) => ({
				month: str(p['month']),
				amount: str(p['amount']),
				mode: p['mode'] === 'reduce-payment' ? 'reduce-payment' : 'reduce-term',
			}));
	return next;
}
