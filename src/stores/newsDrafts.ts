import { atom } from 'nanostores';
import { utilityUi } from '~/lib/i18n/utilityPages.ts';
import type { TablesInsert } from '~/lib/supabase/database.types.ts';
import type { NewsDraftStatus } from '~/lib/newsDrafts/states.ts';
import {
	adminClient,
	adminStore,
	refresh,
	runAction,
	type ActionResult,
} from './shared/adminStore.ts';

/** The news drafts: listed in /admin and /generate-news-bulk, written by the generator. */

const drafts = () => import('~/lib/supabase/newsDrafts.ts');

/** What a draft state is called (the generator's texts). */
export function draftStatusLabel(status: string): string {
	return utilityUi.newsDrafts.status[status] ?? status;
}

/** No filter yet: the key the list follows. */
export const $newsKey = atom('');

/** The latest 100 drafts, newest first. */
export const $newsDrafts = adminStore('news', $newsKey, async (c) =>
	(await drafts()).listNewsDrafts(c),
);

/** Moves a draft to another state; the list reloads either way. */
export function changeDraftStatus(
	draft: { id: string; title: string },
	status: NewsDraftStatus,
): Promise<ActionResult> {
	return runAction(
		`«${draft.title}»: ${draftStatusLabel(status)}`,
		async (c) => (await drafts()).setNewsDraftStatus(c, draft.id, status),
		$newsDrafts,
	);
}

/**
 * Stores new drafts in one insert (all or none). A failure keeps the database code, so the
 * generator can tell a taken slug (23505) from anything else.
 */
export async function createDrafts(
	rows: readonly TablesInsert<'news_drafts'>[],
): Promise<{ ok: true } | { ok: false; code: string | undefined }> {
	try {
		await (await drafts()).insertNewsDrafts(await adminClient(), rows);
		return { ok: true };
	} catch (error) {
		return { ok: false, code: (error as { code?: string }).code };
	} finally {
		refresh($newsDrafts);
	}
}
