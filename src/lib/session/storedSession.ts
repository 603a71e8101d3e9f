/**
 * Finding a stored supabase-js session without loading supabase-js: content pages use this to
 * decide, before the first paint, whether the signed-in header is needed at all.
 */

/** Key supabase-js stores a session under: `sb-<project ref>-auth-token`. */
export const storedSessionKey = /^sb-.+-auth-token$/;

/** Attribute set on <html> while a session is stored; CSS shows the signed-in header slot. */
export const sessionAttribute = 'data-session';

/** True when supabase-js left a session in storage. */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | undefined): boolean {
	if (!storage) return false;
	for (let i = 0; i < storage.length; i++) {
		if (storedSessionKey.test(storage.key(i) ?? '')) return true;
	}
	return false;
}

/** What the header needs from the stored session before supabase-js is loaded. */
export interface StoredSession {
	userId: string;
	email: string;
	accessToken: string;
	/** When the access token expires, in seconds since 1970 (supabase-js `expires_at`). */
	expiresAt: number;
}

/**
 * The session supabase-js stored, read without loading it; null when none is stored or it is
 * not readable. Whether it is still valid is up to the caller (see expiresAt): only supabase-js
 * refreshes it, and the server checks every token anyway.
 */
export function readStoredSession(
	storage: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined,
): StoredSession | null {
	if (!storage) return null;
	for (let i = 0; i < storage.length; i++) {
		const key = storage.key(i) ?? '';
		if (!storedSessionKey.test(key)) continue;
		try {
			const value = JSON.parse(storage.getItem(key) ?? 'null') as {
				access_token?: unknown;
				expires_at?: unknown;
				user?: { id?: unknown; email?: unknown };
			} | null;
			const { access_token: accessToken, expires_at: expiresAt, user } = value ?? {};
			if (typeof accessToken !== 'string' || typeof expiresAt !== 'number') return null;
			if (typeof user?.id !== 'string') return null;
			return {
				userId: user.id,
				email: typeof user.email === 'string' ? user.email : '',
				accessToken,
				expiresAt,
			};
		} catch {
			return null;
		}
	}
	return null;
}

/**
 * Inline script for the head: marks <html> when a session is stored, before the first paint,
 * so the header reserves the signed-in box instead of flashing the sign-in buttons (no layout
 * shift). It mirrors hasStoredSession (kept tiny on purpose).
 */
export function sessionBootScript(): string {
	return [
		'(function(){try{var s=localStorage;',
		'for(var i=0;i<s.length;i++){',
		`if(${storedSessionKey.toString()}.test(s.key(i)||'')){`,
		`document.documentElement.setAttribute(${JSON.stringify(sessionAttribute)},'');return}}`,
		'}catch(e){}})();',
	].join('');
}
