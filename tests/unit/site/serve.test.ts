import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../../scripts/serve.ts';

let base = '';
let close: () => void = () => {};

beforeAll(async () => {
	const dir = await mkdtemp(join(tmpdir(), 'serve-'));
	await mkdir(join(dir, 'blog'));
	await writeFile(join(dir, 'index.html'), 'inicio');
	await writeFile(join(dir, 'blog', 'index.html'), 'noticias');
	await writeFile(join(dir, '404.html'), 'no encontrada');
	await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
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
