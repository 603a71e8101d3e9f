import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Tx } from '../db.ts';
import { type JwtClaims, signJwt, verifyJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { findUser, type UserRow, userJson } from './users.ts';

const newRefreshToken = () =>
	randomBytes(24)
		.toString('base64url')
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '0');

/** The access token GoTrue would sign for this user and session (claims of protocol §1.7). */
export function accessToken(
	config: ServerConfig,
	user: UserRow,
	sessionId: string,
	method: string,
): string {
	const now = Math.floor(Date.now() / 1000);
	return signJwt(
		{
			iss: `http://${config.host}:${config.port}/auth/v1`,
			sub: user.id,
			aud: 'authenticated',
			exp: now + config.jwtExpiry,
			iat: now,
			email: user.email ?? '',
			phone: user.phone ?? '',
			app_metadata: user.raw_app_meta_data ?? {},
			user_metadata: user.raw_user_meta_data ?? {},
			role: 'authenticated',
			aal: 'aal1',
			amr: [{ method, timestamp: now }],
			session_id: sessionId,
			is_anonymous: false,
		},
		config.jwtSecret,
	);
}

function sessionBody(
	config: ServerConfig,
	user: UserRow,
	sessionId: string,
	refresh: string,
	method: string,
) {
	return {
		access_token: accessToken(config, user, sessionId, method),
		token_type: 'bearer',
		expires_in: config.jwtExpiry,
		expires_at: Math.floor(Date.now() / 1000) + config.jwtExpiry,
		refresh_token: refresh,
		user: userJson(user),
	};
}

/** Opens a new session with its first refresh token and returns GoTrue's token response. */
export async function issueSession(tx: Tx, config: ServerConfig, user: UserRow, method: string) {
	const { rows } = await tx.query(
		'insert into auth.sessions (user_id) values ($1) returning id::text',
		[user.id],
	);
	const sessionId = String(rows[0]!['id']);
	const token = newRefreshToken();
	await tx.query(
		'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
		[token, user.id, sessionId],
	);
	await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
	return sessionBody(config, user, sessionId, token, method);
}

/**
 * Rotates a refresh token. A token already rotated is accepted only within the reuse interval
 * (answering with the session's current token); later reuse is treated as theft and ends the
 * whole session, like GoTrue's reuse detection.
 */
export async function refreshSession(tx: Tx, config: ServerConfig, token: unknown) {
	if (typeof token !== 'string' || !/^[a-z0-9]{12,64}$/.test(token)) {
		throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
	}
	const { rows } = await tx.query(
		`select session_id::text as session_id, user_id, revoked,
			extract(epoch from now() - updated_at) as age
		from auth.refresh_tokens where token = $1 for update`,
		[token],
	);
	const row = rows[0];
	if (!row)
		throw new AuthError(
			400,
			'refresh_token_not_found',
			'Invalid Refresh Token: Refresh Token Not Found',
		);
	const sessionId = String(row['session_id']);
	const user = await findUser(tx, 'id', String(row['user_id']));
	if (!user)
		throw new AuthError(
			400,
			'refresh_token_not_found',
			'Invalid Refresh Token: Refresh Token Not Found',
		);
	if (row['revoked']) {
		const current = await tx.query(
			'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
			[sessionId],
		);
		if (Number(row['age']) <= config.refreshReuseSeconds && current.rows[0]) {
			return sessionBody(
				config,
				user,
				sessionId,
				String(current.rows[0]['token']),
				'token_refresh',
			);
		}
		// Reuse outside the interval: the caller revokes the session in its own transaction.
		return { reusedSession: sessionId };
	}
	const next = newRefreshToken();
	await tx.query(
		'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
		[token],
	);
	await tx.query(
		'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
		[next, user.id, sessionId, token],
	);
	await tx.query('update auth.sessions set updated_at = now() where id = $1', [sessionId]);
	return sessionBody(config, user, sessionId, next, 'token_refresh');
}

/** The signed-in caller of /user and /logout: bearer verified, user and session still alive. */
export async function requireUser(
	tx: Tx,
	config: ServerConfig,
	token: string | undefined,
): Promise<{ user: UserRow; claims: JwtClaims; sessionId: string }> {
	if (!token)
		throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
	const verified = verifyJwt(token, config.jwtSecret);
	if (verified.error) {
		const why =
			verified.error === 'expired' ? 'token is expired' : 'unable to parse or verify signature';
		throw new AuthError(403, 'bad_jwt', `invalid JWT: ${why}`);
	}
	const { claims } = verified;
	if (typeof claims.sub !== 'string' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) {
		throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
	}
	const user = await findUser(tx, 'id', claims.sub);
	if (!user)
		throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
	const sessionId = typeof claims['session_id'] === 'string' ? claims['session_id'] : '';
	const live = /^[0-9a-f-]{36}$/i.test(sessionId)
		? await tx.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
				sessionId,
				user.id,
			])
		: { rows: [] };
	if (live.rows.length === 0) {
		throw new AuthError(
			403,
			'session_not_found',
			'Session from session_id claim in JWT does not exist',
		);
	}
	return { user, claims, sessionId };
}
