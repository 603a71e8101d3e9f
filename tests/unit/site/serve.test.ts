import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../../scripts/precompress.ts';
import { acceptedEncodings, createStaticServer, parseRedirects } from '../../../scripts/serve.ts';

let base = '';
let close: () => void = () => {};

beforeAll(async () => {
	const dir = await mkdtemp(join(tmpdir(), 'serve-'));
	await mkdir(join(dir, 'blog'));
	await writeFile(join(dir, 'index.html'), 'inicio');
	await writeFile(join(dir, 'blog', 'index.html'), 'noticias');
	await writeFile(join(dir, '404.html'), 'no encontrada');
	await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
	await writeFile(join(dir, '_redirects'), '# legal\n/terms /terminos 301\n/viejo /nuevo 302\n');
	const server = createStaticServer(dir);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	close = () => server.close();
});

afterAll(() => close());

describe('static server', () => {
	it('serves directory indexes with and without a trailing slash', async () => {
		for (const path of ['/', '/blog', '/blog/']) {
			const res = await fetch(base + path);
			expect(res.status).toBe(200);
			expect(res.headers.get('content-type')).toContain('text/html');
		}
		expect(await (await fetch(`${base}/blog`)).text()).toBe('noticias');
	});

	it('answers unknown paths with the 404 page and status', async () => {
		const res = await fetch(`${base}/no-existe`);
		expect(res.status).toBe(404);
		expect(await res.text()).toBe('no encontrada');
	});

	it('never leaves the site folder', async () => {
		const res = await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd`);
		expect(res.status).toBe(404);
	});

	it('refuses methods a static host does not take', async () => {
		expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
	});
});

describe('redirects from _redirects', () => {
	it('answers /terms with a real 301 to /terminos, with or without a trailing slash', async () => {
		for (const path of ['/terms', '/terms/']) {
			const res = await fetch(base + path, { redirect: 'manual' });
			expect(res.status).toBe(301);
			expect(res.headers.get('location')).toBe('/terminos');
		}
		const query = await fetch(`${base}/terms?from=registro`, { redirect: 'manual' });
		expect(query.headers.get('location')).toBe('/terminos?from=registro');
		const temporary = await fetch(`${base}/viejo`, { redirect: 'manual' });
		expect(temporary.status).toBe(302);
		expect(temporary.headers.get('location')).toBe('/nuevo');
	});

	it('does not serve the _redirects file itself', async () => {
		expect((await fetch(`${base}/_redirects`)).status).toBe(404);
	});

	it('reads the rules, with 301 when no status is written, and rejects a broken line', () => {
		expect(parseRedirects('# c\n\n/a /b\n/c/ https://x.es/d 308 # fin\n')).toEqual([
			{ from: '/a', to: '/b', status: 301 },
			{ from: '/c', to: 'https://x.es/d', status: 308 },
		]);
		expect(() => parseRedirects('/a')).toThrow('Regla de redirección no válida');
		expect(() => parseRedirects('/a /b 200')).toThrow('Regla de redirección no válida');
	});

	it('the site ships /terms → /terminos as a 301 in public/_redirects', async () => {
		const text = await readFile(new URL('../../../public/_redirects', import.meta.url), 'utf8');
		expect(parseRedirects(text)).toContainEqual({ from: '/terms', to: '/terminos', status: 301 });
	});
});

describe('compression and caching', () => {
	let site = '';
	let stop: () => void = () => {};
	const page = `<!doctype html><html lang="es"><body>${'<p>Hipoteca a tipo fijo al 2,5 %</p>'.repeat(200)}</body></html>`;
	const script = `export const cuota = ${JSON.stringify('x'.repeat(4000))};`;

	/** A GET without fetch's automatic decompression: status, headers and raw bytes. */
	const raw = (path: string, headers: Record<string, string> = {}) =>
		new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
			(resolve, reject) => {
				get(site + path, { headers }, (res) => {
					const chunks: Buffer[] = [];
					res.on('data', (c: Buffer) => chunks.push(c));
					res.on('end', () =>
						resolve({
							status: res.statusCode ?? 0,
							headers: res.headers,
							body: Buffer.concat(chunks),
						}),
					);
				}).on('error', reject);
			},
		);

	beforeAll(async () => {
		const dir = await mkdtemp(join(tmpdir(), 'serve-z-'));
		await mkdir(join(dir, '_astro'));
		await writeFile(join(dir, 'index.html'), page);
		await writeFile(join(dir, '404.html'), `<!doctype html><h1>Página No Encontrada</h1>${page}`);
		await writeFile(join(dir, '_astro', 'app.Ab12Cd34.js'), script);
		await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
		const report = await precompress(dir);
		expect(report.files).toBe(3);
		const server = createStaticServer(dir);
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
		stop = () => server.close();
	});

	afterAll(() => stop());

	it('writes brotli and gzip copies once at build, not for tiny files', async () => {
		const res = await raw('/robots.txt', { 'accept-encoding': 'br, gzip' });
		expect(res.headers['content-encoding']).toBeUndefined();
		expect(res.body.toString()).toBe('User-agent: *');
	});

	it('sends brotli when accepted, else gzip, else the file, always with Vary', async () => {
		const br = await raw('/', { 'accept-encoding': 'gzip, deflate, br' });
		expect(br.headers['content-encoding']).toBe('br');
		expect(br.headers['vary']).toBe('Accept-Encoding');
		expect(brotliDecompressSync(br.body).toString()).toBe(page);
		expect(br.body.length).toBeLessThan(page.length / 5);

		const gz = await raw('/', { 'accept-encoding': 'br;q=0, gzip' });
		expect(gz.headers['content-encoding']).toBe('gzip');
		expect(gunzipSync(gz.body).toString()).toBe(page);

		const plain = await raw('/');
		expect(plain.headers['content-encoding']).toBeUndefined();
		expect(plain.headers['vary']).toBe('Accept-Encoding');
		expect(plain.body.toString()).toBe(page);
	});

	it('keeps the 404 status on the compressed 404 page', async () => {
		const res = await raw('/no-existe', { 'accept-encoding': 'br' });
		expect(res.status).toBe(404);
		expect(brotliDecompressSync(res.body).toString()).toContain('Página No Encontrada');
	});

	it('caches hashed assets for a year and revalidates pages with an ETag', async () => {
		const asset = await raw('/_astro/app.Ab12Cd34.js', { 'accept-encoding': 'gzip' });
		expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
		expect(gunzipSync(asset.body).toString()).toBe(script);

		const first = await raw('/', { 'accept-encoding': 'br' });
		expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
		const etag = String(first.headers['etag']);
		const again = await raw('/', { 'accept-encoding': 'br', 'if-none-match': etag });
		expect(again.status).toBe(304);
		expect(again.body.length).toBe(0);
		// Another encoding is another representation: its own validator.
		const gz = await raw('/', { 'accept-encoding': 'gzip', 'if-none-match': etag });
		expect(gz.status).toBe(200);
	});

	it('reads Accept-Encoding with q-values and wildcards', () => {
		expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
		expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
		expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
		expect(acceptedEncodings(undefined)).toEqual([]);
		expect(acceptedEncodings('identity')).toEqual([]);
	});
});
