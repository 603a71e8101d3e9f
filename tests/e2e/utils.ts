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

/** The themes a visitor can choose explicitly, and how the violation lines name them. */
type Theme = 'light' | 'dark';
const themeNames: Record<Theme, string> = { light: 'claro', dark: 'oscuro' };

/**
 * Switches the theme in place with the footer's selector, as a visitor does: its 'change' handler
 * stores the choice and repaints at once. Focus does not move, so an open dialog, menu or popover
 * stays open. Waits until `html` has (or has lost) the class `dark`.
 */
export async function chooseTheme(page: Page, theme: Theme): Promise<void> {
	await page.evaluate(async (t) => {
		const select = document.querySelector<HTMLSelectElement>('#theme-footer');
		if (!select) throw new Error('chooseTheme: this page has no theme selector (#theme-footer)');
		// The 'change' handler is attached by the custom element once its script has run.
		if (!customElements.get('theme-select')) {
			let timer: ReturnType<typeof setTimeout> | undefined;
			await Promise.race([
				customElements.whenDefined('theme-select'),
				new Promise((_, reject) => {
					timer = setTimeout(
						() => reject(new Error('chooseTheme: <theme-select> was never defined')),
						10_000,
					);
				}),
			]).finally(() => clearTimeout(timer));
		}
		select.value = t;
		if (select.value !== t) throw new Error(`chooseTheme: the selector has no option «${t}»`);
		select.dispatchEvent(new Event('change'));
	}, theme);
	const html = expect(page.locator('html'));
	if (theme === 'dark') await html.toHaveClass(/(^|\s)dark(\s|$)/);
	else await html.not.toHaveClass(/(^|\s)dark(\s|$)/);
}

/**
 * axe's violations in the page's current state in both themes: checks the current theme, switches
 * to the other one in place (chooseTheme), checks again and switches back, so a flow that goes on
 * (or navigates) stays in its starting theme. Each line starts with the theme («claro · »,
 * «oscuro · »). One flow, two checks, instead of running the whole flow once per theme.
 */
export async function axeViolationsInBothThemes(page: Page, include?: string): Promise<string[]> {
	const startsDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
	const [start, other]: [Theme, Theme] = startsDark ? ['dark', 'light'] : ['light', 'dark'];
	const lines: string[] = [];
	const check = async (theme: Theme) => {
		for (const line of await axeViolations(page, include)) {
			lines.push(`${themeNames[theme]} · ${line}`);
		}
	};
	await check(start);
	await chooseTheme(page, other);
	await check(other);
	await chooseTheme(page, start);
	return lines;
}

/** Like expectNoAxeViolations, in the light and the dark theme (axeViolationsInBothThemes). */
export async function expectNoAxeViolationsInBothThemes(
	page: Page,
	include?: string,
): Promise<void> {
	expect(await axeViolationsInBothThemes(page, include)).toEqual([]);
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

/**
 * A slow network: the code of the island `component` (its module, `/_astro/<component>.<hash>.js`)
 * never reaches the page as it is now, so a person fills in the server's markup and the island
 * never hydrates; the page's other scripts run. `reload()` reloads it with the code served again;
 * what the old page had requested is dropped, so it can never hydrate late.
 */
export async function holdIslandCode(
	page: Page,
	component: string,
): Promise<{ reload: () => Promise<void> }> {
	let holding = true;
	let drop = () => {};
	const dropped = new Promise<void>((resolve) => (drop = resolve));
	await page.route(new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`), async (route) => {
		if (!holding) return route.continue();
		await dropped;
		// The page that asked is gone by then; aborting its request may find nothing to abort.
		await route.abort().catch(() => undefined);
	});
	return {
		async reload() {
			holding = false;
			await page.reload();
			drop();
		},
	};
}
