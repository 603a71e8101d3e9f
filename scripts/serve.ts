/**
 * Static server for the built site (dist/): what a static host or CDN does, so `npm start`
 * and the browser tests see production behaviour, including the 404 page for unknown paths.
 * Redirects come from the site's `_redirects` file (Netlify / Cloudflare Pages format, copied
 * from public/), so the same file drives the host and this server.
 * Text files are sent as the brotli or gzip copy the build wrote beside them (scripts/
 * precompress.ts), chosen by Accept-Encoding, with `Vary: Accept-Encoding`; hashed assets are
 * cached for a year and everything else revalidates (ETag, 304). Security headers (the
 * Content-Security-Policy among them) come from the site's `_headers` file, the host's format
 * (scripts/lib/headersFile.ts), read once at start.
 * Usage: node scripts/serve.ts [--port 4321] [--dir dist]
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { requestTarget } from '../supabase/local/http.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './lib/headersFile.ts';
import { compressibleExtensions } from './precompress.ts';

const types: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2',
	'.webmanifest': 'application/manifest+json',
};

async function isFile(path: string): Promise<boolean> {
	try {
		return (await stat(path)).isFile();
	} catch {
		return false;
	}
}

/** Finds the file for a URL path the way static hosts do: exact file, then .html, then index.html. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
	let decoded: string;
	try {
		decoded = decodeURIComponent(urlPath);
	} catch {
		return null;
	}
	const target = normalize(join(root, decoded));
	if (target !== root && !target.startsWith(root + sep)) return null;
	for (const candidate of [target, `${target}.html`, join(target, 'index.html')]) {
		if (await isFile(candidate)) return candidate;
	}
	return null;
}

/** A precompressed copy of a file: its path and the Content-Encoding it carries. */
export interface Encoded {
	path: string;
	encoding: 'br' | 'gzip' | null;
}

/**
 * The encodings a request accepts, from its Accept-Encoding header (`q=0` refuses one).
 * Brotli is preferred over gzip when both are accepted, as CDNs do.
 */
export function acceptedEncodings(header: string | undefined): ('br' | 'gzip')[] {
	const accepted = new Set<string>();
	for (const part of (header ?? '').toLowerCase().split(',')) {
		const [name, ...params] = part.trim().split(';');
		const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
		if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.trim());
	}
	return (['br', 'gzip'] as const).filter((e) => accepted.has(e) || accepted.has('*'));
}

/** Picks the precompressed copy of `file` (written at build) that the request accepts. */
export async function pickEncoding(
	file: string,
	acceptEncoding: string | undefined,
): Promise<Encoded> {
	for (const encoding of acceptedEncodings(acceptEncoding)) {
		const path = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
		if (await isFile(path)) return { path, encoding };
	}
	return { path: file, encoding: null };
}

/** Whether a file type has compressed copies, so its answers vary by Accept-Encoding. */
export const compressible = (file: string) => compressibleExtensions.has(extname(file));

/** Cache policy: hashed assets are immutable for a year; everything else revalidates. */
export function cacheControl(urlPath: string): string {
	return urlPath.startsWith('/_astro/')
		? 'public, max-age=31536000, immutable'
		: 'public, max-age=0, must-revalidate';
}

/** One line of a `_redirects` file: where from, where to and the HTTP status. */
export interface Redirect {
	from: string;
	to: string;
	status: number;
}

/**
 * Reads a `_redirects` file: one `from to [status]` rule a line, `#` comments, status 301 when
 * left out (the format of Netlify and Cloudflare Pages, without splats or placeholders).
 */
