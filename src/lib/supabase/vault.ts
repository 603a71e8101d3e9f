import type { VaultDocument } from '../vault/checklist.ts';
import type { VaultErrorLike } from '../vault/errors.ts';
import type { DocumentStatus, VaultKind } from '../vault/kinds.ts';
import type { PortalClient } from './client.ts';
import { supabaseAnonKey, supabaseUrl } from './config.ts';

/** documents.kind and documents.status as literal unions (their SQL checks), defined once. */
export { documentStatuses, vaultKinds } from '../vault/kinds.ts';

/**
 * Every call of the vault to the database and to Storage: the person's documents and access log,
 * the admin's review and signed download links, and the upload with progress.
 */

/** The bucket of the vault. */
export const VAULT_BUCKET = 'documentos';

/** Seconds an admin's download link lives. */
export const SIGNED_URL_SECONDS = 60;

const columns =
	'id, kind, object_path, file_name, status, reason, size_bytes, created_at, updated_at';

/** A document row with its owner and path (what the admin list and actions need). */
export interface AdminDocument extends VaultDocument {
	user_id: string;
	/** The applicant's profile (name and email), when the admin can read it. */
	person?:
		{ first_name: string | null; last_name: string | null; email: string | null } | undefined;
}

/** One admin read of a document, as its owner sees it. */
export interface AccessLogEntry {
	id: string;
	kind: VaultKind;
	object_path: string;
	created_at: string;
}

const asDocs = <T>(rows: unknown): T[] => (rows ?? []) as T[];

/** The id of the user's application (the second folder of their files), or null if none. */
export async function fetchApplicationId(
	client: PortalClient,
	userId: string,
): Promise<string | null> {
	const { data, error } = await client
		.from('application_progress')
		.select('id')
		.eq('user_id', userId)
		.maybeSingle();
	if (error) throw new Error(`application_progress: ${error.message}`);
	return data?.id ?? null;
}

/** The user's documents, newest first. */
export async function fetchDocuments(
	client: PortalClient,
	userId: string,
): Promise<VaultDocument[]> {
	const { data, error } = await client
		.from('documents')
		.select(columns)
		.eq('user_id', userId)
		.order('created_at', { ascending: false });
	if (error) throw new Error(`documents: ${error.message}`);
	return asDocs<VaultDocument>(data);
}

/** Admin reads of the user's documents, newest first (at most 50). */
export async function fetchAccessLog(
	client: PortalClient,
	userId: string,
): Promise<AccessLogEntry[]> {
	const { data, error } = await client
		.from('document_access_log')
		.select('id, kind, object_path, created_at')
		.eq('user_id', userId)
		.order('created_at', { ascending: false })
		.limit(50);
	if (error) throw new Error(`document_access_log: ${error.message}`);
	return asDocs<AccessLogEntry>(data);
}

/** Every document of every applicant (admins only by RLS), newest first. */
export async function fetchAllDocuments(client: PortalClient): Promise<AdminDocument[]> {
	const { data, error } = await client
		.from('documents')
		.select(`${columns}, user_id, object_path`)
		.order('created_at', { ascending: false })
		.limit(500);
	if (error) throw new Error(`documents: ${error.message}`);
	const documents = asDocs<AdminDocument>(data);
	const ids = [...new Set(documents.map((d) => d.user_id))];
	if (ids.length === 0) return documents;
	const people = await client
		.from('profiles')
		.select('id, first_name, last_name, email')
		.in('id', ids);
	if (people.error) throw new Error(`profiles: ${people.error.message}`);
	const byId = new Map(people.data.map((p) => [p.id, p]));
	return documents.map((d) => ({ ...d, person: byId.get(d.user_id) }));
}

/** Deletes a file of the vault; its documents row goes with it (trigger). */
export async function removeDocumentFile(client: PortalClient, path: string): Promise<void> {
	const { data, error } = await client.storage.from(VAULT_BUCKET).remove([path]);
	if (error) throw error;
	if (data.length > 0) return;
	// A file the content check deleted (verificar-documento) leaves its rejected document behind:
	// the person clears it (RLS lets the owner delete only those).
	const cleared = await client.from('documents').delete().eq('object_path', path).select('id');
	if (cleared.error) throw cleared.error;
	if (cleared.data.length === 0)
		throw Object.assign(new Error('not removed'), { code: 'NoSuchKey' });
}

/** An admin's review: revisado, or rechazado with a reason (the person is notified). */
export async function reviewDocument(
	client: PortalClient,
	id: string,
	status: Extract<DocumentStatus, 'revisado' | 'rechazado'>,
	reason: string | null,
): Promise<void> {
	const { error } = await client.rpc('admin_review_document', {
		p_id: id,
		p_status: status,
		// An empty reason is null to the function (it trims it), and a rejection then refused.
		p_reason: reason ?? '',
	});
	if (error) throw error;
}

