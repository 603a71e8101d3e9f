// Dominio: ai
/**
 * The assistant's published index as the server reads it (issue 43): the passages the provider
 * may answer from, by id, and the version of the file they came from. The server grounds every
 * answer on these texts, never on text a caller sends, so a cached answer is one the server
 * itself grounded. This adapter is the one place that knows the index file's shape (the
 * `SerializedIndex` of src/lib/ai/searchIndex.ts, built into /herramientas/indice-asistente.json):
 * a change of that shape changes only `passagesOf` below.
 */
import type { SerializedIndex } from '../../../src/lib/ai/searchIndex.ts';

/** Where the site publishes the index (the same path as src/lib/ai/indexAsset.ts). */
export const publishedIndexPath = '/herramientas/indice-asistente.json';

/** A passage as an answer is grounded on it. */
export type GroundPassage = { id: string; title: string; href: string; text: string };

/** The published index: its version (a hash of the file) and its passages by id. */
export type PublishedIndex = { version: string; passages: ReadonlyMap<string, GroundPassage> };

/** The passages of the index file, whatever its shape (the only shape-aware code here). */
function passagesOf(raw: unknown): GroundPassage[] {
	const index = raw as Partial<SerializedIndex> | null;
	if (!index || !Array.isArray(index.passages))
		throw new Error('Índice del asistente con un formato desconocido.');
	return index.passages
		.filter((p) => typeof p?.id === 'string' && typeof p.text === 'string')
		.map((p) => ({ id: p.id, title: p.title, href: p.href, text: p.text }));
}

/** Reads the index file's text: its passages, and its version (SHA-256 of the text, 16 hex). */
export async function readPublishedIndex(text: string): Promise<PublishedIndex> {
	const passages = passagesOf(JSON.parse(text) as unknown);
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
	const version = [...new Uint8Array(digest)]
		.slice(0, 8)
		.map((b) => b.toString(16).padStart(2, '0'))
		.join('');
	return { version, passages: new Map(passages.map((p) => [p.id, p])) };
}

/**
 * The index of one process, read on first use and again after `ttlMs` (a new deploy of the site
 * publishes a new file); `onChange` hears each new version. A failed read is retried on the next
 * call (the last good index serves meanwhile).
 */
export function publishedIndexSource(
	readText: () => Promise<string>,
	{
		ttlMs = 10 * 60_000,
		onChange,
	}: { ttlMs?: number; onChange?: (i: PublishedIndex) => void } = {},
): () => Promise<PublishedIndex> {
	let current: PublishedIndex | undefined;
	let readAt = 0;
	let pending: Promise<PublishedIndex> | undefined;
	return () => {
		if (current && Date.now() - readAt < ttlMs) return Promise.resolve(current);
		pending ??= readText()
			.then(readPublishedIndex)
			.then((index) => {
				if (index.version !== current?.version) onChange?.(index);
				current = index;
				readAt = Date.now();
				return index;
			})
			.catch((error: unknown) => {
				if (current) return current;
				throw error;
			})
			.finally(() => {
				pending = undefined;
			});
		return pending;
	};
}

/** Reads a URL's text (the published site's file), failing on any status but 200. */
export const fetchIndexText =
	(url: string, fetchFn: typeof fetch = fetch) =>
	async () => {
		const res = await fetchFn(url);
		if (!res.ok) throw new Error(`Índice del asistente: HTTP ${res.status}`);
		return res.text();
	};
