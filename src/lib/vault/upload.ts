import type { VaultErrorLike } from './errors.ts';

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
