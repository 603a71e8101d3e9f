import type { Session } from '@supabase/supabase-js';
// Only the small path module, not the route registry: the header's bell and every island that
// links to sign in import this file, and the registry would bring the tool catalogue and zod.
import { dashboardPath, RETURN_PARAM, signInFor, signInPath } from '~/lib/site/accountPaths.ts';
import type { SessionState } from './sessionState.ts';

export { RETURN_PARAM };

/** Origin used only to parse relative paths; never part of a result. */
const base = 'https://same-site.invalid';

/**
 * Whether a path, normalised and percent-decoded (up to three times), could name another host
 * or hide a backslash or control character.
 */
function leavesSite(pathname: string): boolean {
	let decoded = pathname;
	for (let i = 0; i < 3; i++) {
		// eslint-disable-next-line no-control-regex
		if (decoded.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(decoded)) return true;
		let next: string;
		try {
			// Normalised again (dot segments), as a later parse of the decoded path would be.
			const url = new URL(decoded, base);
			if (url.origin !== base || url.pathname.startsWith('//')) return true;
			next = decodeURIComponent(decoded);
		} catch {
			return true;
		}
		if (next === decoded) return false;
		decoded = next;
	}
	return true;
}

/**
 * `value` when it is a path on this site (`/dashboard?tab=1#x`), else `fallback`. The path is
 * normalised first (dot segments, as the browser would) and must still be a same-origin path:
 * rejects absolute URLs, protocol-relative `//host` (also `/.//host`), backslashes and their
 * percent-encoded forms (`/%5Chost`, `/%2F%2Fhost`), `javascript:` and the sign-in page itself
 * (which would loop).
 */
export function safeReturnPath(
	value: string | null | undefined,
	fallback: string = dashboardPath,
): string {
	if (!value?.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return fallback;
	let url: URL;
	try {
		url = new URL(value, base);
	} catch {
		return fallback;
	}
	if (url.origin !== base || leavesSite(url.pathname)) return fallback;
	if (url.pathname === signInPath || url.pathname.startsWith(`${signInPath}/`)) return fallback;
	return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that, once signed in, sends the visitor back to `returnPath`. */
export function signInUrl(returnPath: string): string {
	return signInFor(safeReturnPath(returnPath));
}

/** The page to go to after signing in, read from the sign-in page's URL (SPEC: else /dashboard). */
export function returnPathFrom(url: URL | string): string {
	const parsed = typeof url === 'string' ? new URL(url, base) : url;
	return safeReturnPath(parsed.searchParams.get(RETURN_PARAM));
}

/**
 * Whether the session belongs to an admin: `app_metadata.role === 'admin'`, which only the
 * service role can set (users can edit `user_metadata`, so it never grants anything).
 */
export function isAdmin(session: Pick<Session, 'user'> | null | undefined): boolean {
	const role: unknown = session?.user.app_metadata['role'];
	return role === 'admin';
}

/** What the gate does with a settled session on a private page. */
export type GateDecision = { allow: true; session: Session } | { allow: false; redirectTo: string };

/** The gate's rule: signed-out visitors go to sign in (keeping the page), non-admins to the panel. */
export function gateDecision(
	state: Exclude<SessionState, { status: 'unknown' }>,
	currentPath: string,
	options: { admin?: boolean } = {},
): GateDecision {
	if (state.status === 'signed-out') return { allow: false, redirectTo: signInUrl(currentPath) };
	if (options.admin && !isAdmin(state.session)) return { allow: false, redirectTo: dashboardPath };
	return { allow: true, session: state.session };
}
