import { expect, test } from './fixtures.ts';

/**
 * What `npm start`'s server does as a static host would: precompressed pages and assets chosen
 * by Accept-Encoding, hashed assets cached for a year, pages revalidated, 404s kept as 404.
 */
test('pages and assets travel compressed, with Vary and the right cache policy', async ({
	page,
}) => {
	const scripts: string[] = [];
	page.on('response', (r) => {
		if (r.url().includes('/_astro/') && r.url().endsWith('.js')) scripts.push(r.url());
	});
	const doc = await page.goto('/herramientas');
	const headers = doc!.headers();
	expect(['br', 'gzip']).toContain(headers['content-encoding']);
	expect(headers['vary']).toBe('Accept-Encoding');
	expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
	await page.locator('#simulador-completo').scrollIntoViewIfNeeded();
	await expect.poll(() => scripts.length).toBeGreaterThan(0);

	// Files under minCompressBytes (1 KB) are served as they are (compressing them gains
	// nothing), so the check takes the largest script the page loaded.
	const sizes = await Promise.all(
		scripts.map(async (url) => ({
			url,
			bytes: (await (await page.request.get(url)).body()).length,
		})),
	);
	const largest = sizes.toSorted((a, b) => b.bytes - a.bytes)[0]!;
	expect(largest.bytes).toBeGreaterThan(1024);
	const asset = await page.request.get(largest.url, { headers: { 'accept-encoding': 'br' } });
	expect(asset.headers()['content-encoding']).toBe('br');
	expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
	expect((await asset.body()).length).toBeGreaterThan(0);
});

test('the 404 page keeps its status when sent compressed', async ({ request }) => {
	const res = await request.get('/no-existe-esta-pagina', {
		headers: { 'accept-encoding': 'gzip' },
	});
	expect(res.status()).toBe(404);
	expect(res.headers()['content-encoding']).toBe('gzip');
	expect(await res.text()).toContain('Página No Encontrada');
});
