import { captureException } from '../errors/report.ts';
import { checkAnswer } from '../session/sessionGone.ts';
import { createLoggedFetch, type RequestLogEntry } from './loggedFetch.ts';

/**
 * The browser's request log: the fetch the Supabase client uses, reporting through the site's
 * error reporter. Created on first use so pages that never call Supabase never touch fetch.
 */
let instance: ReturnType<typeof createLoggedFetch> | undefined;

function requestLog() {
	instance ??= createLoggedFetch({
		// Every answer is read for a session that is gone (lib/session/sessionGone.ts) before the
		// client sees it, so the session store hears of it whichever domain asked.
		fetch: async (input, init) => {
			const response = await globalThis.fetch(input, init);
			await checkAnswer(response);
			return response;
		},
		report: (error, context, kind) => {
			captureException(error, context, kind);
		},
	});
	return instance;
}

/** The fetch passed to the Supabase client as `global.fetch`. */
export const loggedFetch: typeof fetch = (input, init) => requestLog().fetch(input, init);

/** The last 20 requests of this page, oldest first (read-only copy, for the admin health page). */
export function recentRequests(): readonly RequestLogEntry[] {
	return instance ? instance.entries() : [];
}
