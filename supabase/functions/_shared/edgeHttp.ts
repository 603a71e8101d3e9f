/**
 * What the service-role Edge Functions of the vault and the account share (verificar-documento,
 * eliminar-cuenta): the project's keys from the environment, JSON replies, and who is calling.
 * Web APIs only (Request, Response, fetch), so Deno runs them and the local server serves them.
 */

/** The project's URL and keys, as the platform sets them for every Edge Function. */
export type ProjectEnv = { url: string; anonKey: string; serviceKey: string };

/** The project's settings from the function's environment, or null when one is missing. */
export function projectEnv(env: (name: string) => string | undefined): ProjectEnv | null {
	const url = env('SUPABASE_URL');
	const anonKey = env('SUPABASE_ANON_KEY');
	const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
	return url && anonKey && serviceKey
		? { url: url.replace(/\/+$/, ''), anonKey, serviceKey }
		: null;
}

/** A JSON reply. */
export const json = (status: number, body: unknown): Response =>
	new Response(JSON.stringify(body), {
		status,
		headers: { 'content-type': 'application/json; charset=utf-8' },
	});

/** The bearer token of a request, if any. */
export function bearerOf(req: Request): string | null {
	const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
	return match ? match[1]! : null;
}

/** The service role's headers for the project's APIs. */
export const serviceHeaders = (serviceKey: string): Record<string, string> => ({
	apikey: serviceKey,
	authorization: `Bearer ${serviceKey}`,
	'content-type': 'application/json',
});

/**
 * The signed-in person a user's access token belongs to, asked of Auth itself (so an expired,
 * revoked or forged token is refused as Auth refuses it), or null.
 */
export async function signedInCaller(
	env: ProjectEnv,
	token: string,
	fetchFn: typeof fetch,
): Promise<{ id: string; email: string } | null> {
	const res = await fetchFn(`${env.url}/auth/v1/user`, {
		headers: { apikey: env.anonKey, authorization: `Bearer ${token}` },
	});
	if (!res.ok) return null;
	const user = (await res.json()) as { id?: unknown; email?: unknown };
	return typeof user.id === 'string' && typeof user.email === 'string'
		? { id: user.id, email: user.email }
		: null;
}

/** The JSON object of a request's body, or null when it is not one. */
export async function jsonBody(req: Request): Promise<Record<string, unknown> | null> {
	try {
		const body: unknown = await req.json();
		return body && typeof body === 'object' && !Array.isArray(body)
			? (body as Record<string, unknown>)
			: null;
	} catch {
		return null;
	}
}

/**
 * The start every service-role function shares: POST only, the project's settings present, and
 * the caller's bearer token (null when none). Either a reply to send at once, or what to go on.
 */
export function acceptCall(
	req: Request,
	envOf: (name: string) => string | undefined,
): Response | { env: ProjectEnv; token: string | null } {
	if (req.method !== 'POST') return json(405, { error: 'Usa POST.' });
	const env = projectEnv(envOf);
	if (!env) return json(503, { error: 'Faltan SUPABASE_URL o las claves del proyecto.' });
	return { env, token: bearerOf(req) };
}
