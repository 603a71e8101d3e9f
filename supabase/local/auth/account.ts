import { requestEmailChange, recover, resend, signup } from './emailFlows.ts';
import { AuthError } from './errors.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { exchangeCode } from './pkce.ts';
import type { AuthDeps, AuthReply, AuthRequest } from './types.ts';
import { issueSession, refreshSession, requireUser } from './sessions.ts';
import { authTx, findUser, userJson } from './users.ts';
import { mergeMetadata, metadata, validEmail, validPassword } from './validate.ts';

/** Signup, the token grants, get/update user, logout, recover and resend. */
export async function handleAccount(
	r: AuthRequest,
	deps: AuthDeps,
): Promise<AuthReply | undefined> {
	const method = r.req.method;
	if (method === 'POST' && r.path === '/signup') return signup(r, deps);
	if (method === 'POST' && r.path === '/recover') return recover(r, deps);
	if (method === 'POST' && r.path === '/resend') return resend(r, deps);
	if (method === 'POST' && r.path === '/token') return token(r, deps);
	if (method === 'POST' && r.path === '/logout') return logout(r, deps);
	if (method === 'PUT' && r.path === '/user') return updateUser(r, deps);
	if (method === 'GET' && r.path === '/user') {
		const { user } = await authTx(deps.db, (tx) => requireUser(tx, deps.config, r.token));
		return { status: 200, body: userJson(user) };
	}
	return undefined;
}

/** POST /token with grant_type password, refresh_token or pkce. */
async function token(r: AuthRequest, deps: AuthDeps): Promise<AuthReply> {
	const { db, config } = deps;
	const grant = r.url.searchParams.get('grant_type');
	if (grant === 'password') return passwordGrant(r, deps);
	if (grant === 'pkce') {
		const body = await authTx(db, (tx) =>
			exchangeCode(tx, config, r.body['auth_code'], r.body['code_verifier']),
		);
		return { status: 200, body };
	}
	if (grant !== 'refresh_token')
		throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
	const body = await authTx(db, (tx) => refreshSession(tx, config, r.body['refresh_token']));
	if ('reusedSession' in body) {
		// Revoked in its own transaction, so the error that follows does not roll it back.
		await authTx(db, (tx) =>
			tx.query('delete from auth.sessions where id = $1', [body.reusedSession]),
		);
		throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
	}
	return { status: 200, body };
}

async function passwordGrant(r: AuthRequest, deps: AuthDeps): Promise<AuthReply> {
	deps.limiter.hit(r.ip);
	const email = typeof r.body['email'] === 'string' ? r.body['email'].trim().toLowerCase() : '';
	const password = typeof r.body['password'] === 'string' ? r.body['password'] : '';
	const invalid = new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
	const user = await authTx(deps.db, (tx) => findUser(tx, 'email', email));
	// Unknown addresses pay for one bcrypt compare too, so timing does not tell who has an account.
	const matches = await verifyPassword(password, user?.encrypted_password || (await dummyHash()));
	if (!user?.encrypted_password || !password || !matches) throw invalid;
	// A hash made at another cost (an old seed's pgcrypto default is 6) would make this account's
	// compares faster or slower than the dummy one: remake it at the server's cost.
	if (needsRehash(user.encrypted_password)) {
		const rehashed = await hashPassword(password);
		await authTx(deps.db, (tx) =>
			tx.query('update auth.users set encrypted_password = $1 where id = $2', [rehashed, user.id]),
		);
	}
	if (!user.email_confirmed_at)
		throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
	if (user.banned_until && Date.parse(user.banned_until) > Date.now()) {
		throw new AuthError(400, 'user_banned', 'User is banned');
	}
	const body = await authTx(deps.db, (tx) => issueSession(tx, deps.config, user, 'password'));
	return { status: 200, body };
}

/** POST /logout?scope=global|local|others: ends sessions (their refresh tokens go with them). */
async function logout(r: AuthRequest, deps: AuthDeps): Promise<AuthReply> {
	const scope = r.url.searchParams.get('scope') ?? 'global';
	const where = { global: 'true', local: 'id = $2', others: 'id <> $2' }[scope];
	if (!where) throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
	await authTx(deps.db, async (tx) => {
		const { user, sessionId } = await requireUser(tx, deps.config, r.token);
		const params = scope === 'global' ? [user.id] : [user.id, sessionId];
		await tx.query(`delete from auth.sessions where user_id = $1 and ${where}`, params);
	});
	return { status: 204 };
}

/** PUT /user: password (other sessions end), metadata (merged) and email (both addresses confirm). */
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
			await requestEmailChange(tx, r, deps, user, validEmail(email));
		}
		return (await findUser(tx, 'id', user.id))!;
	});
	return { status: 200, body: userJson(user) };
}
