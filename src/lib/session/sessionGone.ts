/**
 * A session that is gone (issue 45): signed out on another device (`POST /logout?scope=global`),
 * its refresh token revoked, or its JWT expired and no longer refreshable. Every store maps it to
 * one outcome: the session store signs out locally and the page says so with a link to sign in
 * again (islands/session/sessionEnded.ts). The request log (lib/supabase/requestLog.ts) sees
 * every answer of the backend and reports these here, so no domain has to recognise them.
 */

/** What the page says when the session is gone. */
export const sessionEndedText = 'Tu sesión ha terminado. Vuelve a iniciar sesión.';

/** The link's text under it. */
export const sessionEndedLink = 'Iniciar sesión de nuevo';

/**
 * The error codes that mean the session is gone: GoTrue's (session or refresh token unknown,
 * revoked or reused; a JWT it cannot accept) and PostgREST's expired JWT.
 */
export const sessionGoneCodes: ReadonlySet<string> = new Set([
	'session_not_found',
	'session_expired',
	'refresh_token_not_found',
	'refresh_token_already_used',
	'bad_jwt',
	'PGRST303',
]);

/** supabase-js errors raised in the browser when it has no session left to send. */
const goneErrorNames: ReadonlySet<string> = new Set(['AuthSessionMissingError']);

/** Whether an error (thrown or answered) says the session is gone. */
export function isSessionGone(error: unknown): boolean {
	if (error === null || typeof error !== 'object') return false;
	const e = error as { code?: unknown; error_code?: unknown; name?: unknown };
	const code = typeof e.code === 'string' ? e.code : e.error_code;
	if (typeof code === 'string' && sessionGoneCodes.has(code)) return true;
	return typeof e.name === 'string' && goneErrorNames.has(e.name);
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever the backend answers that the session is gone; returns the stop. */
export function onSessionGone(listener: Listener): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

/** Tells the listeners that the session is gone (the request log calls it). */
export function reportSessionGone(): void {
	for (const listener of [...listeners]) listener();
}

/**
 * Reads an answer of the backend: a refusal (400, 401 or 403) whose JSON code says the session
 * is gone is reported. The response itself is left untouched (a clone is read).
 */
export async function checkAnswer(response: Response): Promise<void> {
	if (![400, 401, 403].includes(response.status)) return;
	if (!/json/i.test(response.headers.get('content-type') ?? '')) return;
	try {
		if (isSessionGone(await response.clone().json())) reportSessionGone();
	} catch {
		// Not JSON after all: nothing to read.
	}
}
