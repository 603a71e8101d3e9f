import { expect as baseExpect, test } from './fixtures.ts';
import { createUser, signInAs } from './backend.ts';
import { presetConsent } from './utils.ts';

/**
 * Issue 45, item 5: no tap is lost while the header changes hands. The signed-in header starts
 * without React (headerLite.ts) and the React one replaces it; a tap on the bell at any moment
 * after the page shows opens it exactly once (open, and still open once the React header is
 * there). Taps (pressed for 80 ms, as a finger does) at 0, 50, 100 … 1.000 ms after the bell
 * shows, 20 times each, on /dashboard, the page of the report (its own island loads supabase-js
 * at once, so the React header can replace the script-only one during the press).
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const repeats = Number(process.env['TAP_REPEATS'] ?? 20);
const delays = Array.from({ length: 21 }, (_, i) => i * 50);

test.beforeEach(async ({ page }) => {
	test.setTimeout(60_000 + repeats * 15_000);
	await presetConsent(page);
});

for (const delay of delays) {
	test(`a tap on the bell ${delay} ms after the page shows opens it, once`, async ({ page }) => {
		const user = await createUser({ prefix: `toque-${delay}` });
		await signInAs(page, user);
		const bell = page.getByRole('banner').getByTestId('bell');
		for (let i = 0; i < repeats; i++) {
			await page.goto('/dashboard');
			await bell.waitFor();
			const box = (await bell.boundingBox())!;
			await page.waitForTimeout(delay);
			// A finger's press: down, held a moment, up (the header may change hands meanwhile).
			await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
			await page.mouse.down();
			await page.waitForTimeout(80);
			await page.mouse.up();
			await expect(bell, `tap ${i + 1} at ${delay} ms`).toHaveAttribute('aria-expanded', 'true');
			// The React header has taken over, and the tap was not counted twice (closed again).
			await expect(page.getByRole('banner').locator('[data-testid="bell"][data-lite]')).toHaveCount(
				0,
			);
			await expect(bell, `tap ${i + 1} at ${delay} ms, after the swap`).toHaveAttribute(
				'aria-expanded',
				'true',
			);
			await expect(page.getByRole('heading', { name: 'Notificaciones', level: 2 })).toBeVisible();
		}
	});
}
