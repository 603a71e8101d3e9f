import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA rule tags used for every accessibility check. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until every Astro island on the page has hydrated (Astro removes `ssr` then). */
export async function waitForHydration(page: Page): Promise<void> {
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Runs axe with the WCAG 2.2 AA tags and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
	const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
	const summary = results.violations.map(
		(v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
	);
	expect(summary).toEqual([]);
}

/** Stores a cookie choice before the page loads so the banner stays out of the way. */
export async function presetConsent(page: Page, choice: 'accepted' | 'rejected' = 'rejected') {
	await page.addInitScript((value) => {
		if (!sessionStorage.getItem('e2e-consent-preset')) {
			localStorage.setItem('cookie-consent', value);
			sessionStorage.setItem('e2e-consent-preset', '1');
		}
	}, choice);
}
