/**
 * Static server for the built site (dist/): what a static host or CDN does, so `npm start`
 * and the browser tests see production behaviour, including the 404 page for unknown paths.
 * Redirects come from the site's `_redirects` file (Netlify / Cloudflare Pages format, copied
 * from public/), so the same file drives the host and this server.
 * Usage: node scripts/serve.ts [--port 4321] [--dir dist]
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

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
	return createServer((req, res) => void handle(root, redirects, req, res));
}

/** Answers one request: a redirect, the file, or the 404 page with status 404. */
async function handle(
	root: string,
	redirects: readonly Redirect[],
	req: IncomingMessage,
	res: ServerResponse,
): Promise<void> {
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		res.writeHead(405, { allow: 'GET, HEAD' }).end();
		return;
	}
	const url = new URL(req.url ?? '/', 'http://localhost');
	const rule = redirects.find((r) => r.from === stripSlash(url.pathname));
	if (rule) {
		res.writeHead(rule.status, { location: rule.to + url.search }).end();
		return;
	}
	// The host reads _redirects; it is not a page.
	let file = url.pathname === '/_redirects' ? null : await resolveFile(root, url.pathname);
	let status = 200;
	if (!file) {
		status = 404;
		file = join(root, '404.html');
	}
	const headers: Record<string, string> = {
		'content-type': types[extname(file)] ?? 'application/octet-stream',
		'x-content-type-options': 'nosniff',
	};
	if (url.pathname.startsWith('/_astro/')) {
		headers['cache-control'] = 'public, max-age=31536000, immutable';
	}
	res.writeHead(status, headers);
	if (req.method === 'HEAD') {
		res.end();
		return;
	}
	createReadStream(file)
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
