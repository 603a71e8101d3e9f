import type { IncomingMessage, ServerResponse } from 'node:http';
import { providerConfigFrom } from '../functions/_shared/assistantAnswer.ts';
import { GuardState, guardedAnswer } from '../functions/_shared/assistantGuard.ts';
import type { ServerConfig } from './config.ts';
import { BodyError, bearer, clientIp, readJson, send } from './http.ts';
import { verifyJwt } from './jwt.ts';

/** The local functions' settings and the assistant's counters and cache (one per server). */
export type FunctionsDeps = { config: ServerConfig; guard: GuardState };

/** Largest assistant request body: a question and six passages fit in far less. */
const maxAssistantBody = 64 * 1024;

/** The signed-in user of a verified bearer token, if any (the anon key has none). */
function userIdOf(req: IncomingMessage, config: ServerConfig): string | undefined {
	const token = bearer(req);
	const verified = token ? verifyJwt(token, config.jwtSecret) : undefined;
	const claims = verified?.claims;
	return claims?.role === 'authenticated' && typeof claims.sub === 'string'
		? claims.sub
		: undefined;
}

/**
 * /functions/v1/<name>: the Edge Functions of supabase/functions served locally. Only
 * «asistente-ia» exists; it runs when AI_PROVIDER_URL, AI_PROVIDER_KEY and AI_PROVIDER_MODEL
 * are set in the server's environment, and answers 503 otherwise (as the deployed one does).
 * Its limits (per IP, per user, input length, topic, timeout, cache) are the Edge Function's.
 */
export async function handleFunctions(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	deps: FunctionsDeps,
	env: (name: string) => string | undefined = (name) => process.env[name],
): Promise<void> {
	if (url.pathname !== '/functions/v1/asistente-ia') {
		send(req, res, 404, { error: 'Función no encontrada.' });
		return;
	}
	if (req.method !== 'POST') {
		send(req, res, 405, { error: 'Usa POST.' });
		return;
	}
	const provider = providerConfigFrom(env);
	if (!provider) {
		send(req, res, 503, { error: 'El asistente en línea no está configurado.' });
		return;
	}
	let body: unknown;
	try {
		body = await readJson(req, Math.min(deps.config.maxBodyBytes, maxAssistantBody));
	} catch (error) {
		if (!(error instanceof BodyError)) throw error;
		send(req, res, error.status, { error: 'Petición no válida.' });
		return;
	}
	const reply = await guardedAnswer(deps.guard, provider, body, {
		ip: clientIp(req, deps.config.trustedProxies),
		userId: userIdOf(req, deps.config),
	});
	const headers: Record<string, string> =
		reply.retryAfter === undefined ? {} : { 'Retry-After': String(reply.retryAfter) };
	send(req, res, reply.status, reply.body, headers);
}
