/**
 * The request handler of the Edge Function «enviar-emails», kept apart from Deno.serve so Node
 * tests run it against the local backend and a fake provider.
 */
import { httpEmailTransport, restOutboxStore } from './providers.ts';
import { drainDue } from './worker.ts';

const json = (status: number, body: unknown) =>
	new Response(JSON.stringify(body), {
		status,
		headers: { 'content-type': 'application/json; charset=utf-8' },
	});

/** Compares two secrets without stopping at the first different character. */
function sameSecret(a: string, b: string): boolean {
	let diff = a.length ^ b.length;
	for (let i = 0; i < Math.max(a.length, b.length); i++) {
		diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
	}
	return diff === 0;
}

/** POST with `Authorization: Bearer <EMAIL_WORKER_SECRET>`: sends what is due and reports counts. */
export async function handleSendEmails(
	req: Request,
	env: (name: string) => string | undefined,
	fetchFn: typeof fetch = fetch,
): Promise<Response> {
	if (req.method !== 'POST') return json(405, { error: 'Usa POST.' });
	const secret = env('EMAIL_WORKER_SECRET');
	const given = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
	if (!secret || !sameSecret(given, secret)) return json(401, { error: 'No autorizado.' });
	const supabaseUrl = env('SUPABASE_URL');
	const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
	const apiKey = env('EMAIL_API_KEY');
	const from = env('EMAIL_FROM');
	const siteUrl = env('SITE_URL');
	if (!supabaseUrl || !serviceKey || !apiKey || !from || !siteUrl) {
		return json(503, { error: 'El envío de emails no está configurado.' });
	}
	const baseUrl = env('EMAIL_API_URL');
	const result = await drainDue(
		restOutboxStore(supabaseUrl, serviceKey, fetchFn),
		httpEmailTransport({ apiKey, from, ...(baseUrl ? { baseUrl } : {}) }, fetchFn),
		{ siteUrl },
	);
	return json(200, result);
}
