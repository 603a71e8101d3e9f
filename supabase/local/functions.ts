import type { IncomingMessage, ServerResponse } from 'node:http';
import { providerConfigFrom } from '../functions/_shared/assistantAnswer.ts';
import { GuardState, guardedAnswer } from '../functions/_shared/assistantGuard.ts';
import { handleDeleteAccount } from '../functions/_shared/deleteAccount.ts';
import { handleLoanReview } from '../functions/_shared/loanNotices.ts';
import { handleVerifyDocument } from '../functions/_shared/verifyDocument.ts';
import type { ServerConfig } from './config.ts';
import type { ContentChecker } from './storage/contentPool.ts';
import { BodyError, bearer, clientIp, corsHeaders, readBody, readJson, send } from './http.ts';
import { verifyJwt } from './jwt.ts';

/**
 * The local functions' settings, the assistant's counters and cache (one per server) and the
 * content check's worker pool (verificar-documento never checks on the request thread).
 */
export type FunctionsDeps = { config: ServerConfig; guard: GuardState; content: ContentChecker };

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

/** The service-role functions written on Web APIs, served here as Deno serves them. */
type WebFunction = (
	req: Request,
	env: (name: string) => string | undefined,
	deps: FunctionsDeps,
) => Promise<Response>;
const webFunctions = new Map<string, WebFunction>([
	['verificar-documento', (req, env, deps) => handleVerifyDocument(req, env, fetch, deps.content)],
	['eliminar-cuenta', (req, env) => handleDeleteAccount(req, env)],
	['revisar-hipotecas', (req, env) => handleLoanReview(req, env)],
]);

/** Largest body of those functions: a path, or a confirmation and a password. */
const maxWebBody = 16 * 1024;

/**
 * Runs a Web-API function with this server as its project (SUPABASE_URL and the keys, as the
 * platform sets them) and writes its Response.
 */
async function serveWebFunction(
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
	handler: WebFunction,
	deps: FunctionsDeps,
): Promise<void> {
	const { config } = deps;
	let body: string;
	try {
		body = await readBody(req, maxWebBody);
	} catch (error) {
		if (!(error instanceof BodyError)) throw error;
		send(req, res, error.status, { error: 'Petición no válida.' });
		return;
	}
	const headers = new Headers();
	for (const [name, value] of Object.entries(req.headers))
		if (typeof value === 'string') headers.set(name, value);
	const method = req.method ?? 'GET';
	const request = new Request(url, {
		method,
		headers,
		...(method === 'GET' || method === 'HEAD' ? {} : { body }),
	});
	const project: Record<string, string> = {
		SUPABASE_URL: `http://${['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host}:${config.port}`,
		SUPABASE_ANON_KEY: config.anonKey,
		SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
	};
	const reply = await handler(request, (name) => project[name], deps);
	const text = await reply.text();
	res.writeHead(reply.status, {
		...corsHeaders(req),
		'Content-Type': reply.headers.get('content-type') ?? 'application/json; charset=utf-8',
	});
	res.end(text);
}

/**
 * /functions/v1/<name>: the Edge Functions of supabase/functions served locally.
 * «verificar-documento», «eliminar-cuenta» and «revisar-hipotecas» run against this server with
 * its service role.
 * «asistente-ia» runs when AI_PROVIDER_URL, AI_PROVIDER_KEY and AI_PROVIDER_MODEL
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
	const web = webFunctions.get(url.pathname.slice('/functions/v1/'.length));
	if (web) return serveWebFunction(req, res, url, web, deps);
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
