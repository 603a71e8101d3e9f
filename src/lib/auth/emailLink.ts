/**
 * What the URL of a page says after an email link (confirmation, recovery) went through the
 * auth service's /verify: GoTrue redirects to our page with the session in the fragment
 * (implicit flow), a `?code=` (PKCE flow) or an error. Read before supabase-js clears it.
 */

/** The kind of email link that brought the visitor, as GoTrue names it in `type`. */
export type EmailLinkType = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite';

/** What the page learnt from its URL. */
export type EmailLink =
	| { kind: 'none' }
	| { kind: 'session'; type: EmailLinkType | 'unknown' }
	| { kind: 'code' }
	| { kind: 'error'; code: string };

const linkTypes: readonly string[] = ['signup', 'recovery', 'email_change', 'magiclink', 'invite'];

/** Parameters of the fragment and the query string together (the fragment wins). */
function paramsOf(url: URL): URLSearchParams {
	const params = new URLSearchParams(url.search);
	for (const [key, value] of new URLSearchParams(url.hash.replace(/^#/, ''))) {
		params.set(key, value);
	}
	return params;
}

/** Reads the result of an email link from a page's URL. */
export function readEmailLink(url: URL): EmailLink {
	const params = paramsOf(url);
	if (params.has('error') || params.has('error_code') || params.has('error_description')) {
		return { kind: 'error', code: params.get('error_code') ?? params.get('error') ?? 'unknown' };
	}
	if (params.get('access_token') && params.get('refresh_token')) {
		const type = params.get('type') ?? '';
		return {
			kind: 'session',
			type: linkTypes.includes(type) ? (type as EmailLinkType) : 'unknown',
		};
	}
	if (params.get('code')) return { kind: 'code' };
	return { kind: 'none' };
}

/** What GoTrue says when one of the two links of a secure email change has been opened. */
const halfConfirmed = /^Confirmation link accepted/;

/**
 * Whether the page was opened from the first of the two links of a secure email change (the
 * other address still has to confirm): GoTrue adds `message=` to the fragment or, in the PKCE
 * flow, to the query.
 */
export function isHalfConfirmedEmailChange(url: URL): boolean {
	return halfConfirmed.test(paramsOf(url).get('message') ?? '');
}

/** Auth parameters GoTrue may add to the query string of a redirect. */
const authQueryParams = [
	'code',
	'sb_flow_id',
	'error',
	'error_code',
	'error_description',
	'sb',
	'message',
];

/**
 * The same page without what the email link added (fragment and auth query parameters), so a
 * reload or a shared URL never replays an error or a token; other parameters are kept.
 */
export function withoutEmailLink(url: URL): string {
	const search = new URLSearchParams(url.search);
	for (const key of authQueryParams) search.delete(key);
	const query = search.toString();
	return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** Which tab the auth screen opens with: `?mode=login`, else register (SPEC.md section 2). */
export type AuthMode = 'login' | 'register';

/** The tab asked for in the URL; register is the default. */
export function authModeFrom(url: URL): AuthMode {
	return url.searchParams.get('mode') === 'login' ? 'login' : 'register';
}

/** The sign-in methods recorded in an access token's `amr` claim ('password', 'recovery'…). */
export function authMethodsOf(accessToken: string): string[] {
	const payload = accessToken.split('.')[1];
	if (!payload) return [];
	try {
		const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
		const claims: unknown = JSON.parse(json);
		const amr = (claims as { amr?: unknown }).amr;
		if (!Array.isArray(amr)) return [];
		return amr.flatMap((entry: unknown) => {
			const method = (entry as { method?: unknown } | null)?.method;
			return typeof method === 'string' ? [method] : [];
		});
	} catch {
		return [];
	}
}

/**
 * Whether a session came from a password-recovery link (GoTrue records the method 'recovery'),
 * so a reload of /reset-password after opening the link still offers the new password form.
 */
export function isRecoverySession(accessToken: string): boolean {
	return authMethodsOf(accessToken).includes('recovery');
}
