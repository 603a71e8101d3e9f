import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';
import { queryError } from './fail.ts';

/** A cached AI answer. */
export type AiCacheRow = Pick<
	Tables<'ai_response_cache'>,
	'question_hash' | 'response' | 'hit_count' | 'created_at' | 'updated_at'
>;

/** Cached AI answers whose text contains `search` (as plain text), most used first. */
export async function listAiCache(client: PortalClient, search = ''): Promise<AiCacheRow[]> {
	let query = client
		.from('ai_response_cache')
		.select('question_hash, response, hit_count, created_at, updated_at');
	const text = search.trim();
	if (text) query = query.ilike('response', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
	const { data, error } = await query
		.order('hit_count', { ascending: false })
		.order('question_hash')
		.limit(100);
	if (error) throw queryError('ai_response_cache', error);
	return data;
}

/** Corrects a cached answer's text. */
export async function updateAiCache(
	client: PortalClient,
	hash: string,
	response: string,
): Promise<void> {
	const { error, count } = await client
		.from('ai_response_cache')
		.update({ response }, { count: 'exact' })
		.eq('question_hash', hash);
	if (error) throw queryError('ai_response_cache', error);
	if (count !== 1) {
		throw queryError('ai_response_cache', { message: 'no row updated', code: '42501' });
	}
}

/** Deletes a cached answer (the assistant will answer that question afresh). */
export async function deleteAiCache(client: PortalClient, hash: string): Promise<void> {
	const { error, count } = await client
		.from('ai_response_cache')
		.delete({ count: 'exact' })
		.eq('question_hash', hash);
	if (error) throw queryError('ai_response_cache', error);
	if (count !== 1) {
		throw queryError('ai_response_cache', { message: 'no row deleted', code: '42501' });
	}
}
