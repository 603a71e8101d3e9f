/**
 * The `_headers` file (Netlify / Cloudflare Pages format): read by scripts/serve.ts to send the
 * same headers as the host, and filled at build time with the parts of the
 * Content-Security-Policy that depend on the build (scripts/astro/securityHeaders.ts).
 */
import { createHash } from 'node:crypto';
import { dsnOrigin, isSentryDsn } from '../../src/lib/errors/dsn.ts';
import { isMeasurementId } from '../../src/lib/analytics/tag.ts';
import { LOCAL_SUPABASE_URL } from '../../src/lib/supabase/localUrl.ts';

/** One rule of a `_headers` file: a path pattern and the headers its paths get. */
export interface HeaderRule {
	pattern: string;
	/** Header names in lower case, in file order. */
	headers: [name: string, value: string][];
	/** Header names (lower case) this rule removes from what the other matching rules attach. */
	detach: string[];
	/** The pattern as a regular expression over the URL path. */
	matcher: RegExp;
}

/**
 * A path pattern as the hosts read it: `*` matches anything (slashes included) and `:name` one
 * path segment; everything else literally.
 */
export function patternMatcher(pattern: string): RegExp {
	const source = pattern
		.split(/(\*|:[A-Za-z_]\w*)/)
		.map((part) => {
			if (part === '*') return '.*';
			if (part.startsWith(':')) return '[^/]+';
			return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
		})
		.join('');
	return new RegExp(`^${source}$`);
}

/**
 * Parses a `_headers` file: a path pattern starting at the first column, then its headers
 * indented below as `Name: value` (or `! Name` to detach a header that another matching rule
 * attaches, as Cloudflare Pages reads it); `#` starts a comment line. Throws a Spanish error naming the
 * line on anything else.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
	const rules: HeaderRule[] = [];
	for (const raw of text.split('\n')) {
		const line = raw.replace(/\r$/, '');
		const trimmed = line.trim();
		if (trimmed === '' || trimmed.startsWith('#')) continue;
		const indented = /^\s/.test(line);
		if (!indented) {
			if (!trimmed.startsWith('/') || /\s/.test(trimmed)) {
				throw new Error(`Ruta no válida en _headers: «${trimmed}»`);
			}
			rules.push({ pattern: trimmed, headers: [], detach: [], matcher: patternMatcher(trimmed) });
			continue;
		}
		const rule = rules.at(-1);
		// `! Name` detaches a header that a broader matching rule attaches (Cloudflare Pages).
		const detach = /^!\s*([A-Za-z0-9-]+)$/.exec(trimmed);
		if (detach && rule) {
			rule.detach.push(detach[1]!.toLowerCase());
			continue;
		}
		const colon = trimmed.indexOf(':');
		const name = colon > 0 ? trimmed.slice(0, colon).trim() : '';
		const value = trimmed.slice(colon + 1).trim();
		if (!rule || !/^[A-Za-z0-9-]+$/.test(name) || value === '') {
			throw new Error(`Cabecera no válida en _headers: «${trimmed}»`);
		}
		rule.headers.push([name.toLowerCase(), value]);
	}
	return rules;
}

/**
 * The headers for a URL path: those of every rule whose pattern matches, in file order; a header
 * set by several rules is joined with ", " (what Netlify and Cloudflare Pages do), and a header
 * any matching rule detaches (`! Name`) is left out whatever the order of the rules.
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
	const out: Record<string, string> = {};
	const detached = new Set<string>();
	for (const rule of rules) {
		if (!rule.matcher.test(path)) continue;
		for (const name of rule.detach) detached.add(name);
		for (const [name, value] of rule.headers) {
			out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
		}
	}
	for (const name of detached) delete out[name];
	return out;
}

/**
 * Replaces the `{{name}}` placeholders of a headers file's rules with `values` (an empty value
 * leaves nothing, and the spaces around it are tidied; comment lines are left alone). Throws if the file uses a placeholder that
 * `values` does not define, so a typo cannot ship a broken policy.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
	return text
		.split('\n')
		.map((line) => {
			if (!line.includes('{{') || line.trim().startsWith('#')) return line;
			const filled = line.replace(/\{\{([\w-]+)\}\}/g, (_, name: string) => {
				const value = values[name];
				if (value === undefined) {
					throw new Error(`Marcador desconocido en _headers: «{{${name}}}»`);
				}
				return value;
			});
			if (filled.includes('{{')) throw new Error(`Marcador mal escrito en _headers: «${line}»`);
			const indent = /^\s*/.exec(filled)?.[0] ?? '';
			return indent + filled.trim().replace(/ {2,}/g, ' ').replace(/ ;/g, ';');
		})
		.join('\n');
}

/** The CSP hash source of a script's text, as browsers compute it (SHA-256 of the UTF-8). */
export function scriptHash(text: string): string {
	return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Script types the browser runs; JSON-LD, import maps of data and text/partytown it does not. */
const executable = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The text of every inline script a page would run (scripts with `src` excluded). */
export function inlineScripts(html: string): string[] {
	const found: string[] = [];
	for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		const attrs = m[1] ?? '';
		if (/\ssrc\s*=/i.test(attrs)) continue;
		const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
		if (!executable.has(type)) continue;
		found.push(m[2] ?? '');
	}
	return found;
}

/** The public build variables the policy depends on. */
export interface PolicyEnv {
	PUBLIC_SUPABASE_URL?: string | undefined;
	PUBLIC_SENTRY_DSN?: string | undefined;
	PUBLIC_GA_MEASUREMENT_ID?: string | undefined;
}

/** Google Analytics 4's hosts, as Google documents them for a Content-Security-Policy. */
const analyticsConnect = [
	'https://*.google-analytics.com',
	'https://*.analytics.google.com',
	'https://*.googletagmanager.com',
];
const analyticsImg = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/**
 * The values of the policy's placeholders for a build: the hashes of its inline scripts, its
 * Supabase project (http(s) for REST, Auth and Storage, ws(s) for Realtime), the error
 * reporter's ingest host when a DSN is set and Google Analytics' hosts when a measurement id is
 * set.
 */
export function policyValues(
	env: PolicyEnv,
	scriptHashes: Iterable<string>,
): Record<string, string> {
	const supabase = new URL(env.PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL);
	const ws = `${supabase.protocol === 'https:' ? 'wss' : 'ws'}://${supabase.host}`;
	const analytics = isMeasurementId(env.PUBLIC_GA_MEASUREMENT_ID);
	return {
		'inline-script-hashes': [...new Set(scriptHashes)].sort().join(' '),
		supabase: `${supabase.origin} ${ws}`,
		'supabase-origin': supabase.origin,
		'error-reporter': isSentryDsn(env.PUBLIC_SENTRY_DSN) ? dsnOrigin(env.PUBLIC_SENTRY_DSN) : '',
		'analytics-connect': analytics ? analyticsConnect.join(' ') : '',
		'analytics-img': analytics ? analyticsImg.join(' ') : '',
	};
}
