/**
 * The token of a shareable form link (`/formulario?token=<token>`): the database makes it
 * (32 random hex characters) and get_share_form accepts 16 to 64 lower-case letters and digits.
 */

/** What a valid token looks like (the share_forms `token` check). */
export const tokenPattern = /^[a-z0-9]{16,64}$/;

/** The token of a link's query string (`?token=…`), or null when missing or malformed. */
export function parseFormToken(search: string): string | null {
	const value = new URLSearchParams(search).get('token')?.trim() ?? '';
	return tokenPattern.test(value) ? value : null;
}

/** The public address of a form link on `origin` (`https://www.example.es`). */
export function formLink(origin: string, token: string): string {
	return `${origin.replace(/\/+$/, '')}/formulario?token=${encodeURIComponent(token)}`;
}

/** What a signed-copy confirmation token looks like (signed_copy_requests.token: 64 hex). */
export const copyTokenPattern = /^[0-9a-f]{64}$/;

/**
 * The token of a signed-copy confirmation link (`/formulario?copia=<token>`, issue 43), or null
 * when missing or malformed.
 */
export function parseCopyToken(search: string): string | null {
	const value = new URLSearchParams(search).get('copia')?.trim() ?? '';
	return copyTokenPattern.test(value) ? value : null;
}
