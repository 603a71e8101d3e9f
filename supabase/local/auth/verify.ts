import type { Tx } from '../db.ts';
import { AuthError } from './errors.ts';
import { safeRedirect, tokenHash } from './mail.ts';
import type { AuthDeps, AuthReply, AuthRequest } from './router.ts';
import { issueSession } from './sessions.ts';
import { authTx, findUser } from './users.ts';

const columns = {
	signup: 'confirmation_token',
	email: 'confirmation_token',
	invite: 'confirmation_token',
	recovery: 'recovery_token',
	magiclink: 'recovery_token',
	email_change: 'email_change_token_new',
} as const;

const sentAt = {
	confirmation_token: 'confirmation_sent_at',
	recovery_token: 'recovery_sent_at',
	email_change_token_new: 'email_change_sent_at',
} as const;

/** Links and codes stay valid for a day (GoTrue's MAILER_OTP_EXP default). */
const OTP_TTL_MS = 86_400_000;

/** Consumes an emailed token: confirms the email, applies an email change or starts recovery. */
async function consume(tx: Tx, deps: AuthDeps, type: string, hash: string) {
	const column = columns[type as keyof typeof columns];
	const expired = new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
	if (!column || !/^[0-9a-f]{56}$/.test(hash)) throw expired;
	const user = await findUser(tx, column, hash);
	const sent = user?.[sentAt[column]];
	if (!user || !sent || Date.now() - Date.parse(sent) > OTP_TTL_MS) throw expired;
	if (column === 'confirmation_token') {
		await tx.query(
			`update auth.users set confirmation_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
				raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}', updated_at = now()
			where id = $1`,
			[user.id],
		);
		await tx.query(
			`update auth.identities set identity_data = identity_data || '{"email_verified": true}' where user_id = $1`,
			[user.id],
		);
	} else if (column === 'recovery_token') {
		await tx.query(
			'update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
			[user.id],
		);
	} else {
		await tx.query(
			`update auth.users set email = email_change, email_change = null, email_change_token_new = null,
				updated_at = now() where id = $1`,
			[user.id],
		);
	}
	const fresh = (await findUser(tx, 'id', user.id))!;
	return issueSession(tx, deps.config, fresh, type === 'recovery' ? 'recovery' : 'otp');
}

/** GET /verify (the link in emails, answered with a 303) and POST /verify (verifyOtp). */
export async function handleVerify(r: AuthRequest, deps: AuthDeps): Promise<AuthReply | undefined> {
	if (r.path !== '/verify') return undefined;
	if (r.req.method === 'GET') {
		const p = r.url.searchParams;
		const type = p.get('type') ?? '';
		const redirect = safeRedirect(deps.config, p.get('redirect_to'));
		try {
			const s = await authTx(deps.db, (tx) => consume(tx, deps, type, p.get('token') ?? ''));
			const fragment = new URLSearchParams({
				access_token: s.access_token,
				expires_at: String(s.expires_at),
				expires_in: String(s.expires_in),
				refresh_token: s.refresh_token,
				sb: '',
				token_type: 'bearer',
				type,
			});
			return { status: 303, location: `${redirect.split('#')[0]}#${fragment}` };
		} catch (error) {
			if (!(error instanceof AuthError)) throw error;
			const fragment = new URLSearchParams({
				error: 'access_denied',
				error_code: 'otp_expired',
				error_description: 'Email link is invalid or has expired',
				sb: '',
			});
			return { status: 303, location: `${redirect.split('#')[0]}#${fragment}` };
		}
	}
	if (r.req.method !== 'POST') return undefined;
	const type = typeof r.body['type'] === 'string' ? r.body['type'] : '';
	let hash = typeof r.body['token_hash'] === 'string' ? r.body['token_hash'] : '';
	if (!hash && typeof r.body['email'] === 'string' && typeof r.body['token'] === 'string') {
		hash = tokenHash(r.body['email'].trim(), r.body['token'].trim());
	}
	const body = await authTx(deps.db, (tx) => consume(tx, deps, type, hash));
	return { status: 200, body };
}
