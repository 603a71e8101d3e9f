import type { IncomingMessage, ServerResponse } from 'node:http';
import { send } from '../http.ts';

/** An error GoTrue would answer with; thrown by handlers and written by the router. */
export class AuthError extends Error {
	/** HTTP status. */
	status: number;
	/** GoTrue error code (the client's error.code). */
	code: string;
	/** Extra body fields, e.g. weak_password reasons. */
	extra: Record<string, unknown>;
	constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
		super(message);
		this.status = status;
		this.code = code;
		this.extra = extra;
	}
}

/** Headers every auth answer carries, so supabase-js reads error.code from the body. */
export const apiVersionHeaders = { 'X-Supabase-Api-Version': '2024-01-01' };

/** Writes an AuthError in GoTrue's 2024-01-01 shape: {code, message}. */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
	send(
		req,
		res,
		error.status,
		{ code: error.code, message: error.message, ...error.extra },
		{
			...apiVersionHeaders,
			'x-sb-error-code': error.code,
		},
	);
}
