import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { tools } from '../../src/lib/tools/catalog.ts';
import {
	expectNoAxeViolationsInBothThemes,
	presetConsent,
	settled,
	waitForHydration,
} from './utils.ts';

/**
 * The calculators of /herramientas open when they come near the screen, are pressed or focused,
 * or are named by the link; until then each section is its heading, summary and a light shell,
 * and the page downloads none of their code.
 */
const calculators = tools.filter((t) => t.kind === 'calculator');

/** A phone's screen: the first calculator starts well below it. */
test.use({ viewport: { width: 412, height: 823 } });

/** Records the island modules (the calculators' code and React) the page requests. */
function islandRequests(page: Page): string[] {
	const urls: string[] = [];
	page.on('request', (r) => {
		if (/\/_astro\/.*\.js$/.test(r.url())) urls.push(r.url());
	});
	return urls;
}

const islandUrls = (page: Page) =>
	page.$$eval('astro-island[client="tool"]', (els) =>
		els.map((e) => new URL(e.getAttribute('component-url') ?? '', location.href).href),
	);

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('the first screen loads no calculator code and every section keeps its heading, summary and anchor', async ({
	page,
}) => {
	const requested = islandRequests(page);
	await page.goto('/herramientas');
	await settled(page);
	for (const tool of calculators) {
		const section = page.locator(`section#${tool.id}`);
		await expect(section.getByRole('heading', { level: 2, name: tool.title })).toBeVisible();
		await expect(section).toContainText(tool.summary);
		await expect(section.getByRole('button', { name: 'Abrir la calculadora' })).toHaveCount(1);
		await expect(section.locator('form')).toHaveCount(0);
	}
	const urls = await islandUrls(page);
	expect(urls).toHaveLength(calculators.length);
	expect(requested.filter((u) => urls.includes(u))).toEqual([]);
	await expect(page.locator('[data-tool-shell][data-opened]')).toHaveCount(0);
});

test('a calculator opens when scrolled to, and loads only its own island', async ({ page }) => {
	const requested = islandRequests(page);
	await page.goto('/herramientas');
	const urls = await islandUrls(page);
	const section = page.locator('#amortizacion-anticipada');
	await section.getByRole('button', { name: 'Abrir la calculadora' }).scrollIntoViewIfNeeded();
	await expect(section.locator('form')).toHaveCount(1);
	await expect(section.getByRole('button', { name: 'Abrir la calculadora' })).toBeHidden();
	const own = urls.find((u) => u.includes('/EarlyRepayment.'));
	expect(requested).toContain(own);
	// The simulator, far above, stays closed and unloaded.
	await expect(page.locator('#simulador-completo form')).toHaveCount(0);
	expect(requested).not.toContain(urls.find((u) => u.includes('/MortgageSimulator.')));
});

test('a link with a tool’s inputs opens that tool filled in, without its hash', async ({
	page,
}) => {
	await page.goto('/herramientas?subrogacion.pendiente=120.000');
	const section = page.locator('#subrogacion');
	await waitForHydration(page, section);
	await expect(section.getByLabel('Capital pendiente')).toHaveValue('120.000');
	await expect(page.locator('#reunificacion-deudas form')).toHaveCount(0);
});

test('pressing "Abrir la calculadora" with the keyboard moves the focus to its first field', async ({
	page,
}) => {
	await page.goto('/herramientas');
	const section = page.locator('#fija-vs-variable');
	await section.getByRole('button', { name: 'Abrir la calculadora' }).focus();
	await page.keyboard.press('Enter');
	await expect(section.locator('form')).toHaveCount(1);
	await expect(section.locator('form').locator('input, select').first()).toBeFocused();
});

test('the nav links open the tool they point to', async ({ page }) => {
	await page.goto('/herramientas');
	await page
		.getByRole('navigation', { name: 'Herramientas' })
		.getByRole('link', { name: 'Alquilar o comprar' })
		.click();
	await expect(page).toHaveURL(/#alquilar-vs-comprar$/);
	await expect(page.locator('#alquilar-vs-comprar form')).toHaveCount(1);
});

test('opening the calculators one after another moves nothing on the screen', async ({ page }) => {
	await page.goto('/herramientas#simulador-completo');
	await expect(page.locator('#simulador-completo form')).toHaveCount(1);
	// Layout shifts from here on (not the page's own load): each tool opening near the screen.
	await page.evaluate(() => {
		const w = window as unknown as { shifts: number };
		w.shifts = 0;
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as unknown as {
				value: number;
				hadRecentInput: boolean;
			}[]) {
				if (!entry.hadRecentInput) w.shifts += entry.value;
			}
		}).observe({ type: 'layout-shift' });
	});
	for (const tool of calculators) {
		await page.locator(`#${tool.id}`).scrollIntoViewIfNeeded();
		await expect(page.locator(`#${tool.id} form`)).toHaveCount(1);
	}
	await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
	expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

/**
 * The axe check (in both themes, on the same page) for the calculators in their interactive state:
 * every one of them open on /herramientas (the closed shells are in the sitemap pass,
 * tests/e2e/axe.spec.ts).
 */
test('every calculator, open, has no accessibility violations in either theme', async ({
	page,
}) => {
	// Eight calculators hydrated and axe over all of them: triple the hang guard.
	test.slow();
	await page.goto('/herramientas');
	for (const tool of calculators) {
		const section = page.locator(`#${tool.id}`);
		await section.scrollIntoViewIfNeeded();
		await expect(section.locator('form')).toHaveCount(1);
		await waitForHydration(page, section);
	}
	await expectNoAxeViolationsInBothThemes(page, 'main');
});
