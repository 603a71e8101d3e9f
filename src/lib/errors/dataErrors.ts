import {
	authErrorMessage,
	authErrorMessages,
	isNetworkError,
	type AuthErrorLike,
} from '../auth/authErrors.ts';

/**
 * The one Spanish mapping of every server error a person can meet in the signed-in pages: the
 * auth service's (GoTrue codes, through lib/auth/authErrors.ts) and the database's (PostgREST
 * PGRST codes and PostgreSQL SQLSTATEs). People never read the raw English text, a code or a
 * stack trace; what they typed stays in the form.
 */

/** A database error as PostgREST answers it (supabase-js's PostgrestError has this shape). */
export interface DataErrorLike {
	code?: string | undefined;
	message?: string | undefined;
	details?: string | null | undefined;
	hint?: string | null | undefined;
}

/** Thrown by the lib/supabase queries: keeps the code for the mapping, says what failed. */
export class DataError extends Error {
	code: string;
	constructor(what: string, error: DataErrorLike) {
		super(`${what}: ${error.message ?? 'error'}`);
		this.name = 'DataError';
		this.code = error.code ?? '';
	}
}

/** Throws a DataError for `what` (table or action) when PostgREST answered an error. */
export function throwIfError(
	what: string,
	error: DataErrorLike | null | undefined,
): asserts error is null | undefined {
	if (error) throw new DataError(what, error);
}

/** What a write that matched no row throws (as PostgREST's PGRST116 for a single row). */
export const notFound: DataErrorLike = { code: 'PGRST116', message: 'no row matched' };

/** Spanish texts of the database errors, by what the person can do about them. */
export const dataErrorMessages = {
	duplicate: 'Ya tienes guardado algo igual: no hace falta guardarlo otra vez.',
	forbidden: 'No tienes permiso para hacer este cambio con tu cuenta.',
	sessionLost: authErrorMessages.session_lost,
	invalid:
		'Algún dato no cumple las reglas (longitud, formato o valores permitidos). Revísalo y vuelve a intentarlo.',
	tooLong: 'Algún texto es demasiado largo. Acórtalo y vuelve a intentarlo.',
	missing: 'Ya no existe: puede que lo borraras en otra pestaña. Recarga la página.',
	related: 'Falta algo de lo que depende este cambio, o algo depende de lo que quieres borrar.',
	tooLarge: authErrorMessages.too_large,
	unavailable:
		'El servidor está ocupado o en mantenimiento. Espera un momento y vuelve a intentarlo; lo que escribiste sigue aquí.',
	timeout: authErrorMessages.timeout,
	outdated: 'Esta página es de una versión anterior del portal. Recárgala y vuelve a intentarlo.',
	refused:
		'No se ha podido guardar: el servidor lo ha rechazado. Revisa los datos e inténtalo de nuevo.',
} as const;

type DataMessage = keyof typeof dataErrorMessages;

/** PostgREST's own codes (PGRST…) that the portal can produce, by message. */
const byPostgrestCode: Record<string, DataMessage> = {
	PGRST000: 'unavailable',
	PGRST001: 'unavailable',
	PGRST002: 'unavailable',
	PGRST003: 'timeout',
	PGRST100: 'outdated',
	PGRST102: 'invalid',
	PGRST103: 'outdated',
	PGRST106: 'outdated',
	PGRST107: 'outdated',
	PGRST116: 'missing',
	PGRST117: 'outdated',
	PGRST200: 'outdated',
	PGRST201: 'outdated',
	PGRST202: 'outdated',
	PGRST204: 'outdated',
	PGRST205: 'outdated',
	PGRST301: 'sessionLost',
	PGRST302: 'sessionLost',
	PGRST303: 'sessionLost',
	PGRST413: 'tooLarge',
};

/** PostgreSQL SQLSTATEs by exact code, then by class (first two characters). */
const bySqlState: Record<string, DataMessage> = {
	'23505': 'duplicate',
	'23503': 'related',
	'23502': 'invalid',
	'23514': 'invalid',
	'23P01': 'duplicate',
	'22001': 'tooLong',
	'42501': 'forbidden',
	'57014': 'timeout',
	'25006': 'forbidden',
	P0001: 'refused',
	P0002: 'missing',
	'42P01': 'outdated',
	'42883': 'outdated',
	'42703': 'outdated',
};
const bySqlClass: Record<string, DataMessage> = {
	'08': 'unavailable',
	'22': 'invalid',
	'23': 'invalid',
	'28': 'sessionLost',
	'40': 'unavailable',
	'42': 'outdated',
	'53': 'unavailable',
	'57': 'unavailable',
	PT: 'refused',
};

/** The Spanish message of a database error code, or undefined when it is not one. */
export function dataErrorMessage(code: string | undefined): string | undefined {
	if (!code) return undefined;
	const key =
		byPostgrestCode[code] ??
		(code.startsWith('PGRST') ? undefined : (bySqlState[code] ?? bySqlClass[code.slice(0, 2)]));
	return key ? dataErrorMessages[key] : undefined;
}

/** supabase-js errors raised in the browser, without a server code, by class name. */
const authErrorNames: Record<string, keyof typeof authErrorMessages> = {
	AuthSessionMissingError: 'session_lost',
	AuthInvalidJwtError: 'session_lost',
	AuthInvalidTokenResponseError: 'session_lost',
	AuthPKCEGrantCodeExchangeError: 'link_invalid',
	AuthImplicitGrantRedirectError: 'link_invalid',
	AuthInvalidCredentialsError: 'invalid_credentials',
};

/** Whether a code is a database one (PGRST… or a five-character SQLSTATE), not GoTrue's. */
const isDataCode = (code: string) => code.startsWith('PGRST') || /^[0-9A-Z]{5}$/.test(code);

/**
 * The Spanish message for anything a server call threw or answered: network failures, GoTrue
 * errors (by code or supabase-js error name) and database errors. Unknown errors get a general
 * Spanish text, never the raw one.
 */
export function errorMessage(error: unknown): string {
	if (error === null || typeof error !== 'object') return authErrorMessages.unexpected;
	const raw = error as Record<string, unknown>;
	const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
	const e: AuthErrorLike = {
		name: text(raw.name),
		message: text(raw.message),
		code: text(raw.code),
		status: typeof raw.status === 'number' ? raw.status : undefined,
		reasons: Array.isArray(raw.reasons)
			? raw.reasons.filter((r) => typeof r === 'string')
			: undefined,
	};
	if (isNetworkError(e)) return authErrorMessages.network;
	if (typeof navigator !== 'undefined' && navigator.onLine === false) {
		return authErrorMessages.network;
	}
	const byName = e.name ? authErrorNames[e.name] : undefined;
	if (byName) return authErrorMessages[byName];
	if (e.code && isDataCode(e.code)) return dataErrorMessage(e.code) ?? authErrorMessages.unexpected;
	return authErrorMessage(e);
}
