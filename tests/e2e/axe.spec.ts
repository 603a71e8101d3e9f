import { expect, test } from './fixtures.ts';
import { sitemapPaths } from '../../scripts/audit/axe.ts';
import { e2eDist, e2ePort } from '../../scripts/e2eBuild.ts';
import { axeSample } from '../../scripts/lib/axeSample.ts';
import { axeViolations, presetConsent } from './utils.ts';

/**
 * The one axe pass over the static pages (WCAG 2.2 AA, light and dark themes), driven by the
 * sitemap of the build under test: every page that is its own template and three pages spread
 * over each family built from one template (guides, news, provinces and cities, portal pages),
 * as `npm run audit -- --axe-sample 3` samples it, plus the pages earlier specs checked on
 * purpose for what they carry (tables, the municipal figures, categories). Interactive states
 * (dialogs open, errors shown, signed-in areas) keep their own axe call in their spec.
 *
 * The list is read when the tests run (the build exists only once the web server started), so
 * the pages are dealt into a fixed number of tests per theme (three or four pages each).
 */
const perFamily = 3;
const chosen = [
	'/blog/gastos-compraventa-hipoteca',
	'/blog/fija-vs-variable',
	'/blog/guia-comprar-primera-vivienda',
	'/blog/categoria/ayudas',
	'/hipoteca-madrid',
	'/hipoteca-soria',
	'/hipotecas/atico-valencia',
];
const shards = 12;

function pagesOfShard(shard: number): string[] {
	const all = sitemapPaths(e2eDist(e2ePort()));
	const pages = [
		...new Set([...axeSample(all, perFamily), ...chosen.filter((p) => all.includes(p))]),
	];
	return pages.toSorted().filter((_, i) => i % shards === shard);
}

test('the sitemap lists the pages the pass samples', () => {
	const all = sitemapPaths(e2eDist(e2ePort()));
	expect(all).toContain('/');
	for (const path of chosen) expect(all).toContain(path);
	const sample = axeSample(all, perFamily);
	expect(sample).toContain('/herramientas');
	for (const family of ['/blog/noticia/', '/hipotecas/', '/hipoteca-']) {
		expect(sample.filter((p) => p.startsWith(family))).toHaveLength(perFamily);
	}
});

for (const theme of ['light', 'dark'] as const) {
	test.describe(`${theme} theme`, () => {
		test.beforeEach(async ({ page }) => {
			await presetConsent(page);
			await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
			await page.emulateMedia({ reducedMotion: 'reduce' });
		});

		for (let shard = 0; shard < shards; shard++) {
			test(`sitemap pages, part ${shard + 1} of ${shards}, have no axe violations`, async ({
				page,
			}) => {
				// Several full pages of axe in one test: triple the hang guard, as other long specs do.
				test.slow();
				const found: string[] = [];
				for (const path of pagesOfShard(shard)) {
					await page.goto(path);
					await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
					found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
				}
				expect(found).toEqual([]);
			});
		}
	});
}
