import { createHash, randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Tx } from '../db.ts';
import { AuthError } from './errors.ts';
import { issueSession } from './sessions.ts';
import { findUser } from './users.ts';

/** A PKCE challenge sent with signup, recover, resend or an email change. */
export type Challenge = { challenge: string; method: 's256' | 'plain' };

/** The challenge of a request body, if the client uses the PKCE flow (flowType: 'pkce'). */
export function challengeOf(body: Record<string, unknown>): Challenge | undefined {
	const challenge = body['code_challenge'];
	if (typeof challenge !== 'string' || challenge === '') return undefined;
	const method = (
		typeof body['code_challenge_method'] === 'string' ? body['code_challenge_method'] : 's256'
	).toLowerCase();
	if ((method !== 's256' && method !== 'plain') || !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
		throw new AuthError(
			400,
			'validation_failed',
			'Code challenge has to be between 43 and 128 characters',
		);
	}
	return { challenge, method };
}

/** Remembers a challenge for the user until the emailed link is opened. */
export async function startFlow(tx: Tx, userId: string, c: Challenge, kind: string): Promise<void> {
	await tx.query(
		`insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, authentication_method)
		values ($1, $2, $3, $4, $5)`,
		[userId, randomUUID(), c.method, c.challenge, kind],
	);
}

/** Issues the code of the user's latest flow of this kind (the ?code= of the redirect). */
export async function issueCode(tx: Tx, userId: string, kind: string): Promise<string | undefined> {
	const { rows } = await tx.query(
		`update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
		where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
			order by created_at desc limit 1)
		returning auth_code`,
		[userId, kind],
	);
	const code = rows[0]?.['auth_code'];
	return typeof code === 'string' ? code : undefined;
}

/** POST /token?grant_type=pkce: a code and its verifier become a session (codes live 5 minutes). */
export async function exchangeCode(
	tx: Tx,
	config: ServerConfig,
	authCode: unknown,
	verifier: unknown,
) {
	if (typeof authCode !== 'string' || typeof verifier !== 'string' || !authCode || !verifier) {
		throw new AuthError(
			400,
			'validation_failed',
			'invalid request: both auth code and code verifier should be non-empty',
		);
	}
	const { rows } = await tx.query(
		`delete from auth.flow_state where auth_code = $1
			and auth_code_issued_at > now() - interval '5 minutes'
		returning user_id::text as user_id, code_challenge, code_challenge_method, authentication_method`,
		[authCode],
	);
	const flow = rows[0];
	if (!flow)
		throw new AuthError(
			404,
			'flow_state_not_found',
			'invalid flow state, no valid flow state found',
		);
	const expected =
		flow['code_challenge_method'] === 'plain'
			? verifier
			: createHash('sha256').update(verifier).digest('base64url');
	if (expected !== flow['code_challenge']) {
		throw new AuthError(
			400,
			'bad_code_verifier',
			'code challenge does not match previously saved code verifier',
		);
	}
	const user = await findUser(tx, 'id', String(flow['user_id']));
	if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
	return issueSession(
		tx,
		config,
		user,
		flow['authentication_method'] === 'recovery' ? 'recovery' : 'otp',
	);
}
