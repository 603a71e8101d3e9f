import { atom, map } from 'nanostores';
import type { AccessLogEntry, AdminDocument, VaultUpload } from '~/lib/supabase/vault.ts';
import { userChannel } from '~/lib/supabase/realtime.ts';
import type { VaultDocument } from '~/lib/vault/checklist.ts';
import { checkVaultFile, vaultErrorMessage, vaultMessages } from '~/lib/vault/errors.ts';
import { documentPath, storageFileName, type VaultKind } from '~/lib/vault/kinds.ts';
import { liveWhileMounted, type LiveDeps } from './shared/live.ts';
import { createFetcherStore, refresh } from './shared/query.ts';
import { $userId, currentSession, portalClient } from './session.ts';
import { overridable } from './shared/deps.ts';

/** The person's vault: their application's id (null before it is opened), files and access log. */
export interface Vault {
	applicationId: string | null;
	documents: VaultDocument[];
	log: AccessLogEntry[];
}

/** What the store asks of the backend; replaced in unit tests by a fake. */
export interface VaultApi {
	vault(userId: string): Promise<Vault>;
	upload(request: VaultUpload): Promise<void>;
	remove(path: string): Promise<void>;
	adminList(): Promise<AdminDocument[]>;
	review(id: string, status: 'revisado' | 'rechazado', reason: string | null): Promise<void>;
	signedUrl(id: string): Promise<string>;
}

const queries = () => import('~/lib/supabase/vault.ts');

const defaultApi: VaultApi = {
	vault: async (userId) => {
		const [client, q] = await Promise.all([portalClient(), queries()]);
		const applicationId = await q.fetchApplicationId(client, userId);
		const [documents, log] = await Promise.all([
			q.fetchDocuments(client, userId),
			q.fetchAccessLog(client, userId),
		]);
		return { applicationId, documents, log };
	},
	upload: async (request) =>
		(await queries()).uploadVaultFile(
			await portalClient(),
			request,
			currentSession()?.access_token,
		),
	remove: async (path) => (await queries()).removeDocumentFile(await portalClient(), path),
	adminList: async () => (await queries()).fetchAllDocuments(await portalClient()),
	review: async (id, status, reason) =>
		(await queries()).reviewDocument(await portalClient(), id, status, reason),
	signedUrl: async (id) => (await queries()).signedDocumentUrl(await portalClient(), id),
};

/** Where the vault's store finds the backend and Realtime; fakes in unit tests. */
export interface VaultDeps {
	api: VaultApi;
	/** Realtime (undefined: the browser client's). */
	live?: LiveDeps | undefined;
}

const deps = overridable<VaultDeps>({ api: defaultApi });

/** Replaces some of the store's dependencies (unit tests); returns the function that restores them. */
export const configureVault = deps.configure;

/** Realtime as configured (the real one unless a test replaced it). */
const liveDeps: LiveDeps = {
	realtime: async () => {
		const live = deps.get().live;
		if (live) return live.realtime();
		const [{ realtimeOf, subscribeToChanges }, client] = await Promise.all([
			import('~/lib/supabase/realtime.ts'),
			portalClient(),
		]);
		return { client: realtimeOf(client), subscribe: subscribeToChanges };
	},
};

/** The signed-in person's vault, live: a change of their documents (a review) reloads it. */
export const $vault = createFetcherStore<Vault>(['documents/', $userId], {
	fetcher: (_prefix, userId) => deps.get().api.vault(String(userId)),
});

liveWhileMounted(
	$vault,
	$userId,
	(userId) => ({
		channel: `${userChannel(userId)}/documentos`,
		table: 'documents',
		filter: `user_id=eq.${userId}`,
		onChange: () => refresh($vault),
		onJoined: () => refresh($vault),
	}),
	liveDeps,
);

/** Uploads in flight by kind: the file's name and 0–1 sent. */
export const $uploads = map<Partial<Record<VaultKind, { fileName: string; fraction: number }>>>({});

/** The outcome of an action: done, or the Spanish reason it failed. */
export type Outcome = { ok: true } | { ok: false; message: string };

const failed = (error: unknown): Outcome => ({
	ok: false,
	message: vaultErrorMessage(error as Parameters<typeof vaultErrorMessage>[0]),
});

/**
 * Sends a file of `kind` into the person's application folder (a new file, or `replace`'s path
 * with upsert), showing progress in $uploads; the list reloads after. Files over 10 MB or empty
 * are refused before sending; the server refuses the rest (type by content, PDF with code…).
 */
export async function uploadDocument(
	kind: VaultKind,
	file: File,
	replace?: VaultDocument,
	now = new Date(),
): Promise<Outcome> {
	const userId = $userId.get();
	const applicationId = $vault.get().data?.applicationId;
	if (!userId || !applicationId) return { ok: false, message: vaultMessages.noApplication };
	const refused = checkVaultFile(file);
	if (refused) return { ok: false, message: refused };
	const path =
		replace?.object_path ??
		documentPath(userId, applicationId, kind, storageFileName(file.name, now));
	$uploads.setKey(kind, { fileName: file.name, fraction: 0 });
	try {
		await deps.get().api.upload({
			path,
			file,
			upsert: replace !== undefined,
			onProgress: (fraction) => $uploads.setKey(kind, { fileName: file.name, fraction }),
		});
		return { ok: true };
	} catch (error) {
		return failed(error);
	} finally {
		$uploads.setKey(kind, undefined);
		refresh($vault);
	}
}

/** Deletes a file (and with it its document); the list reloads. */
export async function deleteDocument(document: VaultDocument): Promise<Outcome> {
	try {
		await deps.get().api.remove(document.object_path);
		return { ok: true };
	} catch (error) {
		return failed(error);
	} finally {
		refresh($vault);
	}
}

/** Every applicant's documents, for admins (RLS returns nothing to anyone else). */
export const $adminDocuments = createFetcherStore<AdminDocument[]>(['admin-documents/', $userId], {
	fetcher: () => deps.get().api.adminList(),
});

/** Marks a document reviewed, or rejected with a reason (the person gets a notification). */
export async function reviewDocument(
	id: string,
	status: 'revisado' | 'rechazado',
	reason: string | null,
): Promise<Outcome> {
	try {
		await deps.get().api.review(id, status, reason);
		return { ok: true };
	} catch (error) {
		const message = (error as { message?: string } | null)?.message;
		// The database's own Spanish refusals (missing reason) are already for people.
		if (message === 'Indica el motivo del rechazo.') return { ok: false, message };
		return failed(error);
	} finally {
		refresh($adminDocuments);
	}
}

/** The last download link an admin opened (a 60-second signed URL), for the island to follow. */
export const $downloadLink = atom<{ id: string; url: string } | null>(null);

/** Logs the admin's access and returns a 60-second signed link to the file. */
export async function documentLink(id: string): Promise<Outcome & { url?: string }> {
	try {
		const url = await deps.get().api.signedUrl(id);
		$downloadLink.set({ id, url });
		return { ok: true, url };
	} catch (error) {
		return failed(error);
	}
}
