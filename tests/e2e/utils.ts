import { expect, type Locator, type Page } from '@playwright/test';

import { axeViolationsOf } from '../../scripts/lib/wcag.ts';

/**
 * Waits until the Astro islands inside `scope` (the whole page by default) have hydrated: Astro
 * removes their `ssr` attribute then. Islands with client:visible hydrate only once on screen,
 * so scope the wait to the section a test uses.
 */
export async function waitForHydration(page: Page, scope: Locator = page.locator('body')) {
	await expect(scope.locator('astro-island')).not.toHaveCount(0);
	await expect(scope.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * Waits until the page has painted twice and its main thread is idle: observers that fire on
 * the first frames (IntersectionObserver, ResizeObserver) and idle callbacks have run. The
 * condition to wait on before checking that something did NOT happen after load, instead of
 * `networkidle` (half a second without requests, slow and unrelated) or a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
	await page.evaluate(
		() =>
			new Promise<void>((resolve) =>
				requestAnimationFrame(() =>
					requestAnimationFrame(() =>
						'requestIdleCallback' in window
							? requestIdleCallback(() => resolve())
							: setTimeout(resolve, 0),
					),
				),
			),
	);
}

/**
 * Runs axe with the WCAG 2.2 AA tags and fails with a readable list of violations. `include`
 * limits the check to one part of the page (a tool's section on the long tools page).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
	expect(await axeViolations(page, include)).toEqual([]);
}

/**
 * Waits for the page's finite CSS transitions and animations to end (infinite ones, such as a
 * spinner, are left running): a colour read mid-transition (a theme switch, a hover) is a blend
 * of two palettes that no one ever sees at rest.
 */
export async function transitionsDone(page: Page): Promise<void> {
	await page.evaluate(() =>
		Promise.all(
			document
				.getAnimations()
				.filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
				.map((a) => a.finished.catch(() => undefined)),
		).then(() => undefined),
	);
}

/** axe's WCAG 2.2 AA violations on the page (or inside `include`), one readable line each. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
	await transitionsDone(page);
	const violations = await axeViolationsOf(page, include ? { include } : {});
	return violations.map((v) => `${v.id}: ${v.help} → ${v.targets.join(', ')}`);
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
