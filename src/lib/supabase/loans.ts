import type { Loan, LoanBonification, LoanKind, LoanPrepayment } from '../loans/types.ts';
import type { Json, Tables, TablesInsert } from './database.types.ts';
import type { PortalClient } from './client.ts';
import { DataError, notFound, throwIfError } from '../errors/dataErrors.ts';

/**
 * The rows of «Mi hipoteca» (issue 50): public.loans as src/lib/loans's Loan (camelCase) and
 * back, the owner's queries (RLS lets only the owner reach a loan) and the improvement request,
 * a lead of source 'estudio_mejora' carrying only the summary the person consented to send.
 * The mapping is pure: the job «revisar-hipotecas» reads the same rows with the service role.
 */

/** A saved loan: its row id and times, and the loan. */
export interface SavedLoan {
	id: string;
	createdAt: string;
	updatedAt: string;
	loan: Loan;
}

/** The columns the panel and the job read. */
export const loanColumns =
	'id, created_at, updated_at, name, bank, principal, signed_on, first_payment_month, months, kind, tin, fixed_months, spread, revision_months, reference_lag_months, floor_rate, bonifications, prepayments, notice_days_before, improvement_threshold';

export type LoanRow = Pick<
	Tables<'loans'>,
	| 'id'
	| 'created_at'
	| 'updated_at'
	| 'name'
	| 'bank'
	| 'principal'
	| 'signed_on'
	| 'first_payment_month'
	| 'months'
	| 'kind'
	| 'tin'
	| 'fixed_months'
	| 'spread'
	| 'revision_months'
	| 'reference_lag_months'
	| 'floor_rate'
	| 'bonifications'
	| 'prepayments'
	| 'notice_days_before'
	| 'improvement_threshold'
>;

/** A numeric column as a number (PostgreSQL's numeric may arrive as text). */
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
const numOrNull = (value: unknown): number | null =>
	value === null || value === undefined ? null : num(value);
const record = (value: unknown): Record<string, unknown> =>
	value && typeof value === 'object' && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: {};
const list = (value: Json): Record<string, unknown>[] =>
	Array.isArray(value) ? value.map(record) : [];

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const bonification = (b: Record<string, unknown>): LoanBonification => ({
	label: str(b.label),
	tinReduction: num(b.tinReduction ?? 0),
	yearlyCost: num(b.yearlyCost ?? 0),
	kept: b.kept !== false,
});
const prepayment = (p: Record<string, unknown>): LoanPrepayment => ({
	month: str(p.month),
	amount: num(p.amount ?? 0),
	mode: p.mode === 'reduce-payment' ? 'reduce-payment' : 'reduce-term',
});

/** A row of public.loans as a Loan. */
export function loanFromRow(row: LoanRow): Loan {
	const revision = numOrNull(row.revision_months);
	return {
		name: row.name,
		bank: row.bank,
		principal: num(row.principal),
		signedOn: row.signed_on,
		firstPaymentMonth: row.first_payment_month,
		months: num(row.months),
		kind: row.kind as LoanKind,
		tin: num(row.tin),
		fixedMonths: numOrNull(row.fixed_months),
		spread: numOrNull(row.spread),
		revisionMonths: revision === 6 || revision === 12 ? revision : null,
		referenceLagMonths: num(row.reference_lag_months),
		floorRate: numOrNull(row.floor_rate),
		bonifications: list(row.bonifications).map(bonification),
		prepayments: list(row.prepayments).map(prepayment),
		noticeDaysBefore: num(row.notice_days_before),
		improvementThreshold: num(row.improvement_threshold),
	};
}

/** A row as the panel shows it. */
export const savedLoan = (row: LoanRow): SavedLoan => ({
	id: row.id,
	createdAt: row.created_at,
	updatedAt: row.updated_at,
	loan: loanFromRow(row),
});

/** A Loan (already checked with parseLoan) as the columns to write; user_id is the database's. */
export function loanToRow(loan: Loan): Omit<TablesInsert<'loans'>, 'id' | 'user_id'> {
	return {
		name: loan.name,
		bank: loan.bank,
		principal: loan.principal,
		signed_on: loan.signedOn,
		first_payment_month: loan.firstPaymentMonth,
		months: loan.months,
		kind: loan.kind,
		tin: loan.tin,
		fixed_months: loan.fixedMonths,
		spread: loan.spread,
		revision_months: loan.revisionMonths,
		reference_lag_months: loan.referenceLagMonths,
		floor_rate: loan.floorRate,
		bonifications: loan.bonifications.map((b) => ({ ...b })),
		prepayments: loan.prepayments.map((p) => ({ ...p })),
		notice_days_before: loan.noticeDaysBefore,
		improvement_threshold: loan.improvementThreshold,
	};
}

/** The user's loans, in the order they added them. */
export async function listLoans(client: PortalClient, userId: string): Promise<SavedLoan[]> {
	const { data, error } = await client
		.from('loans')
		.select(loanColumns)
		.eq('user_id', userId)
		.order('created_at', { ascending: true });
	throwIfError('loans', error);
	return data.map(savedLoan);
}

/** Adds a loan for the signed-in user; returns the saved row. */
export async function insertLoan(client: PortalClient, loan: Loan): Promise<SavedLoan> {
	const { data, error } = await client
		.from('loans')
		.insert(loanToRow(loan))
		.select(loanColumns)
		.single();
	throwIfError('loans', error);
	return savedLoan(data);
}

/** Replaces a loan's fields; returns the saved row. */
export async function updateLoan(client: PortalClient, id: string, loan: Loan): Promise<SavedLoan> {
	const { data, error } = await client
		.from('loans')
		.update(loanToRow(loan))
		.eq('id', id)
		.select(loanColumns)
		.maybeSingle();
	throwIfError('loans', error);
	if (!data) throw new DataError('loans', notFound);
	return savedLoan(data);
}

/** Deletes a loan (its notices go with it). */
export async function deleteLoan(client: PortalClient, id: string): Promise<void> {
	const { error, count } = await client.from('loans').delete({ count: 'exact' }).eq('id', id);
	throwIfError('loans', error);
	if (count !== 1) throw new DataError('loans', notFound);
}

/** What «Solicitar estudio de mejora» sends: the name and email confirmed, and the summary. */
export interface LoanStudyRequest {
	name: string;
	email: string;
	summary: string;
}

/** The lead row of an improvement request: exactly what the person saw and consented to. */
export const loanStudyLead = (request: LoanStudyRequest) => ({
	source: 'estudio_mejora',
	name: request.name.trim(),
	email: request.email.trim(),
	message: request.summary,
	consent: true,
});

/** Sends the improvement request to the team's leads (the person cannot read it back). */
export async function sendLoanStudy(
	client: PortalClient,
	request: LoanStudyRequest,
): Promise<void> {
	const { error } = await client.from('leads').insert(loanStudyLead(request));
	throwIfError('leads', error);
}
