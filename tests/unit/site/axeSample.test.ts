import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sitemapPaths } from '../../../scripts/audit/axe.ts';
import { axeSample, templateFamily } from '../../../scripts/lib/axeSample.ts';

describe('templateFamily', () => {
	it('groups pages built from one template', () => {
		expect(templateFamily('/blog/noticia/euribor-noviembre')).toBe('noticia');
		expect(templateFamily('/blog/guia-comprar-primera-vivienda')).toBe('guia');
		expect(templateFamily('/hipotecas/piso-madrid')).toBe('portal');
		expect(templateFamily('/hipoteca-soria')).toBe('provincia-ciudad');
		expect(templateFamily('/hipoteca-joven')).toBe('provincia-ciudad');
		expect(templateFamily('/herramientas')).toBe('/herramientas');
		expect(templateFamily('/')).toBe('/');
	});
});

describe('axeSample', () => {
	const portal = Array.from(
		{ length: 100 },
		(_, i) => `/hipotecas/p-${String(i).padStart(3, '0')}`,
	);
	const paths = ['/', '/auth', '/blog/a', '/blog/b', ...portal, '/herramientas'];

	it('keeps every single-template page and spreads the sample over a family', () => {
		const sample = axeSample(paths, 3);
		expect(sample).toEqual([
			'/',
			'/auth',
			'/blog/a',
			'/blog/b',
			'/hipotecas/p-000',
			'/hipotecas/p-050',
			'/hipotecas/p-099',
			'/herramientas',
		]);
	});

	it('takes the first page of a family when asked for one', () => {
		expect(axeSample(portal, 1)).toEqual(['/hipotecas/p-000']);
	});
});

describe('sitemapPaths', () => {
	it('reads every sitemap file as paths without the trailing slash, so families group', () => {
		const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
		const urls = (paths: string[]) =>
			`<urlset>${paths.map((p) => `<url><loc>https://www.hipotecaclara.es${p}</loc></url>`).join('')}</urlset>`;
		writeFileSync(join(dir, 'sitemap-0.xml'), urls(['/', '/hipoteca-soria/', '/blog/']));
		writeFileSync(join(dir, 'sitemap-1.xml'), urls(['/hipoteca-madrid/']));
		writeFileSync(join(dir, 'sitemap-index.xml'), '<sitemapindex></sitemapindex>');
		const paths = sitemapPaths(dir);
		expect(paths).toEqual(['/', '/blog', '/hipoteca-madrid', '/hipoteca-soria']);
		expect(axeSample(paths, 1)).toEqual(['/', '/blog', '/hipoteca-madrid']);
	});
});
