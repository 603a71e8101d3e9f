import { randomUUID } from 'node:crypto';
import { AuthError } from './errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { newOtp, safeRedirect, sendAuthMail } from './mail.ts';
import type { AuthDeps, AuthReply, AuthRequest } from './router.ts';
import { issueSession, refreshSession, requireUser } from './sessions.ts';
import { authTx, findUser, insertUser, userJson } from './users.ts';
import { mergeMetadata, metadata, validEmail, validPassword } from './validate.ts';

/** Signup, password and refresh grants, get/update user, logout, recover and resend. */
export async function handleAccount(
	r: AuthRequest,
	deps: AuthDeps,
): Promise<AuthReply | undefined> {
	const { db, config } = deps;
	const method = r.req.method;
	if (r.path === '/signup' && method === 'POST') return signup(r, deps);
	if (r.path === '/token' && method === 'POST') {
		const grant = r.url.searchParams.get('grant_type');
		if (grant === 'password') return passwordGrant(r, deps);
		if (grant === 'refresh_token') {
			const body = await authTx(db, (tx) => refreshSession(tx, config, r.body['refresh_token']));
			if ('reusedSession' in body) {
				await authTx(db, (tx) =>
					tx.query('delete from auth.sessions where id = $1', [body.reusedSession]),
				);
				throw new AuthError(
					400,
					'refresh_token_already_used',
					'Invalid Refresh Token: Already Used',
				);
			}
			return { status: 200, body };
		}
		throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
	}
	if (r.path === '/user' && method === 'GET') {
		const { user } = await authTx(db, (tx) => requireUser(tx, config, r.token));
		return { status: 200, body: userJson(user) };
	}
	if (r.path === '/user' && method === 'PUT') return updateUser(r, deps);
	if (r.path === '/logout' && method === 'POST') {
		const scope = r.url.searchParams.get('scope') ?? 'global';
		if (!['global', 'local', 'others'].includes(scope)) {
			throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
		}
		await authTx(db, async (tx) => {
			const { user, sessionId } = await requireUser(tx, config, r.token);
			const where = {
				global: 'user_id = $1',
				local: 'user_id = $1 and id = $2',
				others: 'user_id = $1 and id <> $2',
			};
			await tx.query(
				`delete from auth.sessions where ${where[scope as 'global']}`,
				scope === 'global' ? [user.id] : [user.id, sessionId],
			);
		});
		return { status: 204 };
	}
	if (r.path === '/recover' && method === 'POST') {
		const email = validEmail(r.body['email']);
		const redirect = safeRedirect(config, r.url.searchParams.get('redirect_to'));
		await authTx(db, async (tx) => {
			const user = await findUser(tx, 'email', email);
			if (!user) return;
			const { otp, hash } = newOtp(email);
			await tx.query(
				'update auth.users set recovery_token = $1, recovery_sent_at = now() where id = $2',
				[hash, user.id],
			);
			sendAuthMail(deps.mailbox, deps.baseUrl, email, 'recovery', hash, otp, redirect);
		});
		return { status: 200, body: {} };
	}
	if (r.path === '/resend' && method === 'POST') {
		if (r.body['type'] !== 'signup')
			throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup');
		const email = validEmail(r.body['email']);
		const redirect = safeRedirect(config, r.url.searchParams.get('redirect_to'));
		await authTx(db, async (tx) => {
			const user = await findUser(tx, 'email', email);
			if (user && !user.email_confirmed_at)
				await sendConfirmation(tx, deps, user.id, email, redirect);
		});
		return { status: 200, body: {} };
	}
	return undefined;
}

async function sendConfirmation(
	tx: Parameters<Parameters<typeof authTx>[1]>[0],
	deps: AuthDeps,
	userId: string,
	email: string,
	redirect: string,
) {
	const { otp, hash } = newOtp(email);
	await tx.query(
		'update auth.users set confirmation_token = $1, confirmation_sent_at = now() where id = $2',
		[hash, userId],
	);
	sendAuthMail(deps.mailbox, deps.baseUrl, email, 'signup', hash, otp, redirect);
}

async function signup(r: AuthRequest, deps: AuthDeps): Promise<AuthReply> {
	deps.limiter.hit(r.ip);
	const email = validEmail(r.body['email']);
	const password = validPassword(r.body['password']);
	const data = metadata(r.body['data']);
	const redirect = safeRedirect(deps.config, r.url.searchParams.get('redirect_to'));
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
			await sendConfirmation(tx, deps, id, email, redirect);
			return { status: 200, body: userJson((await findUser(tx, 'id', id))!) };
		});
	} catch (error) {
		if (error instanceof AuthError) throw error;
		// A profile check constraint or trigger failure, reported as GoTrue does.
		throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
	}
}

async function passwordGrant(r: AuthRequest, deps: AuthDeps): Promise<AuthReply> {
	deps.limiter.hit(r.ip);
	const email = typeof r.body['email'] === 'string' ? r.body['email'].trim().toLowerCase() : '';
	const password = typeof r.body['password'] === 'string' ? r.body['password'] : '';
	const invalid = new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
	const user = await authTx(deps.db, (tx) => findUser(tx, 'email', email));
	if (!user?.encrypted_password || !password) throw invalid;
	if (!(await verifyPassword(password, user.encrypted_password))) throw invalid;
	if (!user.email_confirmed_at)
		throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
	if (user.banned_until && Date.parse(user.banned_until) > Date.now()) {
		throw new AuthError(400, 'user_banned', 'User is banned');
	}
	const body = await authTx(deps.db, (tx) => issueSession(tx, deps.config, user, 'password'));
	return { status: 200, body };
}

async function updateUser(r: AuthRequest, deps: AuthDeps): Promise<AuthReply> {
	const { password, data, email } = r.body;
	const passwordHash =
		password === undefined ? undefined : await hashPassword(validPassword(password));
	const user = await authTx(deps.db, async (tx) => {
		const { user, sessionId } = await requireUser(tx, deps.config, r.token);
		if (passwordHash !== undefined) {
			if (
				user.encrypted_password &&
				(await verifyPassword(String(password), user.encrypted_password))
			) {
				throw new AuthError(
					422,
					'same_password',
					'New password should be different from the old password.',
				);
			}
			await tx.query(
				'update auth.users set encrypted_password = $1, recovery_token = null, updated_at = now() where id = $2',
				[passwordHash, user.id],
			);
			await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
				user.id,
				sessionId,
			]);
		}
		if (data !== undefined) {
			const merged = mergeMetadata(user.raw_user_meta_data, metadata(data));
			await tx.query(
				'update auth.users set raw_user_meta_data = $1::jsonb, updated_at = now() where id = $2',
				[JSON.stringify(merged), user.id],
			);
		}
		if (email !== undefined && validEmail(email) !== user.email) {
			const next = validEmail(email);
			if (await findUser(tx, 'email', next)) {
				throw new AuthError(
					422,
					'email_exists',
					'A user with this email address has already been registered',
				);
			}
			const { otp, hash } = newOtp(next);
			await tx.query(
				'update auth.users set email_change = $1, email_change_token_new = $2, email_change_sent_at = now() where id = $3',
				[next, hash, user.id],
			);
			sendAuthMail(
				deps.mailbox,
				deps.baseUrl,
				next,
				'email_change',
				hash,
				otp,
				safeRedirect(deps.config, r.url.searchParams.get('redirect_to')),
			);
		}
		return (await findUser(tx, 'id', user.id))!;
	});
	return { status: 200, body: userJson(user) };
}