export function parseRedirects(text: string): Redirect[] {
	const rules: Redirect[] = [];
	for (const raw of text.split('\n')) {
		const line = raw.replace(/#.*$/, '').trim();
		if (line === '') continue;
		const [from, to, code] = line.split(/\s+/);
		const status = code === undefined ? 301 : Number(code);
		if (!from?.startsWith('/') || to === undefined || ![301, 302, 307, 308].includes(status)) {
			throw new Error(`Regla de redirección no válida en _redirects: «${raw.trim()}»`);
		}
		rules.push({ from: stripSlash(from), to, status });
	}
	return rules;
}

/** "/terms/" and "/terms" are the same path for a rule. */
function stripSlash(path: string): string {
	return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Creates (without starting) a server for the directory `dir`. */
export function createStaticServer(dir: string): Server {
	const root = resolve(dir);
	const file = join(root, '_redirects');
	const redirects = existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : [];
	const headersFile = join(root, '_headers');
	const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
	return createServer((req, res) => {
		handle(root, redirects, rules, req, res).catch(() => {
			if (res.headersSent) res.destroy();
			else res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error interno');
		});
	});
}

/** Files the host reads as configuration, never served as pages. */
const hostFiles = new Set(['/_redirects', '/_headers']);

/** Answers one request: a redirect, the file, or the 404 page with status 404. */
async function handle(
	root: string,
	redirects: readonly Redirect[],
	rules: readonly HeaderRule[],
	req: IncomingMessage,
	res: ServerResponse,
): Promise<void> {
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		res.writeHead(405, { allow: 'GET, HEAD' }).end();
		return;
	}
	const url = requestTarget(req.url);
	if (!url) {
		res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Petición no válida');
		return;
	}
	const rule = redirects.find((r) => r.from === stripSlash(url.pathname));
	if (rule) {
		res.writeHead(rule.status, { location: rule.to + url.search }).end();
		return;
	}
	// The host reads _redirects and _headers; they are not pages.
	let file = hostFiles.has(url.pathname) ? null : await resolveFile(root, url.pathname);
	let status = 200;
	if (!file) {
		status = 404;
		file = join(root, '404.html');
	}
	const headers: Record<string, string> = {
		'x-content-type-options': 'nosniff',
		// As the host: the _headers rules of the requested path (the 404 page's too).
		...headersFor(rules, url.pathname),
		'content-type': types[extname(file)] ?? 'application/octet-stream',
		'cache-control': cacheControl(status === 404 ? '/404' : url.pathname),
	};
	const chosen = compressible(file)
		? await pickEncoding(file, req.headers['accept-encoding'])
		: { path: file, encoding: null };
	if (compressible(file)) headers['vary'] = 'Accept-Encoding';
	if (chosen.encoding) headers['content-encoding'] = chosen.encoding;
	const info = await stat(chosen.path);
	headers['content-length'] = String(info.size);
	// A weak validator per copy, so revalidating HTML costs a 304 instead of the page.
	const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
	if (status === 200) {
		headers['etag'] = etag;
		if (req.headers['if-none-match'] === etag) {
			delete headers['content-length'];
			res.writeHead(304, headers).end();
			return;
		}
	}
	res.writeHead(status, headers);
	if (req.method === 'HEAD') {
		res.end();
		return;
	}
	createReadStream(chosen.path)
		.on('error', () => res.destroy())
		.pipe(res);
}

if (import.meta.main) {
	const { values } = parseArgs({
		options: {
			port: { type: 'string', default: process.env['PORT'] ?? '4321' },
			host: { type: 'string', default: process.env['HOST'] ?? 'localhost' },
			dir: { type: 'string', default: 'dist' },
		},
	});
	if (!(await isFile(join(values.dir, 'index.html')))) {
		console.error(
			`No hay ningún sitio construido en «${values.dir}». Ejecuta antes: npm run build`,
		);
		process.exit(1);
	}
	const server = createStaticServer(values.dir);
	server.listen(Number(values.port), values.host, () => {
		console.log(`Sitio servido en http://${values.host}:${values.port}`);
	});
	for (const signal of ['SIGINT', 'SIGTERM'] as const) {
		process.on(signal, () => server.close(() => process.exit(0)));
	}
}
