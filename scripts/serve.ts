/**
 * Static server for the built site (dist/): what a static host or CDN does, so `npm start`
 * and the browser tests see production behaviour, including the 404 page for unknown paths.
 * Usage: node scripts/serve.ts [--port 4321] [--dir dist]
 */
import { createReadStream } from 'node:fs';
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

/** Creates (without starting) a server for the directory `dir`. */
export function createStaticServer(dir: string): Server {
	const root = resolve(dir);
	return createServer((req, res) => void handle(root, req, res));
}

/** Answers one request: the file, or the 404 page with status 404. */
async function handle(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		res.writeHead(405, { allow: 'GET, HEAD' }).end();
		return;
	}
	const url = new URL(req.url ?? '/', 'http://localhost');
	let file = await resolveFile(root, url.pathname);
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
