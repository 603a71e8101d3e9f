/**
 * What the page makes of the database's answers: the state of a link (get_share_form) and the
 * outcome of sending (submit_share_form's SQLSTATEs: PT404 unknown link, PT410 revoked or
 * expired with the state as detail, PT429 rate limited, 22xxx/23xxx a value refused).
 */

/** A link as the public page shows it. */
export interface PublicShareForm {
	state: 'activo' | 'caducado' | 'revocado';
	title: string | null;
	description: string | null;
	senderName: string | null;
	senderRole: string | null;
	expiresAt: string | null;
}

/** The form behind a token: the link, or 'missing' when no link has it. */
export type FormLookup = { kind: 'found'; form: PublicShareForm } | { kind: 'missing' };

/** Reads get_share_form's rows (none: the token does not exist). */
export function lookupFromRows(rows: readonly Record<string, unknown>[] | null): FormLookup {
	const row = rows?.[0];
	if (!row) return { kind: 'missing' };
	const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
	const state = row['state'];
	return {
		kind: 'found',
		form: {
			state: state === 'caducado' || state === 'revocado' ? state : 'activo',
			title: text(row['title']),
			description: text(row['description']),
			senderName: text(row['sender_name']),
			senderRole: text(row['sender_role']),
			expiresAt: text(row['expires_at']),
		},
	};
}

/** How a submission ended. */
export type SubmitOutcome =
	| { ok: true }
	| {
			ok: false;
			reason: 'missing' | 'caducado' | 'revocado' | 'rate_limited' | 'rejected' | 'failed';
	  };

/** Maps a PostgREST error (or none) to the outcome the page shows. */
export function submitOutcome(
	error: { code?: string | undefined; details?: string | null | undefined } | null,
): SubmitOutcome {
	if (!error) return { ok: true };
	const code = error.code ?? '';
	if (code === 'PT404') return { ok: false, reason: 'missing' };
	if (code === 'PT410')
		return { ok: false, reason: error.details === 'caducado' ? 'caducado' : 'revocado' };
	if (code === 'PT429') return { ok: false, reason: 'rate_limited' };
	if (code.startsWith('22') || code.startsWith('23')) return { ok: false, reason: 'rejected' };
	return { ok: false, reason: 'failed' };
}

/** How a signed-copy confirmation ended (confirm_signed_copy's answers, or a failure). */
export type CopyOutcome = 'enviada' | 'ya_enviada' | 'caducada' | 'no_existe' | 'failed';

/** Reads confirm_signed_copy's answer; anything unexpected is a failure. */
export function copyOutcome(data: unknown, error: unknown): CopyOutcome {
	if (error) return 'failed';
	return data === 'enviada' || data === 'ya_enviada' || data === 'caducada' || data === 'no_existe'
		? data
		: 'failed';
}
