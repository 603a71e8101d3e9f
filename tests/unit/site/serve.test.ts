import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, parseRedirects } from '../../../scripts/serve.ts';

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
