import type { ProfileValues } from '~/lib/auth/schemas.ts';
import { fetchProfile, updateProfile, type ProfileRow } from '~/lib/supabase/account.ts';
import { refreshProfile } from './session.ts';
import { browserData, signedInUserId, userStore, type DataDeps } from './shared/signedIn.ts';
import { watchChanges } from './shared/live.ts';
import { refresh } from './shared/query.ts';
import { $userId } from './session.ts';
import { onMount } from 'nanostores';
import { overridable } from './shared/deps.ts';

/**
 * The signed-in user's profile row as Mi Panel edits it (names, phone, role). The email and
 * password changes are stores/auth.ts's; the header's short profile lives in the session store,
 * and saving here refreshes it.
 */

/** Data deps plus the header's profile refresh (both faked in unit tests). */
export interface ProfileDeps extends DataDeps {
	refreshHeader: () => Promise<void>;
}

const deps = overridable<ProfileDeps>({ ...browserData(), refreshHeader: refreshProfile });

/** Replaces the client and the header refresh (tests); returns the reset. */
export const configureAccount = deps.configure;

/** The profile row (null before the database created it). */
export const $profileRow = userStore('profile', deps.get, fetchProfile);

// Live while read (issue 45): a change of the person's own row (an approved role, an admin's
// change, a name saved in another tab) reloads it and the session store's profile, whose role
// decides the panel's sections.
onMount($profileRow, () =>
	watchChanges(
		$userId,
		(userId) => ({
			channel: `user:${userId}/perfil`,
			table: 'profiles',
			filter: `id=eq.${userId}`,
			event: 'UPDATE',
			onChange: () => {
				refresh($profileRow);
				void deps.get().refreshHeader();
			},
		}),
		deps.get().live,
	),
);

/**
 * Saves names and phone, shows the stored row at once and refreshes the header's account menu
 * (and its cache) so the new name shows there too, also after a reload.
 */
export async function saveProfile(values: ProfileValues): Promise<ProfileRow> {
	const userId = signedInUserId();
	const saved = await updateProfile(await deps.get().client(), userId, values);
	$profileRow.mutate(saved);
	await deps.get().refreshHeader();
	return saved;
}
