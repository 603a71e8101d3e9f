import { loansTexts } from '~/lib/i18n/loans.ts';
import { errorMessage } from '~/lib/errors/dataErrors.ts';
import { parseLoan, type LoanIssue } from '~/lib/loans/index.ts';
import {
	deleteLoan,
	insertLoan,
	listLoans,
	sendLoanStudy,
	updateLoan,
	type LoanStudyRequest,
	type SavedLoan,
} from '~/lib/supabase/loans.ts';
import {
	browserData,
	SignedOutError,
	signedInUserId,
	userStore,
	type DataDeps,
} from './shared/signedIn.ts';
import { overridable } from './shared/deps.ts';

export { SignedOutError };
export type { SavedLoan, LoanStudyRequest };

/**
 * «Mi hipoteca» (issue 50): the signed-in person's loans (RLS: only theirs), adding, editing and
 * deleting one (checked with src/lib/loans's parseLoan first, so a bad field gets its Spanish
 * message and nothing is sent), and «Solicitar estudio de mejora», which sends the team only the
 * summary the person consented to, with the name and email they confirmed.
 */

const deps = overridable<DataDeps>(browserData());

/** Replaces the client (tests); returns the reset. */
export const configureLoans = deps.configure;

/** The signed-in user's loans, in the order they added them. */
export const $loans = userStore('loans', deps.get, listLoans);

/** What an action did: the saved loan and a message to announce, or why not. */
export type LoanResult =
	| { ok: true; message: string; saved?: SavedLoan }
	| { ok: false; message: string; issues: LoanIssue[] };

const rows = () => $loans.get().data ?? [];

/** The Spanish outcome of a failed write (what was typed stays in the form). */
const failure = (error: unknown): LoanResult => ({
	ok: false,
	message: error instanceof SignedOutError ? error.message : errorMessage(error),
	issues: [],
});

/**
 * Adds a loan (`id` undefined) or replaces loan `id` with `input`, after checking it; the list
 * shows the saved row at once.
 */
export async function saveLoan(input: unknown, id?: string): Promise<LoanResult> {
	const parsed = parseLoan(input);
	if (!parsed.ok)
		return { ok: false, message: loansTexts.invalid(parsed.issues.length), issues: parsed.issues };
	try {
		signedInUserId();
		const client = await deps.get().client();
		const saved = id
			? await updateLoan(client, id, parsed.value)
			: await insertLoan(client, parsed.value);
		$loans.mutate(id ? rows().map((row) => (row.id === id ? saved : row)) : [...rows(), saved]);
		return { ok: true, message: loansTexts.saved(saved.loan.name), saved };
	} catch (error) {
		return failure(error);
	}
}

/** Deletes a loan (and its notices) and drops it from the list. */
export async function removeLoan(id: string): Promise<LoanResult> {
	const name = rows().find((row) => row.id === id)?.loan.name ?? '';
	try {
		signedInUserId();
		await deleteLoan(await deps.get().client(), id);
		$loans.mutate(rows().filter((row) => row.id !== id));
		return { ok: true, message: loansTexts.removed(name) };
	} catch (error) {
		return failure(error);
	}
}

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Sends «Solicitar estudio de mejora» once the person consented: the name and email they
 * confirmed, and the summary they were shown (exactly that text).
 */
export async function requestLoanStudy(
	request: LoanStudyRequest,
	consent: boolean,
): Promise<LoanResult> {
	const issues: LoanIssue[] = [];
	const name = request.name.trim();
	if (name.length < 2 || name.length > 100)
		issues.push({ path: 'name', message: loansTexts.studyName });
	if (!emailPattern.test(request.email.trim()) || request.email.trim().length > 255)
		issues.push({ path: 'email', message: loansTexts.studyEmail });
	if (!consent) issues.push({ path: 'consent', message: loansTexts.studyConsentNeeded });
	if (issues.length) return { ok: false, message: loansTexts.invalid(issues.length), issues };
	try {
		signedInUserId();
		await sendLoanStudy(await deps.get().client(), request);
		return { ok: true, message: loansTexts.studySent };
	} catch (error) {
		const code = (error as { code?: unknown } | null)?.code;
		return code === 'PT429'
			? { ok: false, message: loansTexts.studyTooMany, issues: [] }
			: failure(error);
	}
}
