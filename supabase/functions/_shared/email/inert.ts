/**
 * User-written text in an email (issue 43): form titles, names, subjects and messages are
 * quoted as plain text, never as links, and never reach a header with a line break. Mail
 * clients turn anything that looks like an address into a link, so the parts of user text that
 * look like one are defanged the way security notices write them («evil[.]example»,
 * «https[:]//…»): readable, but no client links them. A header value is one line of text.
 */

/** Control characters: C0 (tab, LF, CR…), DEL and C1 (NEL…), and the Unicode line separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** The text on one line: each run of control characters becomes one space, then trimmed. */
export const singleLine = (text: string): string => text.replace(controls, ' ').trim();

/** Longest subject sent (providers and clients cut or refuse longer ones). */
const maxHeader = 250;

/** A value safe for an email header: one line, no control character, at most 250 characters. */
export const headerValue = (text: string): string => singleLine(text).slice(0, maxHeader);

/** Something with a scheme (https://, ftp://…) or starting with www., up to white space. */
const withScheme = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>"«»]*/gi;
/** A bare domain: labels of two or more characters and a top-level domain of letters. */
const bareDomain = /\b(?:[a-z0-9][a-z0-9-]*[a-z0-9]\.)+[a-z]{2,24}\b/gi;

const defang = (match: string) => match.replace(/:\/\//g, '[:]//').replace(/\./g, '[.]');

/**
 * User text as an email shows it: links and domains defanged («https[:]//evil[.]example»), so
 * no mail client turns them into links; everything else as written (the frame escapes HTML).
 */
export function inert(text: string): string {
	return text.replace(withScheme, defang).replace(bareDomain, defang);
}
