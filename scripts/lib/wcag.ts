import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA rule tags of axe, used by the browser tests and the audit alike. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An axe builder for the page, checking WCAG 2.2 AA. It runs axe.run in the page itself (the
 * builder's «legacy mode»): the default mode runs axe in every frame and then opens a blank page
 * to merge the frames' results, which on this site's pages (no frames of other origins; the only
 * frame, Partytown's, is same-origin and legacy mode still enters it) cost a third more per
 * check for the same violations (a sample of 31 pages: 45,6 s against 32,0 s).
 */
export function wcagAxe(page: Page): AxeBuilder {
	return new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();
}
