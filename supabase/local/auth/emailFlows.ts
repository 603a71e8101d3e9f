import { randomUUID } from 'node:crypto';
import type { Tx } from '../db.ts';
import { AuthError } from './errors.ts';
import { newOtp, safeRedirect, sendAuthMail } from './mail.ts';
import { hashPassword } from './password.ts';
import { type Challenge, challengeOf, startFlow } from './pkce.ts';
import type { AuthDeps, AuthReply, AuthRequest } from './types.ts';
import { authTx, findUser, insertUser, userJson } from './users.ts';
import { metadata, validEmail, validPassword } from './validate.ts';

const tokenColumns = {
	signup: ['confirmation_token', 'confirmation_sent_at'],
	recovery: ['recovery_token', 'recovery_sent_at'],
	email_change: ['email_change_token_new', 'email_change_sent_at'],
	// The same email_change link, mailed to the current address (secure email change).
	email_change_current: ['email_change_token_current', 'email_change_sent_at'],
} as const;

/** What one emailed link is for, and where it leads. */
export type TokenMail = {
	userId: string;
	to: string;
	kind: keyof typeof tokenColumns;
	redirect: string;
	challenge: Challenge | undefined;
	/** The address an email change moves to (both of its mails name it). */
	newEmail?: string;
};

/**
 * Stores a fresh token for the user (prefixed pkce_ when the client sent a code challenge,
 * whose flow is remembered) and delivers the link and code to the mailbox.
 */
export async function sendTokenMail(tx: Tx, deps: AuthDeps, m: TokenMail): Promise<void> {
	const { otp, hash } = newOtp(m.to);
	const stored = m.challenge ? `pkce_${hash}` : hash;
	const [column, sentAt] = tokenColumns[m.kind];
	await tx.query(`update auth.users set ${column} = $1, ${sentAt} = now() where id = $2`, [
		stored,
		m.userId,
	]);
	const kind = m.kind === 'email_change_current' ? 'email_change' : m.kind;
	if (m.challenge) await startFlow(tx, m.userId, m.challenge, kind);
	// A new code: every requester may guess again (the old code no longer exists).
	deps.otpGuard.reset(m.to);
	const user = await findUser(tx, 'id', m.userId);
	sendAuthMail(deps.mailbox, deps.config, deps.baseUrl, {
		to: m.to,
		kind,
		hash: stored,
		newEmail: m.newEmail,
		otp,
		redirectTo: m.redirect,
		data: user?.raw_user_meta_data ?? {},
	});
}

const redirectOf = (r: AuthRequest, deps: AuthDeps) =>
	safeRedirect(deps.config, r.url.searchParams.get('redirect_to'));

/** POST /signup: creates an unconfirmed user and mails the confirmation link. */
export async function signup(r: AuthRequest, deps: AuthDeps): Promise<AuthReply> {
	deps.limiter.hit(r.ip);
	const email = validEmail(r.body['email']);
	const password = validPassword(r.body['password']);
	const data = metadata(r.body['data']);
	const challenge = challengeOf(r.body);
	const passwordHash = await hashPassword(password);
	try {
		return await authTx(deps.db, async (tx) => {
			const existing = await findUser(tx, 'email', email);
			if (existing?.email_confirmed_at) {
				// Confirmed already: answer like a new signup so emails cannot be enumerated.
				const now = new Date().toISOString();
				const fake = {
					id: randomUUID(),
					aud: 'authenticated',
					role: 'authenticated',
					email,
					phone: '',
					app_metadata: { provider: 'email', providers: ['email'] },
					user_metadata: data,
					identities: [],
					created_at: now,
					updated_at: now,
					is_anonymous: false,
				};
				return { status: 200, body: fake };
			}
			const id =
				existing?.id ??
				(await insertUser(tx, {
					email,
					passwordHash,
					userMetadata: data,
					appMetadata: {},
					confirmed: false,
				}));
			await sendTokenMail(tx, deps, {
				userId: id,
				to: email,
				kind: 'signup',
				redirect: redirectOf(r, deps),
				challenge,
			});
			return { status: 200, body: userJson((await findUser(tx, 'id', id))!) };
		});
	} catch (error) {
		if (error instanceof AuthError) throw error;
		// A profile check constraint or trigger failure, reported as GoTrue does.
		throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
	}
}

/** POST /recover: mails a recovery link (and answers 200 for unknown emails too). */
export async function recover(r: AuthRequest, deps: AuthDeps): Promise<AuthReply> {
	deps.limiter.hit(r.ip);
	const email = validEmail(r.body['email']);
	const challenge = challengeOf(r.body);
	await authTx(deps.db, async (tx) => {
		const user = await findUser(tx, 'email', email);
		if (user) {
			await sendTokenMail(tx, deps, {
				userId: user.id,
				to: email,
				kind: 'recovery',
				redirect: redirectOf(r, deps),
				challenge,
			});
		}
	});
	return { status: 200, body: {} };
}

/** POST /resend: mails the confirmation again to an unconfirmed user. */
export async function resend(r: AuthRequest, deps: AuthDeps): Promise<AuthReply> {
	deps.limiter.hit(r.ip);
	if (r.body['type'] !== 'signup') {
		throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup');
	}
	const email = validEmail(r.body['email']);
	const challenge = challengeOf(r.body);
	await authTx(deps.db, async (tx) => {
		const user = await findUser(tx, 'email', email);
		if (user && !user.email_confirmed_at) {
			await sendTokenMail(tx, deps, {
				userId: user.id,
				to: email,
				kind: 'signup',
				redirect: redirectOf(r, deps),
				challenge,
			});
		}
	});
	return { status: 200, body: {} };
}

/**
 * Starts an email change from PUT /user, as GoTrue with double_confirm_changes (config.toml):
 * both the new and the current address receive a link (and code); the email changes once both
 * are confirmed, and the old address then gets a notice.
 */
export async function requestEmailChange(
	tx: Tx,
	r: AuthRequest,
	deps: AuthDeps,
	user: { id: string; email: string | null },
	next: string,
) {
	if (await findUser(tx, 'email', next)) {
		throw new AuthError(
			422,
			'email_exists',
			'A user with this email address has already been registered',
		);
	}
	await tx.query(
		`update auth.users set email_change = $1, email_change_token_new = '',
			email_change_token_current = '' where id = $2`,
		[next, user.id],
	);
	const challenge = challengeOf(r.body);
	const redirect = redirectOf(r, deps);
	const mail = { userId: user.id, redirect, challenge, newEmail: next };
	await sendTokenMail(tx, deps, { ...mail, to: next, kind: 'email_change' });
	if (user.email) {
		await sendTokenMail(tx, deps, { ...mail, to: user.email, kind: 'email_change_current' });
	}
}
