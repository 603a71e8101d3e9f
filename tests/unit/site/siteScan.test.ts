import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeParts, scanSite, sharedSiteScan, split } from '../../../scripts/lib/siteScan.ts';

describe('split', () => {
	it('makes contiguous runs of nearly equal length, in order, none empty', () => {
		expect(split([1, 2, 3, 4, 5], 2)).toEqual([
			[1, 2, 3],
			[4, 5],
		]);
		expect(split([1], 4)).toEqual([[1]]);
		expect(split([], 2)).toEqual([]);
	});
});

describe('mergeParts', () => {
	it('adds the counts, keeps the first broken links in order and joins the scripts', () => {
		const merged = mergeParts(
			[
				{
					checked: 3,
					brokenCount: 2,
					broken: [
						{ page: '/a', href: '/x' },
						{ page: '/a', href: '/y' },
					],
					scripts: ['s1'],
				},
				{ checked: 4, brokenCount: 1, broken: [{ page: '/b', href: '/z' }], scripts: ['s1', 's2'] },
			],
			2,
		);
		expect(merged.links).toEqual({
			checked: 7,
			brokenCount: 3,
			broken: [
				{ page: '/a', href: '/x' },
				{ page: '/a', href: '/y' },
			],
		});
		expect([...merged.scripts].sort()).toEqual(['s1', 's2']);
	});
});

describe('scanSite', () => {
	let root = '';
	const out = () => join(root, 'dist');
	const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

	beforeAll(async () => {
		root = await mkdtemp(join(tmpdir(), 'site-scan-'));
		await mkdir(join(root, 'public'), { recursive: true });
		await writeFile(join(root, 'public/_redirects'), '/antigua /guias 301\n');
		await mkdir(join(out(), 'guias/una'), { recursive: true });
		await mkdir(join(out(), '_astro'), { recursive: true });
		await writeFile(join(out(), '_astro/app.js'), '');
		await writeFile(
			join(out(), 'index.html'),
			page(
				'<a href="/guias">g</a><a href="/guias/una#x">u</a><a href="/antigua">r</a><script>boot()</script>',
			),
		);
		await writeFile(
			join(out(), 'guias/index.html'),
			page(
				'<a href="/">i</a><a href="/no-existe">?</a><script type="module" src="/_astro/app.js"></script>',
			),
		);
		await writeFile(
			join(out(), 'guias/una/index.html'),
			page(
				'<a href="/guias">g</a><a href="/falta?q=1">?</a><script>boot()</script><script>otro()</script>',
			),
		);
	});

	afterAll(() => rm(root, { recursive: true, force: true }));

	// One worker and three: the same findings, in the same order.
	for (const workers of [1, 3]) {
		it(`finds every page, the broken links and the inline scripts (${workers} hilo${workers > 1 ? 's' : ''})`, async () => {
			const scan = await scanSite(out(), root, workers);
			expect([...scan.pagePaths].sort()).toEqual(['/', '/guias', '/guias/una']);
			// Links to a page, to another page with an anchor and to a redirect answer; two do not.
			expect(scan.links.checked).toBe(7);
			expect(scan.links.brokenCount).toBe(2);
			expect(scan.links.broken).toEqual(
				expect.arrayContaining([
					{ page: '/guias', href: '/no-existe' },
					{ page: '/guias/una', href: '/falta' },
				]),
			);
			expect([...scan.scripts].sort()).toEqual(['boot()', 'otro()']);
		});
	}

	it('is read once per build and shared: a new build starts a new read', async () => {
		const shared = sharedSiteScan();
		const first = shared.of(out(), root);
		expect(shared.of(out(), root)).toBe(first);
		await first;
		shared.reset();
		const second = shared.of(out(), root);
		expect(second).not.toBe(first);
		// Awaited: the folder is removed once the tests end, and a read still running would fail.
		await expect(second).resolves.toMatchObject({ scripts: new Set(['boot()', 'otro()']) });
	});
});
