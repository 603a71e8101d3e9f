import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { presetConsent } from './utils.ts';
import { axeViolationsOf } from '../../scripts/lib/wcag.ts';

/**
 * The site on a small phone and by keyboard: wide tables scroll inside their own focusable,
 * labelled region instead of widening the page; tap targets are big enough; the header shows
 * no keyboard hint on touch and the logo link's name contains its visible text.
 */
const port = process.env['E2E_PORT'] ?? '4329';
const dist = join(process.cwd(), 'dist-e2e', port);

/** URL paths of every built page that has a table (read from the e2e build itself). */
function pagesWithTables(): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
			const path = join(dir, entry.name);
			if (entry.isDirectory()) return entry.name.startsWith('~') ? [] : walk(path);
			return entry.name.endsWith('.html') ? [path] : [];
		});
	return walk(dist)
		.filter((file) => readFileSync(file, 'utf8').includes('<table'))
		.map((file) => `/${relative(dist, file)}`.replace(/\/?index\.html$/, '').replace(/\.html$/, ''))
		.map((path) => path || '/')
		.sort();
}

async function pageWidth(page: Page): Promise<number> {
	return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('at 320 px', () => {
	test.use({ viewport: { width: 320, height: 640 } });

	test('no page with a table is wider than the screen, and the menu button stays on it', async ({
		page,
	}) => {
		// A guard against hangs while visiting every page with a table, not a performance budget.
		test.setTimeout(300_000);
		await presetConsent(page);
		const paths = pagesWithTables();
		// The guides, the news with tables, the legal pages and the province pages at least.
		expect(paths.length).toBeGreaterThanOrEqual(30);
		expect(paths).toEqual(
			expect.arrayContaining(['/cookies', '/hipoteca-madrid', '/blog/fija-vs-variable']),
		);
		const problems: string[] = [];
		for (const path of paths) {
			// The stylesheet and the deferred scripts have run by DOMContentLoaded and the fonts are
			// awaited; images (all with their size set) do not change the layout, so the load event
			// is not waited for.
			await page.goto(path, { waitUntil: 'domcontentloaded' });
			await page.evaluate(() => document.fonts.ready.then(() => undefined));
			const width = await pageWidth(page);
			if (width > 320) problems.push(`${path}: ${width} px de ancho`);
			const menu = page.getByRole('banner').getByRole('button', { name: 'Abrir menú' });
			const box = await menu.boundingBox();
			if (!box || box.x < 0 || box.x + box.width > 320) {
				problems.push(`${path}: botón de menú fuera de la pantalla (x=${box?.x ?? '?'})`);
			}
			const unlabelled = await page
				.locator('main table')
				.evaluateAll((tables) =>
					tables
						.filter((t) => !t.closest('[role="region"][tabindex="0"][aria-label]'))
						.map((t) => t.textContent?.trim().slice(0, 40) ?? ''),
				);
			for (const table of unlabelled) problems.push(`${path}: tabla sin región «${table}»`);
		}
		expect(problems).toEqual([]);
	});

	test('a prose table scrolls inside its region, which the keyboard reaches', async ({ page }) => {
		await presetConsent(page);
		await page.goto('/cookies');
		const region = page.getByRole('region', { name: /^Tabla: / }).first();
		await expect(region).toHaveAttribute('tabindex', '0');
		const sizes = await region.evaluate((el) => ({
			scroll: el.scrollWidth,
			client: el.clientWidth,
		}));
		expect(sizes.scroll).toBeGreaterThan(sizes.client);
		await region.focus();
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
		expect(await pageWidth(page)).toBe(320);
	});
});

test('/hipoteca-madrid has no scrollable region that the keyboard cannot reach', async ({
	page,
}) => {
	await presetConsent(page);
	await page.setViewportSize({ width: 360, height: 740 });
	await page.goto('/hipoteca-madrid');
	const violations = await axeViolationsOf(page, {
		rules: ['scrollable-region-focusable', 'aria-allowed-role'],
	});
	expect(violations.map((v) => v.id)).toEqual([]);
	await expect(
		page.getByRole('region', { name: 'Tabla: gastos de la compra y quién los paga' }),
	).toHaveAttribute('tabindex', '0');
});

/** Visible targets smaller than `min` px in height, skipping links inside a sentence. */
async function smallTargets(page: Page, selector: string, min: number): Promise<string[]> {
	return page.locator(selector).evaluateAll(
		(els, limit) =>
			els.flatMap((el) => {
				const box = el.getBoundingClientRect();
				if (box.width === 0 || box.height === 0) return [];
				const style = getComputedStyle(el);
				if (style.visibility === 'hidden' || el.closest('.sr-only')) return [];
				// A link inside running text is exempt (WCAG 2.5.8, inline).
				const block = el.closest('p, li, td, dd');
				const inSentence =
					block?.tagName === 'P' && block.textContent?.trim() !== el.textContent?.trim();
				if (inSentence || el.closest('.prose')) return [];
				return box.height < limit ? [`${el.textContent?.trim()} (${box.height} px)`] : [];
			}),
		min,
	);
}

test.describe('tap targets on a phone', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	for (const path of ['/', '/hipotecas/ciudades', '/blog', '/hipoteca-madrid', '/contacto']) {
		test(`${path}: links and buttons are at least 24 px tall, main actions 44 px`, async ({
			page,
		}) => {
			await page.goto(path);
			// The cookie banner is open on a first visit: its buttons are checked too.
			expect(await smallTargets(page, 'a[href], button', 24)).toEqual([]);
			expect(await smallTargets(page, '.btn', 44)).toEqual([]);
		});
	}

	test('the footer\'s "Configurar cookies" and the breadcrumbs are at least 24 px tall', async ({
		page,
	}) => {
		await presetConsent(page);
		await page.goto('/hipotecas/ciudades');
		const cookies = await page.getByRole('button', { name: 'Configurar cookies' }).boundingBox();
		expect(cookies?.height).toBeGreaterThanOrEqual(24);
		const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link');
		for (const box of await crumbs.evaluateAll((els) =>
			els.map((e) => e.getBoundingClientRect().height),
		)) {
			expect(box).toBeGreaterThanOrEqual(24);
		}
	});
});

test.describe('header', () => {
	test('the logo link is named with its visible text', async ({ page }) => {
		await presetConsent(page);
		await page.goto('/blog');
		const logo = page.getByRole('banner').getByRole('link', {
			name: 'Hipoteca Clara, página de inicio',
			exact: true,
		});
		await expect(logo).toHaveAttribute('href', '/');
		await expect(logo).toContainText('Hipoteca Clara');
	});

	test('shows the "Ctrl K" hint with a mouse on a wide screen', async ({ page }) => {
		await presetConsent(page);
		await page.setViewportSize({ width: 1600, height: 900 });
		await page.goto('/');
		await expect(page.getByRole('banner').getByText('Ctrl K')).toBeVisible();
	});

	test.describe('on a touch screen', () => {
		test.use({ hasTouch: true, isMobile: true, viewport: { width: 1600, height: 900 } });

		test('hides the "Ctrl K" hint', async ({ page }) => {
			await presetConsent(page);
			await page.goto('/');
			expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
			await expect(page.getByRole('banner').getByText('Ctrl K')).toBeHidden();
		});
	});
});
