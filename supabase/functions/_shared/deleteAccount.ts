// Dominio: account
/**
 * «eliminar-cuenta» (issue 30, item 4): the signed-in person deletes their own account. The
 * function checks their token with Auth, the confirmation they typed (their email or
 * «ELIMINAR») and their current password, then, with the service role: deletes the files of
 * their document vault through the Storage API, deletes the auth user through the admin API (so
 * every row of theirs follows by cascade: profile, simulations, valuations, application and
 * documents, tickets and their messages, notifications, forms and leads) and queues the
 * «cuenta eliminada» security email to the address the account had. A token only ever deletes
 * its own account. Served by the local server too.
 */
import { acceptCall, json, jsonBody, serviceHeaders, signedInCaller } from './edgeHttp.ts';
import { purgeDocuments, removeVaultObjects } from './purgeDocuments.ts';
import { confirmsDeletion, deletionErrors } from '../../../src/lib/account/deletion.ts';

/** Handles one call; `envOf` reads the function's environment. */
export async function handleDeleteAccount(
	req: Request,
	envOf: (name: string) => string | undefined,
	fetchFn: typeof fetch = fetch,
): Promise<Response> {
	const accepted = acceptCall(req, envOf);
	if (accepted instanceof Response) return accepted;
	const { env, token } = accepted;
	const caller = token ? await signedInCaller(env, token, fetchFn) : null;
	if (!caller) return json(401, { error: deletionErrors.session, field: 'session' });
	const body = (await jsonBody(req)) ?? {};
	const confirmation = typeof body['confirmation'] === 'string' ? body['confirmation'] : '';
	const password = typeof body['password'] === 'string' ? body['password'] : '';
	if (!confirmsDeletion(confirmation, caller.email))
		return json(400, { error: deletionErrors.confirmation, field: 'confirmation' });
	if (!password) return json(400, { error: deletionErrors.passwordMissing, field: 'password' });
	// The password is checked as signing in checks it (and counts against its rate limit).
	const signIn = await fetchFn(`${env.url}/auth/v1/token?grant_type=password`, {
		method: 'POST',
		headers: { apikey: env.anonKey, 'content-type': 'application/json' },
		body: JSON.stringify({ email: caller.email, password }),
	});
	await signIn.body?.cancel();
	if (signIn.status === 429) return json(429, { error: deletionErrors.tooMany });
	if (!signIn.ok) return json(400, { error: deletionErrors.password, field: 'password' });

	const headers = serviceHeaders(env.serviceKey);
	// The vault's files first, while the documents still list them.
	const listed = await fetchFn(
		`${env.url}/rest/v1/documents?select=object_path&user_id=eq.${caller.id}`,
		{ headers },
	);
	if (!listed.ok) throw new Error(`documents: HTTP ${listed.status}`);
	const paths = ((await listed.json()) as { object_path: string }[]).map((d) => d.object_path);
	await removeVaultObjects(env.url, env.serviceKey, paths, fetchFn);
	const deleted = await fetchFn(`${env.url}/auth/v1/admin/users/${caller.id}`, {
		method: 'DELETE',
		headers,
	});
	await deleted.body?.cancel();
	if (!deleted.ok) throw new Error(`admin delete user: HTTP ${deleted.status}`);
	const queued = await fetchFn(`${env.url}/rest/v1/email_outbox`, {
		method: 'POST',
		headers: { ...headers, prefer: 'return=minimal' },
		body: JSON.stringify({
			user_id: null,
			to_email: caller.email.toLowerCase(),
			template: 'cuenta_eliminada',
			payload: {},
			dedupe_key: `cuenta_eliminada:${caller.id}`,
		}),
	});
	await queued.body?.cancel();
	if (!queued.ok) throw new Error(`email_outbox: HTTP ${queued.status}`);
	// Any other file left in the person's folder (the retention purge lists files without owner).
	await purgeDocuments(env.url, env.serviceKey, fetchFn);
	return json(200, { deleted: true });
}
