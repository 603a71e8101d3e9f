import { verifyJwt } from '../jwt.ts';
import { AuthError } from './errors.ts';
import { hashPassword } from './password.ts';
import type { AuthDeps, AuthReply, AuthRequest } from './types.ts';
import { authTx, findUser, insertUser, userJson } from './users.ts';
import { mergeMetadata, metadata, validEmail, validPassword } from './validate.ts';

/** The /admin/users endpoints the service role uses (create, list, read, update, delete). */
export async function handleAdmin(r: AuthRequest, deps: AuthDeps): Promise<AuthReply | undefined> {
	const match = /^\/admin\/users(?:\/([^/]+))?$/.exec(r.path);
	if (!match) return undefined;
	const verified = r.token ? verifyJwt(r.token, deps.config.jwtSecret) : undefined;
	if (!verified?.claims || verified.claims.role !== 'service_role') {
		throw new AuthError(403, 'not_admin', 'User not allowed');
	}
	const id = match[1];
	const method = r.req.method;
	if (id !== undefined && !/^[0-9a-f-]{36}$/i.test(id))
		throw new AuthError(404, 'user_not_found', 'User not found');
	if (!id && method === 'POST') {
		const email = validEmail(r.body['email']);
		const hash =
			r.body['password'] === undefined
				? null
				: await hashPassword(validPassword(r.body['password']));
		const user = await authTx(deps.db, async (tx) => {
			if (await findUser(tx, 'email', email)) {
				throw new AuthError(
					422,
					'email_exists',
					'A user with this email address has already been registered',
				);
			}
			const newId = await insertUser(tx, {
				email,
				passwordHash: hash,
				userMetadata: metadata(r.body['user_metadata']),
				appMetadata: metadata(r.body['app_metadata']),
				confirmed: r.body['email_confirm'] === true,
			});
			return (await findUser(tx, 'id', newId))!;
		});
		return { status: 200, body: userJson(user) };
	}
	if (!id && method === 'GET') {
		const users = await authTx(deps.db, async (tx) => {
			const { rows } = await tx.query(
				'select id::text as id from auth.users order by created_at limit 1000',
			);
			return Promise.all(
				rows.map(async (row) => userJson((await findUser(tx, 'id', String(row['id'])))!)),
			);
		});
		return { status: 200, body: { users, aud: 'authenticated' } };
	}
	if (!id) return undefined;
	return authTx(deps.db, async (tx): Promise<AuthReply> => {
		const user = await findUser(tx, 'id', id);
		if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
		if (method === 'GET') return { status: 200, body: userJson(user) };
		if (method === 'DELETE') {
			await tx.query('delete from auth.users where id = $1', [id]);
			return { status: 200, body: {} };
		}
		if (method !== 'PUT') throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
		const b = r.body;
		if (b['app_metadata'] !== undefined) {
			const merged = mergeMetadata(user.raw_app_meta_data, metadata(b['app_metadata']));
			await tx.query('update auth.users set raw_app_meta_data = $1::jsonb where id = $2', [
				JSON.stringify(merged),
				id,
			]);
		}
		if (b['user_metadata'] !== undefined) {
			const merged = mergeMetadata(user.raw_user_meta_data, metadata(b['user_metadata']));
			await tx.query('update auth.users set raw_user_meta_data = $1::jsonb where id = $2', [
				JSON.stringify(merged),
				id,
			]);
		}
		if (b['password'] !== undefined) {
			const hash = await hashPassword(validPassword(b['password']));
			await tx.query('update auth.users set encrypted_password = $1 where id = $2', [hash, id]);
		}
		if (b['email_confirm'] === true) {
			await tx.query(
				'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
				[id],
			);
		}
		if (b['ban_duration'] === 'none')
			await tx.query('update auth.users set banned_until = null where id = $1', [id]);
		await tx.query('update auth.users set updated_at = now() where id = $1', [id]);
		return { status: 200, body: userJson((await findUser(tx, 'id', id))!) };
	});
}
