import {
	fetchApplicationProgress,
	openApplication,
	type ApplicationProgressRow,
} from '~/lib/supabase/application.ts';
import { refresh } from './shared/query.ts';
import {
	browserData,
	liveForUser,
	signedInUserId,
	userStore,
	type DataDeps,
} from './shared/signedIn.ts';
import { overridable } from './shared/deps.ts';
import { computed } from 'nanostores';
import type { TrackerFacts } from '~/lib/application/tracker.ts';
import { $simulations } from './simulations.ts';
import { $vault } from './vault.ts';

/**
 * The signed-in user's mortgage application (the 6-step tracker of Mi Panel): read, kept live
 * while shown (advisors move it), and opened by the person («Solicitar estudio»).
 */

const deps = overridable<DataDeps>(browserData());

/** Replaces the client and Realtime (tests); returns the reset. */
export const configureApplication = deps.configure;

/** The user's application progress, or null before it is opened. */
export const $progress = userStore('progress', deps.get, fetchApplicationProgress);

/** What the live watcher listens to: the user's progress row, on their own channel. */
export const progressChanges = liveForUser(
	$progress,
	deps.get,
	'application_progress',
	'panel-solicitud',
);

/**
 * «Solicitar estudio»: opens the user's own application at step 1 and shows it at once. A second
 * request (another tab opened it) answers 23505; the list is read again either way.
 */
export async function requestStudy(): Promise<ApplicationProgressRow> {
	const userId = signedInUserId();
	try {
		const row = await openApplication(await deps.get().client(), userId);
		$progress.mutate(row);
		return row;
	} finally {
		refresh($progress);
	}
}

/**
 * What the tracker reads from the other domains (issue 45): the saved simulations and the vault's
 * documents, each kept by its own store (the vault's live). While one loads or fails it counts
 * as nothing yet, and the step says what is missing.
 */
export const $trackerFacts = computed(
	[$simulations, $vault],
	(simulations, vault): Omit<TrackerFacts, 'progress'> => ({
		simulations: simulations.data?.length ?? 0,
		documents: vault.data?.documents ?? [],
	}),
);
