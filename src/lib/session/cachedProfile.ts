/**
 * The signed-in user's profile as it is cached in localStorage under 'cached_profile' (SPEC.md
 * section 3), so the header can greet the user on every page without asking the server.
 *
 * Stored shape (JSON): `{ id, first_name, last_name, phone, role }`, the profiles row of the
 * user `id`. A value of another shape (an older version, another user, hand-edited) is ignored
 * and fetched again.
 */
export interface CachedProfile {
	id: string;
	first_name: string | null;
	last_name: string | null;
	phone: string | null;
	role: string;
}

/** localStorage key of the cached profile (SPEC.md section 3). */
export const cachedProfileKey = 'cached_profile';

const optionalText = (value: unknown): value is string | null =>
	value === null || typeof value === 'string';

/** The cached profile of `userId` read from its stored JSON, or null when absent or not valid. */
export function parseCachedProfile(text: string | null, userId: string): CachedProfile | null {
	if (!text) return null;
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return null;
	}
	if (typeof value !== 'object' || value === null) return null;
	const p = value as Record<string, unknown>;
	if (p['id'] !== userId || typeof p['role'] !== 'string') return null;
	if (!optionalText(p['first_name']) || !optionalText(p['last_name'])) return null;
	if (!optionalText(p['phone'])) return null;
	return {
		id: userId,
		first_name: p['first_name'],
		last_name: p['last_name'],
		phone: p['phone'],
		role: p['role'],
	};
}

/** The name the header shows: first name and last names, else the email, else ''. */
export function displayName(profile: CachedProfile | null, email?: string): string {
	const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim();
	return name || email || '';
}
