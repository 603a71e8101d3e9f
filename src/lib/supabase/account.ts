import type { ProfileValues } from '~/lib/auth/schemas.ts';
import type { PortalClient } from './client.ts';
import { throwIfError } from '../errors/dataErrors.ts';
import type { Tables } from './database.types.ts';

/** The profile fields the panel shows. */
export type ProfileRow = Pick<
	Tables<'profiles'>,
	'id' | 'email' | 'first_name' | 'last_name' | 'phone' | 'role'
>;

const columns = 'id, email, first_name, last_name, phone, role';

/** The user's profile, or null when it does not exist yet. */
export async function fetchProfile(
	client: PortalClient,
	userId: string,
): Promise<ProfileRow | null> {
	const { data, error } = await client
		.from('profiles')
		.select(columns)
		.eq('id', userId)
		.maybeSingle();
	throwIfError('profiles', error);
	return data;
}

/**
 * Saves the names and phone (the only columns users may update) and returns the stored profile.
 * Throws when nothing was updated, so a failed save never looks like a success.
 */
export async function updateProfile(
	client: PortalClient,
	userId: string,
	values: ProfileValues,
): Promise<ProfileRow> {
	const { data, error } = await client
		.from('profiles')
		.update({ first_name: values.first_name, last_name: values.last_name, phone: values.phone })
		.eq('id', userId)
		.select(columns)
		.single();
	throwIfError('profiles', error);
	return data;
}
