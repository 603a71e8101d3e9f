import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA rule tags of axe, used by the browser tests and the audit alike. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One failed axe rule: its id, its help text and the selectors of the nodes that fail it. */
export interface AxeViolation {
	id: string;
	help: string;
	targets: string[];
}

/**
 * Runs axe-core in the page (WCAG 2.2 AA, or only `rules`) on the whole document or inside the
 * `include` selector, and returns its violations.
 *
 * Run directly rather than through @axe-core/playwright, whose default runs axe in every frame and
 * then opens a blank page to merge the frames' results, and whose «legacy mode» injects the 580 KB
 * source twice and ships every pass back to Node: here the source goes in once per document and
 * only the violations come back. A sample of 31 pages took 45,6 s with the builder's default and
 * 32,0 s in its legacy mode. The site has no frames of its own (Partytown's, same-origin and
 * hidden, holds no content), so frames are not entered.
 */
export async function axeViolationsOf(
	page: Page,
	options: { include?: string; rules?: string[] } = {},
): Promise<AxeViolation[]> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
	return page.evaluate(
		async ({ include, rules, tags }) => {
			const runner = (window as unknown as { axe: typeof axe }).axe;
			const result = await runner.run(include ? { include: [include] } : document, {
				runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
				iframes: false,
			});
			return result.violations.map((v) => ({
				id: v.id,
				help: v.help,
				targets: v.nodes.map((n) => n.target.join(' ')),
			}));
		},
		{ include: options.include ?? null, rules: options.rules ?? null, tags: wcagTags },
	);
}
