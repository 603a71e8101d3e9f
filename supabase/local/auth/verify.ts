import type { Tx } from '../db.ts';
import { AuthError } from './errors.ts';
import { safeRedirect, sendEmailChangedNotice, tokenHash } from './mail.ts';
import type { AuthDeps, AuthReply, AuthRequest } from './types.ts';
import { issueCode } from './pkce.ts';
import { issueSession } from './sessions.ts';
import { authTx, findUser, type UserRow } from './users.ts';

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
	email_change_token_current: 'email_change_sent_at',
} as const;

/** What consuming a token did: the user, and for an email change whether it is complete. */
type Consumed = {
	user: UserRow;
	/** Secure email change: this address confirmed, the other one has not yet. */
	pending: boolean;
	/** The address an email change just replaced (its owner gets a notice). */
	oldEmail?: string | undefined;
};

/** The message GoTrue answers when one of the two email-change links has been confirmed. */
export const singleConfirmation =
	'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Finds the user of a token in its column (either email-change column for email_change). */
async function userOfToken(tx: Tx, type: string, hash: string) {
	const column = columns[type as keyof typeof columns];
	if (!column) return undefined;
	const user = await findUser(tx, column, hash);
	if (user || column !== 'email_change_token_new') return user && { user, column };
	const current = await findUser(tx, 'email_change_token_current', hash);
	return current && { user: current, column: 'email_change_token_current' as const };
}

/** Consumes an emailed token: confirms the email, applies an email change or starts recovery. */
async function consume(tx: Tx, type: string, hash: string, ttlSeconds: number): Promise<Consumed> {
	const expired = new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
	if (!/^(pkce_)?[0-9a-f]{56}$/.test(hash)) throw expired;
	const found = await userOfToken(tx, type, hash);
	const sent = found && found.user[sentAt[found.column]];
	if (!found || !sent || Date.now() - Date.parse(sent) > ttlSeconds * 1000) throw expired;
	const { user, column } = found;
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
		// Secure email change: each address's link confirms once; the change waits for both.
		const other =
			column === 'email_change_token_new'
				? user.email_change_token_current
				: user.email_change_token_new;
		if (other) {
			await tx.query(`update auth.users set ${column} = '' where id = $1`, [user.id]);
			return { user: (await findUser(tx, 'id', user.id))!, pending: true };
		}
		await tx.query(
			`update auth.users set email = email_change, email_change = null, email_change_token_new = null,
				email_change_token_current = '', updated_at = now() where id = $1`,
			[user.id],
		);
		return {
			user: (await findUser(tx, 'id', user.id))!,
			pending: false,
			oldEmail: user.email ?? undefined,
		};
	}
	return { user: (await findUser(tx, 'id', user.id))!, pending: false };
}

/** After a completed email change: the notice to the old address. */
function noticeOldAddress(deps: AuthDeps, done: Consumed): void {
	if (!done.oldEmail || !done.user.email) return;
	sendEmailChangedNotice(deps.mailbox, deps.config, {
		oldEmail: done.oldEmail,
		newEmail: done.user.email,
		data: done.user.raw_user_meta_data ?? {},
	});
}

/** The flow kind a verification type belongs to (PKCE flow_state.authentication_method). */
const flowKind = (type: string) =>
	type === 'recovery' ? 'recovery' : type === 'email_change' ? 'email_change' : 'signup';

/** GET /verify (the link in emails, answered with a 303) and POST /verify (verifyOtp). */
export async function handleVerify(r: AuthRequest, deps: AuthDeps): Promise<AuthReply | undefined> {
	if (r.path !== '/verify') return undefined;
	if (r.req.method === 'GET') {
		const p = r.url.searchParams;
		const type = p.get('type') ?? '';
		const redirect = safeRedirect(deps.config, p.get('redirect_to'));
		const token = p.get('token') ?? '';
		try {
			let done: Consumed | undefined;
			const s = await authTx(deps.db, async (tx) => {
				done = await consume(tx, type, token, deps.config.otpExpirySeconds);
				if (done.pending) return undefined;
				const user = done.user;
				if (!token.startsWith('pkce_'))
					return issueSession(tx, deps.config, user, type === 'recovery' ? 'recovery' : 'otp');
				const code = await issueCode(tx, user.id, flowKind(type));
				if (!code)
					throw new AuthError(
						404,
						'flow_state_not_found',
						'invalid flow state, no valid flow state found',
					);
				return code;
			});
			if (done) noticeOldAddress(deps, done);
			if (s === undefined) {
				// One of the two addresses confirmed: GoTrue's message (query in PKCE, else fragment).
				if (token.startsWith('pkce_')) {
					const target = new URL(redirect);
					target.searchParams.set('message', singleConfirmation);
					return { status: 303, location: target.href };
				}
				const fragment = new URLSearchParams({ message: singleConfirmation, sb: '' });
				return { status: 303, location: `${redirect.split('#')[0]}#${fragment}` };
			}
			if (typeof s === 'string') {
				const target = new URL(redirect);
				target.searchParams.set('code', s);
				return { status: 303, location: target.href };
			}
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
	// GoTrue's token_verifications limit: guesses per IP, whatever the address.
	deps.verifyLimiter.hit(r.ip);
	const type = typeof r.body['type'] === 'string' ? r.body['type'] : '';
	const { email, token, token_hash } = r.body;
	const address = typeof email === 'string' ? email.trim().toLowerCase() : undefined;
	// A typed code matches the stored hash, with the pkce_ prefix when the flow used PKCE.
	const candidates =
		typeof token_hash === 'string'
			? [token_hash]
			: address !== undefined && typeof token === 'string'
				? [tokenHash(address, token.trim()), `pkce_${tokenHash(address, token.trim())}`]
				: [''];
	// A requester that used up its wrong codes for this address gets every code refused.
	if (address && typeof token_hash !== 'string' && deps.otpGuard.blocked(address, r.ip)) {
		throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
	}
	try {
		let done: Consumed | undefined;
		const body = await authTx(deps.db, async (tx) => {
			const found = await tx.query(
				`select 1 from auth.users
				where $1 in (confirmation_token, recovery_token, email_change_token_new, email_change_token_current)`,
				[candidates.at(-1)],
			);
			done = await consume(
				tx,
				type,
				found.rows.length ? candidates.at(-1)! : candidates[0]!,
				deps.config.otpExpirySeconds,
			);
			if (done.pending) return { msg: singleConfirmation, code: 200 };
			const kind = type === 'recovery' ? 'recovery' : 'otp';
			return issueSession(tx, deps.config, done.user, kind);
		});
		if (done) noticeOldAddress(deps, done);
		if (address) deps.otpGuard.reset(address);
		return { status: 200, body };
	} catch (error) {
		// Wrong codes count per address and requester; many from everywhere invalidate the codes.
		if (error instanceof AuthError && address && typeof token_hash !== 'string') {
			if (deps.otpGuard.fail(address, r.ip)) {
				await authTx(deps.db, (tx) =>
					tx.query(
						`update auth.users set confirmation_token = null, recovery_token = null,
							email_change_token_new = null, email_change_token_current = ''
						where lower(email) = $1 or lower(email_change) = $1`,
						[address],
					),
				);
			}
		}
		throw error;
	}
}
