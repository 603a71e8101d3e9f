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
