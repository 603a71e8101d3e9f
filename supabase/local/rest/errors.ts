/** A PostgREST error: HTTP status plus its JSON body {code, details, hint, message}. */
export class RestError extends Error {
	/** HTTP status. */
	status: number;
	/** PGRSTxxx or a SQLSTATE. */
	code: string;
	details: string | null;
	hint: string | null;
	constructor(
		status: number,
		code: string,
		message: string,
		details: string | null = null,
		hint: string | null = null,
	) {
		super(message);
		this.status = status;
		this.code = code;
		this.details = details;
		this.hint = hint;
	}

	/** The body PostgREST sends (all four keys, always). */
	toJSON() {
		return { code: this.code, details: this.details, hint: this.hint, message: this.message };
	}
}

/** An unknown column in select, filters or order (PostgreSQL's 42703, as PostgREST passes it). */
export const unknownColumn = (table: string, column: string) =>
	new RestError(400, '42703', `column ${table}.${column} does not exist`);

/** A malformed query parameter (PGRST100). */
export const badParam = (message: string, details: string | null = null) =>
	new RestError(400, 'PGRST100', message, details);

type PgError = { code?: string; message?: string; detail?: string; hint?: string };

/** Maps a PostgreSQL error to PostgREST's status by SQLSTATE (Error.hs pgErrorStatus). */
export function fromPgError(error: unknown, role: string): RestError {
	const e = error as PgError;
	const code = typeof e?.code === 'string' ? e.code : '';
	const message = e?.message ?? 'Unexpected error';
	const details = e?.detail ?? null;
	const hint = e?.hint ?? null;
	let status = 500;
	if (code === '42501') status = role === 'anon' ? 401 : 403;
	else if (code === '23505' || code === '23503') status = 409;
	else if (code.startsWith('23') || code.startsWith('22')) status = 400;
	else if (code === '42P01' || code === '42883') status = 404;
	else if (code === 'P0001' || code.startsWith('42')) status = 400;
	else if (/^PT\d{3}$/.test(code)) status = Number(code.slice(2));
	else if (code === '25006') status = 405;
	else if (code.startsWith('08') || code.startsWith('53') || code === '57P01') status = 503;
	else if (code === '57014') status = 500;
	else if (code === 'PGRST003') status = 504;
	return new RestError(status, code || 'PGRST000', message, details, hint);
}