/** Logs an admin's read of a document, then signs a short-lived download link for it. */
export async function signedDocumentUrl(client: PortalClient, id: string): Promise<string> {
	const logged = await client.rpc('log_document_access', { p_id: id });
	if (logged.error) throw logged.error;
	const { data, error } = await client.storage
		.from(VAULT_BUCKET)
		.createSignedUrl(logged.data, SIGNED_URL_SECONDS, { download: true });
	if (error) throw error;
	return data.signedUrl;
}

/** The part of XMLHttpRequest an upload uses (a fake in unit tests). */
export interface XhrLike {
	open(method: string, url: string): void;
	setRequestHeader(name: string, value: string): void;
	send(body: Blob): void;
	abort(): void;
	status: number;
	responseText: string;
	upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null };
	onload: (() => void) | null;
	onerror: (() => void) | null;
	onabort: (() => void) | null;
}

/** What one upload needs: the Storage URL of the object, the keys and the file. */
export interface UploadRequest {
	/** `${supabaseUrl}/storage/v1/object/documentos/<path>` */
	url: string;
	apiKey: string;
	accessToken: string;
	file: Blob;
	/** Replace an existing file at the same path (x-upsert). */
	upsert: boolean;
	/** 0–1 as bytes leave the browser. */
	onProgress: (fraction: number) => void;
}

/** A refusal of the Storage API (its body) or of the network (statusCode '0'). */
export class UploadError extends Error implements VaultErrorLike {
	statusCode: string;
	code?: string;
	constructor(statusCode: string, message: string, code?: string) {
		super(message);
		this.statusCode = statusCode;
		if (code) this.code = code;
	}
}

/**
 * Sends a file to the Storage API with XMLHttpRequest, which reports upload progress (fetch does
 * not): the same request storage-js makes for a raw body (content type of the file, x-upsert).
 * Resolves when the server stored it; rejects with UploadError carrying the server's code.
 */
export function uploadWithProgress(
	request: UploadRequest,
	makeXhr: () => XhrLike = () => new XMLHttpRequest() as unknown as XhrLike,
	signal?: AbortSignal,
): Promise<void> {
	return new Promise((resolve, reject) => {
		const xhr = makeXhr();
		xhr.open('POST', request.url);
		xhr.setRequestHeader('apikey', request.apiKey);
		xhr.setRequestHeader('authorization', `Bearer ${request.accessToken}`);
		xhr.setRequestHeader('content-type', request.file.type || 'application/octet-stream');
		xhr.setRequestHeader('x-upsert', request.upsert ? 'true' : 'false');
		xhr.setRequestHeader('cache-control', 'max-age=3600');
		xhr.upload.onprogress = (event) => {
			if (event.total > 0) request.onProgress(Math.min(1, event.loaded / event.total));
		};
		xhr.onload = () => {
			if (xhr.status >= 200 && xhr.status < 300) {
				request.onProgress(1);
				resolve();
				return;
			}
			let body: { statusCode?: string; message?: string; code?: string } = {};
			try {
				body = JSON.parse(xhr.responseText) as typeof body;
			} catch {
				// Not JSON (a proxy's page): the HTTP status is all there is.
			}
			reject(
				new UploadError(
					String(body.statusCode ?? xhr.status),
					body.message ?? `HTTP ${xhr.status}`,
					body.code,
				),
			);
		};
		xhr.onerror = () => reject(new UploadError('0', 'network error'));
		xhr.onabort = () => reject(new UploadError('0', 'aborted'));
		signal?.addEventListener('abort', () => xhr.abort());
		xhr.send(request.file);
	});
}

/** One upload of the person's own file: where it goes in the bucket, and its progress. */
export interface VaultUpload {
	path: string;
	file: Blob;
	upsert: boolean;
	onProgress: (fraction: number) => void;
}

/**
 * Uploads a file of the person's vault to `path` with the session's token as supabase-js keeps
 * it fresh (refreshed before it expires), reporting progress.
 */
export async function uploadVaultFile(
	client: PortalClient,
	{ path, file, upsert, onProgress }: VaultUpload,
	fallbackToken = '',
): Promise<void> {
	const { data, error } = await client.auth.getSession();
	// A session that could not be refreshed (ended elsewhere) sends nothing: the session store
	// already says it ended (lib/session/sessionGone.ts).
	if (error) throw error;
	await uploadWithProgress({
		url: `${supabaseUrl}/storage/v1/object/${VAULT_BUCKET}/${path}`,
		apiKey: supabaseAnonKey,
		accessToken: data.session?.access_token ?? fallbackToken,
		file,
		upsert,
		onProgress,
	});
}
