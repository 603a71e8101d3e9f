import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AuthError } from './errors.ts';

let common: Set<string> | undefined;

/**
 * The 10,000 most common passwords that pass the length rule (content/data/common-passwords.json,
 * with its source), read once: the local stand-in for hosted GoTrue's leaked-password check.
 */
function commonPasswords(): Set<string> {
	if (!common) {
		const file = resolve(import.meta.dirname, '../../../content/data/common-passwords.json');
		const data = JSON.parse(readFileSync(file, 'utf8')) as { passwords: string[] };
		common = new Set(data.passwords);
	}
	return common;
}

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** A trimmed, lower-case, well-formed email (max 255) or GoTrue's validation error. */
export function validEmail(value: unknown): string {
	if (typeof value !== 'string' || value.trim() === '') {
		throw new AuthError(400, 'validation_failed', 'An email address is required');
	}
	const email = value.trim().toLowerCase();
	if (email.length > 255 || !emailPattern.test(email) || unstorable.test(email)) {
		throw new AuthError(
			400,
			'validation_failed',
			'Unable to validate email address: invalid format',
		);
	}
	return email;
}

/**
 * A password of 8 to 100 characters (the portal's rule) that is not one of the most common ones,
 * or GoTrue's weak_password error.
 */
export function validPassword(value: unknown): string {
	if (typeof value !== 'string' || value === '') {
		throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
	}
	if (value.length < 8) {
		throw new AuthError(422, 'weak_password', 'Password should be at least 8 characters.', {
			weak_password: { reasons: ['length'] },
		});
	}
	if (value.length > 100) {
		throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 100 characters');
	}
	// Answered as hosted GoTrue answers a leaked password (reasons: pwned).
	if (commonPasswords().has(value.toLowerCase())) {
		throw new AuthError(
			422,
			'weak_password',
			'Password is known to be weak and easy to guess, please choose a different one.',
			{ weak_password: { reasons: ['pwned'] } },
		);
	}
	return value;
}

/** A NUL character or a UTF-16 surrogate without its pair: PostgreSQL's text and jsonb refuse both. */
const unstorable = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether every string (keys included) of a JSON value can be stored. */
function storable(value: unknown, depth = 0): boolean {
	if (typeof value === 'string') return !unstorable.test(value);
	if (typeof value !== 'object' || value === null || depth > 64) return depth <= 64;
	return Object.entries(value).every(
		([key, item]) => !unstorable.test(key) && storable(item, depth + 1),
	);
}

/**
 * A plain JSON object (metadata), or an empty one. Text the database cannot store (a NUL byte,
 * a lone surrogate) is refused with 400 validation_failed, not left to fail as a 500.
 */
export function metadata(value: unknown): Record<string, unknown> {
	if (value === undefined || value === null) return {};
	if (typeof value !== 'object' || Array.isArray(value)) {
		throw new AuthError(400, 'validation_failed', 'Metadata must be a JSON object');
	}
	if (!storable(value)) {
		throw new AuthError(
			400,
			'validation_failed',
			'Metadata cannot contain NUL characters or unpaired surrogates',
		);
	}
	return value as Record<string, unknown>;
}

/** Merges metadata like GoTrue: new keys overwrite, null deletes. */
export function mergeMetadata(
	current: Record<string, unknown> | null,
	patch: Record<string, unknown>,
): Record<string, unknown> {
	const next: Record<string, unknown> = { ...(current ?? {}) };
	for (const [key, value] of Object.entries(patch)) {
		if (value === null) delete next[key];
		else next[key] = value;
	}
	return next;
}
