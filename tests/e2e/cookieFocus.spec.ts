import { expect, test } from './fixtures.ts';
import { waitForHydration } from './utils.ts';

/**
 * WCAG 2.2, 2.4.11 Focus Not Obscured: while the cookie banner is open on a phone, no element
 * reached with Tab is completely hidden behind it.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The focused element's name when the open banner covers it completely, else null. */
function coveredByBanner(): string | null {
	const el = document.activeElement;
	const panel = document.querySelector('[data-cookie-banner]');
	if (!el || !panel || el === document.body || panel.contains(el)) return null;
	const box = el.getBoundingClientRect();
	const over = panel.getBoundingClientRect();
	const hidden =
		box.top >= over.top &&
		box.bottom <= over.bottom &&
		box.left >= over.left &&
		box.right <= over.right;
	const name = (el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label');
	return hidden ? `${el.tagName.toLowerCase()} «${name}»` : null;
}

for (const path of ['/', '/herramientas', '/hipoteca-madrid']) {
	test(`${path}: the first 60 Tab stops are never completely under the open cookie banner`, async ({
		page,
	}) => {
		await page.goto(path);
		const banner = page.getByRole('region', { name: 'Tu privacidad' });
		await expect(banner).toBeVisible();
		for (let stop = 1; stop <= 60; stop++) {
			await page.keyboard.press('Tab');
			// Islands hydrating below may still move the page: wait for it to settle on each stop.
			await expect
				.poll(() => page.evaluate(coveredByBanner), { message: `parada ${stop}` })
				.toBeNull();
		}
		await expect(banner).toBeVisible();
	});
}

test.describe('taps while the banner is open (no choice stored yet)', () => {
	test.use({ hasTouch: true, isMobile: true });

	test('a tap on text does not scroll the page away', async ({ page }) => {
		await page.goto('/blog/guia-comprar-primera-vivienda');
		await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeVisible();
		const paragraph = page.locator('main p').nth(3);
		await paragraph.scrollIntoViewIfNeeded();
		const before = await page.evaluate(() => window.scrollY);
		await paragraph.tap();
		// Tapping text focuses <main tabindex="-1">: the page must stay where the finger is.
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
	});

	test('the simulator’s «Mixto» pill can be picked with a tap', async ({ page }) => {
		await page.goto('/herramientas#simulador-completo');
		const section = page.locator('#simulador-completo');
		await waitForHydration(page, section);
		await expect(page.getByRole('region', { name: 'Tu privacidad' })).toBeVisible();
		const pill = section.getByText('Mixto', { exact: true });
		await pill.scrollIntoViewIfNeeded();
		const before = await page.evaluate(() => window.scrollY);
		await pill.tap();
		await expect(section.getByRole('radio', { name: 'Mixto' })).toBeChecked();
		expect(await page.evaluate(() => window.scrollY)).toBe(before);
	});
});
