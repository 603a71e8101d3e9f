import { AuthError } from './errors.ts';

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** A trimmed, lower-case, well-formed email (max 255) or GoTrue's validation error. */
export function validEmail(value: unknown): string {
	if (typeof value !== 'string' || value.trim() === '') {
		throw new AuthError(400, 'validation_failed', 'An email address is required');
	}
	const email = value.trim().toLowerCase();
	if (email.length > 255 || !emailPattern.test(email)) {
		throw new AuthError(
			400,
			'validation_failed',
			'Unable to validate email address: invalid format',
		);
	}
	return email;
}

/** A password of 8 to 100 characters (the portal's rule), or GoTrue's weak_password error. */
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
	return value;
}

/** A plain JSON object (metadata), or an empty one. */
export function metadata(value: unknown): Record<string, unknown> {
	if (value === undefined || value === null) return {};
	if (typeof value !== 'object' || Array.isArray(value)) {
		throw new AuthError(400, 'validation_failed', 'Metadata must be a JSON object');
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
