/**
 * Bytes of HTTP response headers per response type, as `npm start`'s server sends them from a
 * built site's `_headers` (the host's rules): the status line and every header line, as they go
 * on the wire over HTTP/1.1 (HTTP/2 compresses them, but the first response of a connection pays
 * most of it). One representative URL per type; a type the build lacks is reported as such.
 * Usage: node scripts/bench-headers.ts [--dir dist]   (also part of `npm run bench`)
 */
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './serve.ts';

/** A response type and the URL path that stands for it in a build, or null when absent. */
interface Sample {
	type: string;
	path: string | null;
}

/** The first file in `dir` (relative to the site) whose name ends with `suffix`. */
function firstFile(dist: string, dir: string, suffix: string): string | null {
	const full = join(dist, dir);
	if (!existsSync(full)) return null;
	const name = readdirSync(full).find((f) => f.endsWith(suffix));
	return name ? `/${dir}/${name}` : null;
}

/** One URL per response type of a build. */
export function headerSamples(dist: string): Sample[] {
	const ifExists = (path: string) => (existsSync(join(dist, path)) ? `/${path}` : null);
	return [
		{ type: 'HTML (inicio)', path: '/' },
		{ type: 'HTML 404', path: '/no-existe-esta-pagina' },
		{ type: 'JS con hash (/_astro)', path: firstFile(dist, '_astro', '.js') },
		{ type: 'CSS con hash (/_astro)', path: firstFile(dist, '_astro', '.css') },
		{ type: 'Imagen con hash (/_astro)', path: firstFile(dist, '_astro', '.webp') },
		{ type: 'Imagen (/og-default.png)', path: ifExists('og-default.png') },
		{ type: 'SVG (/favicon.svg)', path: ifExists('favicon.svg') },
		{ type: 'JSON (/search-index.json)', path: ifExists('search-index.json') },
		{ type: 'OCR (/ocr/*.wasm.js)', path: firstFile(dist, 'ocr/core', '.js') },
	];
}

/** The bytes of a response's status line and headers on the wire (HTTP/1.1). */
function headerBytes(port: number, path: string): Promise<number> {
	return new Promise((done, fail) => {
		const req = request(
			{ port, path, headers: { 'accept-encoding': 'br, gzip' }, method: 'GET' },
			(res) => {
				res.resume();
				const raw = res.rawHeaders;
				let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
				for (let i = 0; i < raw.length; i += 2) {
					bytes += Buffer.byteLength(`${raw[i]}: ${raw[i + 1]}\r\n`);
				}
				res.on('end', () => done(bytes));
			},
		);
		req.on('error', fail);
		req.end();
	});
}

/** Header bytes per response type of the build in `dist`. */
export async function measureHeaderBytes(
	dist: string,
): Promise<{ type: string; path: string | null; bytes: number | null }[]> {
	const server = createStaticServer(dist);
	await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
	const { port } = server.address() as AddressInfo;
	try {
		const rows = [];
		for (const { type, path } of headerSamples(dist)) {
			rows.push({ type, path, bytes: path ? await headerBytes(port, path) : null });
		}
		return rows;
	} finally {
		server.close();
	}
}

/** Prints the table. */
export async function benchHeaders(dist: string): Promise<void> {
	console.log('\nCabeceras HTTP por tipo de respuesta (bytes, HTTP/1.1, servidor de npm start)');
	for (const row of await measureHeaderBytes(dist)) {
		const bytes = row.bytes === null ? 'no construido' : `${row.bytes.toLocaleString('es-ES')} B`;
		console.log(`  ${row.type.padEnd(28)} ${bytes.padStart(10)}  ${row.path ?? ''}`);
	}
}

if (import.meta.main) {
	const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
	await benchHeaders(values.dir);
}
