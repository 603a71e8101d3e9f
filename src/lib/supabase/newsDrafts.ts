import type { NewsDraftStatus } from '../newsDrafts/states.ts';
import type { PortalClient } from './client.ts';
import type { Tables, TablesInsert } from './database.types.ts';
import { queryError } from './fail.ts';

/** A news draft as the admin area and the generator list it. */
export type NewsDraftRow = Pick<
	Tables<'news_drafts'>,
	'id' | 'title' | 'slug' | 'excerpt' | 'body' | 'status' | 'category' | 'created_at' | 'updated_at'
>;

/** The latest 100 drafts, newest first. */
export async function listNewsDrafts(client: PortalClient): Promise<NewsDraftRow[]> {
	const { data, error } = await client
		.from('news_drafts')
		.select('id, title, slug, excerpt, body, status, category, created_at, updated_at')
		.order('created_at', { ascending: false })
		.limit(100);
	if (error) throw queryError('news_drafts', error);
	return data;
}

/** Moves a draft to another state. */
export async function setNewsDraftStatus(
	client: PortalClient,
	id: string,
	status: NewsDraftStatus,
): Promise<void> {
	const { error, count } = await client
		.from('news_drafts')
		.update({ status }, { count: 'exact' })
		.eq('id', id);
	if (error) throw queryError('news_drafts', error);
	if (count !== 1) throw queryError('news_drafts', { message: 'no row updated', code: '42501' });
}

/** Stores new drafts (one insert: all or none; a taken slug fails with code 23505). */
export async function insertNewsDrafts(
	client: PortalClient,
	rows: readonly TablesInsert<'news_drafts'>[],
): Promise<void> {
	const { error } = await client.from('news_drafts').insert([...rows]);
	if (error) throw queryError('news_drafts', error);
}
