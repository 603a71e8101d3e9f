// Dominio: ai
/**
 * Supabase Edge Function «asistente-ia»: writes the assistant's answer with an
 * OpenAI-compatible model from the passages the browser found (by id: their texts come from the
 * published index, never from the request). Configure it with secrets
 * (`supabase secrets set AI_PROVIDER_URL=… AI_PROVIDER_KEY=… AI_PROVIDER_MODEL=…`) and build
 * the site with PUBLIC_AI_PROVIDER=1. Without the secrets it answers 503 and the browser's
 * offline engine answers instead.
 */
import { providerConfigFrom } from '../_shared/assistantAnswer.ts';
import { GuardState, guardedAnswer } from '../_shared/assistantGuard.ts';
import {
	fetchIndexText,
	publishedIndexPath,
	publishedIndexSource,
} from '../_shared/assistantIndex.ts';

// Deno's globals, declared here so the project's TypeScript (Node) checks this file too.
declare const Deno: {
	env: { get(name: string): string | undefined };
	serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

const cors = {
	'access-control-allow-origin': '*',
	'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
	'access-control-allow-methods': 'POST, OPTIONS',
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
	new Response(JSON.stringify(body), {
		status,
		headers: { ...cors, 'content-type': 'application/json; charset=utf-8', ...headers },
	});

/**
 * Counters and cache of this function instance (issue 24: limits per IP and per user), and the
 * published index it grounds answers on (issue 43): ASSISTANT_INDEX_URL, or the site's file
 * under SITE_URL.
 */
const indexUrl =
	Deno.env.get('ASSISTANT_INDEX_URL') ??
	`${(Deno.env.get('SITE_URL') ?? '').replace(/\/+$/, '')}${publishedIndexPath}`;
const guard: GuardState = new GuardState(
	publishedIndexSource(fetchIndexText(indexUrl), { onChange: (index) => guard.forget(index) }),
);

/**
 * The caller's address: Cloudflare's cf-connecting-ip, else the last X-Forwarded-For hop (the
 * one Supabase's gateway added; hops to its left are whatever the client wrote).
 */
function callerIp(req: Request): string {
	const cf = req.headers.get('cf-connecting-ip')?.trim();
	const hops = (req.headers.get('x-forwarded-for') ?? '').split(',').map((h) => h.trim());
	return cf || hops.at(-1) || 'unknown';
}

/**
 * The signed-in user of the bearer token (the gateway has verified it, as verify_jwt is on),
 * or undefined for the anon key.
 */
function userIdOf(req: Request): string | undefined {
	const token = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
	try {
		const part = token?.split('.')[1] ?? '';
		const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
			role?: unknown;
			sub?: unknown;
		};
		return claims.role === 'authenticated' && typeof claims.sub === 'string'
			? claims.sub
			: undefined;
	} catch {
		return undefined;
	}
}

Deno.serve(async (req) => {
	if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
	if (req.method !== 'POST') return json(405, { error: 'Usa POST.' });
	const config = providerConfigFrom((name) => Deno.env.get(name));
	if (!config) return json(503, { error: 'El asistente en línea no está configurado.' });
	if (Number(req.headers.get('content-length') ?? 0) > 64 * 1024)
		return json(413, { error: 'Petición no válida.' });
	const body: unknown = await req.json().catch(() => undefined);
	const reply = await guardedAnswer(guard, config, body, {
		ip: callerIp(req),
		userId: userIdOf(req),
	});
	const headers: Record<string, string> =
		reply.retryAfter === undefined ? {} : { 'retry-after': String(reply.retryAfter) };
	return json(reply.status, reply.body, headers);
});
