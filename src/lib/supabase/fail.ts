/**
 * The error the admin queries throw: the table or function that failed, the database's message
 * (lib/admin's adminErrorMessage shows its Spanish reasons as they are) and its code.
 */
export function queryError(
	what: string,
	error: { message: string; code?: string },
): Error & { code: string | undefined } {
	return Object.assign(new Error(`${what}: ${error.message}`), { code: error.code });
}
