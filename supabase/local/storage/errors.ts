import { vaultMessages } from '../../../src/lib/vault/errors.ts';

/** The Storage API's error codes this server answers (supabase/storage src/internal/errors/codes.ts). */
export type StorageErrorCode =
	| 'NoSuchBucket'
	| 'NoSuchKey'
	| 'AccessDenied'
	| 'KeyAlreadyExists'
	| 'BucketAlreadyExists'
	| 'EntityTooLarge'
	| 'InvalidMimeType'
	| 'InvalidKey'
	| 'InvalidBucketName'
	| 'ResourceNotEmpty'
	| 'InvalidSignature'
	| 'InvalidJWT'
	| 'InvalidRequest'
	| 'SlowDown'
	| 'InternalError';

/**
 * A refusal as hosted renders it: HTTP 400 for every 4xx (the real status is the string
 * `statusCode` in the body), 500 kept, and `code` always present.
 */
export class StorageError extends Error {
	readonly status: number;
	readonly code: StorageErrorCode;
	readonly error: string;
	constructor(status: number, code: StorageErrorCode, error: string, message: string) {
		super(message);
		this.status = status;
		this.code = code;
		this.error = error;
	}

	/** HTTP status actually sent. */
	get httpStatus(): number {
		return this.status >= 500 ? 500 : 400;
	}

	render(): Record<string, string> {
		return {
			statusCode: String(this.status),
			error: this.error,
			message: this.message,
			code: this.code,
		};
	}
}

export const noSuchBucket = () =>
	new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const noSuchKey = () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found');
export const accessDenied = (message = 'new row violates row-level security policy') =>
	new StorageError(403, 'AccessDenied', 'Unauthorized', message);
export const keyExists = () =>
	new StorageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
export const bucketExists = () =>
	new StorageError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists');
export const tooLarge = () =>
	new StorageError(
		413,
		'EntityTooLarge',
		'Payload too large',
		'The object exceeded the maximum allowed size',
	);
export const badMime = (type: string) =>
	new StorageError(
		415,
		'InvalidMimeType',
		'invalid_mime_type',
		`mime type ${type} is not supported`,
	);
export const invalidKey = (key: string) =>
	new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`);
export const invalidBucketName = () =>
	new StorageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid');
export const invalidRequest = (message: string) =>
	new StorageError(400, 'InvalidRequest', 'InvalidRequest', message);
export const invalidSignature = () =>
	new StorageError(400, 'InvalidSignature', 'InvalidSignature', 'Invalid signature');
export const invalidJwt = (message: string) =>
	new StorageError(400, 'InvalidJWT', 'InvalidJWT', message);

/**
 * The refusal of an upload the content check did not pass: 415 for a type the bucket does not
 * allow or a file with code (the messages hosted-style clients match), 422 with the vault's
 * Spanish reason for a file that cannot be checked (undecodable, encrypted, a decompression
 * bomb, too slow), 503 when too many checks are waiting.
 */
export function contentRefusal(problem: string, type: string): StorageError {
	if (problem === 'wrong_type') return badMime(type);
	if (problem === 'active_pdf')
		return new StorageError(
			415,
			'InvalidMimeType',
			'invalid_mime_type',
			'PDF with JavaScript or launch actions is not allowed',
		);
	if (problem === 'active_office')
		return new StorageError(
			415,
			'InvalidMimeType',
			'invalid_mime_type',
			'Office document with macros is not allowed',
		);
	if (problem === 'busy')
		return new StorageError(503, 'SlowDown', 'Service Unavailable', vaultMessages.busy);
	const reasons: Record<string, string> = {
		encrypted: vaultMessages.encryptedPdf,
		too_big: vaultMessages.tooComplexPdf,
		timeout: vaultMessages.checkTimeout,
	};
	return new StorageError(
		422,
		'InvalidRequest',
		'Unprocessable Content',
		reasons[problem] ?? vaultMessages.unreadablePdf,
	);
}

/** A PostgreSQL error as the Storage API maps it (database/errors.ts), or null. */
export function fromPgError(error: unknown, duplicate: () => StorageError): StorageError | null {
	const code = (error as { code?: unknown } | null)?.code;
	if (code === '42501') return accessDenied();
	if (code === '23505') return duplicate();
	return null;
}
