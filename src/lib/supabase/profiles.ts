import type { CachedProfile } from '~/lib/auth/cachedProfile.ts';
import type { PortalClient } from './client.ts';

/** The profiles row the session caches (RLS lets a user read only their own). */
export async function fetchProfile(
	client: PortalClient,
	userId: string,
): Promise<CachedProfile | null> {
	const { data, error } = await client
		.from('profiles')
		.select('id, first_name, last_name, phone, role')
		.eq('id', userId)
		.maybeSingle();
	if (error) throw new Error(`profiles: ${error.message}`);
	return data;
}
