import { clearDraft, readDraft, writeDraft } from '~/lib/drafts/formDraft.ts';
import { draftOf, fromDraft, textFields, type LoanFormValues } from './loanFormValues.ts';

/**
 * The loan form's draft in this tab (sessionStorage, through the one draft module): one at a
 * time, with the id of the loan being edited ('' for a new one), so a reload reopens the same
 * form with what was typed.
 */

const key = 'hc:hipoteca:borrador';
const fields = ['loanId', ...textFields, 'bonifications', 'prepayments'] as const;

/** The loan id of the draft kept in this tab ('' for a new loan), or null without one. */
export function pendingLoanDraft(): string | null {
	const draft = readDraft(key, fields);
	return draft.loanId === undefined ? null : draft.loanId;
}

/** The draft of loan `loanId` over `base`, or null when the tab keeps none for it. */
export function readLoanDraft(loanId: string, base: LoanFormValues): LoanFormValues | null {
	const draft = readDraft(key, fields);
	return draft.loanId === loanId ? fromDraft(draft, base) : null;
}

/** Keeps what the form holds. */
export function writeLoanDraft(loanId: string, values: LoanFormValues): void {
	writeDraft(key, fields, { loanId, ...draftOf(values) } as Record<
		(typeof fields)[number],
		string
	>);
}

/** Forgets the draft (saved or cancelled). */
export function clearLoanDraft(_loanId: string): void {
	clearDraft(key);
}
