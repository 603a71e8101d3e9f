// Dominio: vault
import { serviceHeaders } from './edgeHttp.ts';

/**
 * Retention of the document vault (issue 30, item 4): deletes, through the Storage API, every
 * file public.documents_due_for_deletion() lists (applications closed more than 12 months ago,
 * and people who deleted their account). Deleting a file deletes its document row (trigger).
 * Shared by the purgar-documentos Edge Function (hosted, scheduled by pg_cron) and the local
 * server's scheduler. Returns how many files were deleted.
 */
export async function purgeDocuments(
	baseUrl: string,
	serviceKey: string,
	fetchFn: typeof fetch = fetch,
): Promise<number> {
	const headers = serviceHeaders(serviceKey);
	const due = await fetchFn(`${baseUrl}/rest/v1/rpc/documents_due_for_deletion`, {
		method: 'POST',
		headers,
		body: '{}',
	});
	if (!due.ok) throw new Error(`documents_due_for_deletion: HTTP ${due.status}`);
	const paths = ((await due.json()) as { object_path: string }[]).map((r) => r.object_path);
	return removeVaultObjects(baseUrl, serviceKey, paths, fetchFn);
}

/**
 * Deletes files of the bucket `documentos` through the Storage API as the service role, 1.000
 * per request; returns how many were deleted. The purge and «eliminar-cuenta» use it.
 */
export async function removeVaultObjects(
	baseUrl: string,
	serviceKey: string,
	paths: readonly string[],
	fetchFn: typeof fetch = fetch,
): Promise<number> {
	const headers = serviceHeaders(serviceKey);
	let deleted = 0;
	for (let i = 0; i < paths.length; i += 1000) {
		const res = await fetchFn(`${baseUrl}/storage/v1/object/documentos`, {
			method: 'DELETE',
			headers,
			body: JSON.stringify({ prefixes: paths.slice(i, i + 1000) }),
		});
		if (!res.ok) throw new Error(`storage remove: HTTP ${res.status}`);
		deleted += ((await res.json()) as unknown[]).length;
	}
	return deleted;
}
