import type { IncomingMessage } from 'node:http';
import { tooLarge, invalidRequest } from './errors.ts';

/** The whole body, refused with EntityTooLarge as soon as it passes limit bytes. */
export async function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
	if (Number(req.headers['content-length'] ?? 0) > limit) {
		req.resume();
		throw tooLarge();
	}
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req as AsyncIterable<Buffer>) {
		size += chunk.length;
		if (size > limit) {
			req.resume();
			throw tooLarge();
		}
		chunks.push(chunk);
	}
	return Buffer.concat(chunks);
}

/** An uploaded file: its bytes, declared type, cache control and user metadata. */
export type Upload = {
	bytes: Buffer;
	declaredType: string;
	cacheControl: string;
	userMetadata: Record<string, unknown> | null;
};

const parseMetadata = (text: string | undefined): Record<string, unknown> | null => {
	if (!text) return null;
	try {
		const value = JSON.parse(text) as unknown;
		return value && typeof value === 'object' && !Array.isArray(value)
			? (value as Record<string, unknown>)
			: null;
	} catch {
		throw invalidRequest('metadata is not valid JSON');
	}
};

/** Splits a multipart/form-data body: text fields by name, and the (first) file part. */
function multipart(body: Buffer, boundary: string) {
	const fields = new Map<string, string>();
	let file: { bytes: Buffer; type: string } | undefined;
	const delimiter = Buffer.from(`--${boundary}`);
	let at = body.indexOf(delimiter);
	while (at >= 0) {
		const start = at + delimiter.length;
		if (body.subarray(start, start + 2).toString() === '--') break;
		const next = body.indexOf(delimiter, start);
		if (next < 0) break;
		const part = body.subarray(start + 2, next - 2);
		const split = part.indexOf('\r\n\r\n');
		if (split >= 0) {
			const head = part.subarray(0, split).toString('utf8');
			const content = part.subarray(split + 4);
			const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
			const isFile = /filename="/i.test(head);
			const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
			if (isFile || type) file ??= { bytes: Buffer.from(content), type: type ?? '' };
			else fields.set(name, content.toString('utf8'));
		}
		at = next;
	}
	return { fields, file };
}

/** The Cache-Control directives an upload may ask for (values are whole seconds). */
const directive =
	/^(?:public|private|no-cache|no-store|no-transform|must-revalidate|proxy-revalidate|immutable|(?:max-age|s-maxage|stale-while-revalidate|stale-if-error)=\d{1,10})$/i;

/** What every file of a private bucket is served with, whatever the upload asked. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A Cache-Control value made only of whitelisted directives, normalised; null otherwise. */
export function safeCacheControl(value: string): string | null {
	if (value.length > 200) return null;
	const parts = value.split(',').map((p) => p.trim());
	return parts.every((p) => directive.test(p)) ? parts.join(', ') : null;
}

/**
 * The cache control an upload stores (issue 43): fixed for a private bucket; in a public one the
 * multipart field's seconds or the raw header's whitelisted directives, refused otherwise (so no
 * line break or unknown directive ever reaches a response header).
 */
function cacheControlOf(requested: string | undefined, seconds: boolean, isPublic: boolean) {
	if (!isPublic) return PRIVATE_CACHE_CONTROL;
	if (!requested) return 'no-cache';
	const value = seconds
		? /^\d{1,10}$/.test(requested)
			? `max-age=${requested}`
			: null
		: safeCacheControl(requested);
	if (!value) throw invalidRequest('Invalid cacheControl: use seconds or standard directives');
	return value;
}

/**
 * The upload in a request body, multipart (storage-js's Blob/File/FormData) or raw, read up to
 * `limit` bytes; `isPublic` is the bucket's (its cache control depends on it).
 */
export async function readUpload(
	req: IncomingMessage,
	limit: number,
	isPublic: boolean,
): Promise<Upload> {
	const type = String(req.headers['content-type'] ?? '');
	const boundary = /^multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(type)?.[1];
	// The form's own fields and headers are small: allow them beyond the file limit.
	const body = await readBytes(req, boundary ? limit + 64 * 1024 : limit);
	if (boundary) {
		const { fields, file } = multipart(body, boundary);
		if (!file) throw invalidRequest('The multipart body has no file part');
		if (file.bytes.length > limit) throw tooLarge();
		return {
			bytes: file.bytes,
			declaredType: fields.get('contentType') || file.type || 'application/octet-stream',
			cacheControl: cacheControlOf(fields.get('cacheControl'), true, isPublic),
			userMetadata: parseMetadata(fields.get('metadata') ?? fields.get('userMetadata')),
		};
	}
	const meta = req.headers['x-metadata'];
	return {
		bytes: body,
		declaredType: type || 'application/octet-stream',
		cacheControl: cacheControlOf(String(req.headers['cache-control'] ?? ''), false, isPublic),
		userMetadata:
			typeof meta === 'string' ? parseMetadata(Buffer.from(meta, 'base64').toString('utf8')) : null,
	};
}
