import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { onRequest } from '../../../scripts/astro/precompressMiddleware.ts';
import { precompress, type PrecompressReport } from '../../../scripts/precompress.ts';
import { EARLY_COMPRESSION, startEarlyCompression } from '../../../scripts/precompressEarly.ts';

/** A page of `n`: at least 1 KB, different from every other, and compressible. */
const pageText = (n: number) =>
	`<!doctype html><title>Página ${n}</title>${'<p>Hipoteca para un piso en la ciudad número '.repeat(30)}${n}</p>`;

/** A site of 150 pages in folders, an asset, a tiny file and an image, written into a new folder. */
async function site(): Promise<string> {
	const dir = await mkdtemp(join(tmpdir(), 'precompress-'));
	await mkdir(join(dir, '_astro'));
	await writeFile(join(dir, '_astro', 'app.Ab12Cd34.js'), 'export const a = 1;\n'.repeat(200));
	await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
	await writeFile(join(dir, 'foto.png'), Buffer.alloc(4096, 7));
	for (let n = 0; n < 150; n++) {
		await mkdir(join(dir, `p${n}`));
		await writeFile(join(dir, `p${n}`, 'index.html'), pageText(n));
	}
	return dir;
}

/** Every .br and .gz file of `dir`, by path relative to it, with its bytes. */
async function copies(dir: string): Promise<Map<string, Buffer>> {
	const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(br|gz)$/u.test(f));
	return new Map(
		await Promise.all(files.map(async (f) => [f, await readFile(join(dir, f))] as const)),
	);
}

describe('precompress', () => {
	const dirs: string[] = [];
	let inWorkers: PrecompressReport;
	let here: PrecompressReport;
	let workerDir = '';
	let hereDir = '';

	beforeAll(async () => {
		workerDir = await site();
		hereDir = await site();
		dirs.push(workerDir, hereDir);
		inWorkers = await precompress(workerDir, { workers: 2 });
		here = await precompress(hereDir, { workers: 0 });
	});

	afterAll(async () => {
		for (const dir of dirs) await rm(dir, { recursive: true, force: true });
	});

	it('writes a brotli and a gzip copy of every text file of 1 KB or more, and nothing else', async () => {
		// 150 pages and the script; not the 13-byte robots.txt nor the image.
		expect(inWorkers.files).toBe(151);
		const written = await copies(workerDir);
		expect(written.size).toBe(302);
		expect(existsSync(join(workerDir, 'robots.txt.br'))).toBe(false);
		expect(existsSync(join(workerDir, 'foto.png.gz'))).toBe(false);
		for (const n of [0, 73, 149]) {
			const page = pageText(n);
			const br = written.get(join(`p${n}`, 'index.html.br'));
			const gz = written.get(join(`p${n}`, 'index.html.gz'));
			expect(brotliDecompressSync(br!).toString()).toBe(page);
			expect(gunzipSync(gz!).toString()).toBe(page);
		}
		const script = 'export const a = 1;\n'.repeat(200);
		expect(
			brotliDecompressSync(written.get(join('_astro', 'app.Ab12Cd34.js.br'))!).toString(),
		).toBe(script);
	});

	it('counts the bytes it read and wrote', () => {
		let bytes = 'export const a = 1;\n'.repeat(200).length;
		for (let n = 0; n < 150; n++) bytes += Buffer.byteLength(pageText(n));
		expect(inWorkers.bytes).toBe(bytes);
		expect(inWorkers.brotliBytes).toBeGreaterThan(0);
		expect(inWorkers.brotliBytes).toBeLessThan(bytes / 5);
		expect(inWorkers.gzipBytes).toBeLessThan(bytes / 5);
	});

	it('writes the same bytes in worker threads as in the main thread', async () => {
		expect({ ...inWorkers, ms: 0 }).toEqual({ ...here, ms: 0 });
		const a = await copies(workerDir);
		const b = await copies(hereDir);
		expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
		for (const [file, bytes] of a) expect(bytes.equals(b.get(file)!)).toBe(true);
	});
});

describe('compression while the build renders', () => {
	it('reuses the copies of pages handed over by the middleware, and compresses the rest', async () => {
		const dir = await site();
		try {
			const early = startEarlyCompression(2);
			expect(Reflect.get(globalThis, EARLY_COMPRESSION)).toBe(early);
			const html = (n: number) =>
				new Response(pageText(n), { headers: { 'content-type': 'text/html' } });
			for (let n = 0; n < 100; n++) {
				// What Astro does for each prerendered page: its response passes the middleware.
				const context = { isPrerendered: true } as Parameters<typeof onRequest>[0];
				const response = (await onRequest(context, () => Promise.resolve(html(n)))) as Response;
				expect(await response.text()).toBe(pageText(n));
			}
			// A JSON response and a page rendered on request are not taken.
			const json = new Response('{"a":1}'.repeat(300), {
				headers: { 'content-type': 'application/json' },
			});
			await onRequest({ isPrerendered: true } as Parameters<typeof onRequest>[0], () =>
				Promise.resolve(json),
			);
			await onRequest({ isPrerendered: false } as Parameters<typeof onRequest>[0], () =>
				Promise.resolve(html(120)),
			);
			// Page 5's file changed after it was handed over: its copies must match the file.
			await writeFile(join(dir, 'p5', 'index.html'), `${pageText(5)}<!-- cambiada -->`);
			const earlyDir = await early.finish();
			expect(Reflect.get(globalThis, EARLY_COMPRESSION)).toBeUndefined();
			const report = await precompress(dir, { workers: 2, earlyDir });
			expect(report.files).toBe(151);
			expect(report.early).toBe(99);
			const written = await copies(dir);
			expect(written.size).toBe(302);
			for (const n of [0, 5, 99, 120, 149]) {
				const page = n === 5 ? `${pageText(5)}<!-- cambiada -->` : pageText(n);
				expect(brotliDecompressSync(written.get(join(`p${n}`, 'index.html.br'))!).toString()).toBe(
					page,
				);
				expect(gunzipSync(written.get(join(`p${n}`, 'index.html.gz'))!).toString()).toBe(page);
			}
			// Only page 5's unused copies are left behind.
			expect((await readdir(earlyDir)).length).toBe(3);
			await rm(earlyDir, { recursive: true, force: true });
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});

	it('lets every request through untouched when no build is compressing', async () => {
		const response = new Response('<p>hola</p>', { headers: { 'content-type': 'text/html' } });
		const context = { isPrerendered: true } as Parameters<typeof onRequest>[0];
		expect(await onRequest(context, () => Promise.resolve(response))).toBe(response);
	});
});
