import { expect, type Locator, type Page } from '@playwright/test';
import { settled } from './utils.ts';

/**
 * The focus walk of issue 45: every button and same-page link of a part of the page is pressed
 * from the keyboard, one after the other, and after each press focus must be on something the
 * person can see: never on <body>, never off screen. Opened dialogs are closed with Escape and
 * checked the same way; a press that loads another page is counted and the page reloaded.
 */

/** What happened to focus after one press. */
export type FocusOutcome = 'stayed' | 'moved' | 'dialog' | 'navigated';

/** The counts of a walk, and the presses that lost focus. */
export interface WalkReport {
	tried: number;
	outcomes: Record<FocusOutcome, number>;
	/** Links to other pages, not pressed (a new page starts with focus at its top by design). */
	otherPages: number;
	failures: string[];
}

/** Presses never made: they end the session or the account, or open the print dialog. */
const skipped = /^(Cerrar sesión|Sí, eliminar mi cuenta|Eliminar mi cuenta|Imprimir)/;

export const emptyReport = (): WalkReport => ({
	tried: 0,
	outcomes: { stayed: 0, moved: 0, dialog: 0, navigated: 0 },
	otherPages: 0,
	failures: [],
});

/** Adds `b` into `a` (for a total over several walks). */
export function addReport(a: WalkReport, b: WalkReport): WalkReport {
	for (const key of Object.keys(a.outcomes) as FocusOutcome[]) a.outcomes[key] += b.outcomes[key];
	a.tried += b.tried;
	a.otherPages += b.otherPages;
	a.failures.push(...b.failures);
	return a;
}

/** Where focus is: 'body', 'offscreen', or a short description of the focused element. */
function focusState(): string {
	const el = document.activeElement;
	if (!el || el === document.body || el === document.documentElement) return 'body';
	const box = el.getBoundingClientRect();
	const off =
		box.bottom < 0 ||
		box.right < 0 ||
		box.top > window.innerHeight ||
		box.left > window.innerWidth ||
		(box.width === 0 && box.height === 0);
	if (off) return 'offscreen';
	const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
	return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} «${name}»`;
}

/** Whether a modal dialog (native or ARIA) is open. */
function dialogOpen(): boolean {
	return [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')].some(
		(d) => d instanceof HTMLElement && d.offsetParent !== null,
	);
}

/** Waits until focus rests somewhere visible; returns where (or the last bad state). */
async function restingFocus(page: Page): Promise<string> {
	let state = 'body';
	await expect
		.poll(
			async () => {
				await settled(page);
				state = await page.evaluate(focusState);
				return state !== 'body' && state !== 'offscreen';
			},
			{ timeout: 4_000, intervals: [50, 100, 250, 500] },
		)
		.toBe(true)
		.catch(() => undefined);
	return state;
}

/**
 * Walks the buttons and links inside `scope` on `page` (at `url`, reloaded after a press that
 * leaves it; `prepare` brings the part back on screen after a reload). At most `limit` presses.
 */
export async function walk(
	page: Page,
	url: string,
	scope: () => Locator,
	prepare: () => Promise<void> = async () => {},
	limit = 80,
): Promise<WalkReport> {
	const report = emptyReport();
	const controls = () => scope().locator('button:visible, a[href]:visible, summary:visible');
	const path = new URL(url, 'http://x').pathname;
	for (let i = 0; i < limit; i++) {
		const count = await controls().count();
		if (i >= count) break;
		const control = controls().nth(i);
		const info = await control
			.evaluate((el) => ({
				name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
				href: el instanceof HTMLAnchorElement ? el.getAttribute('href') : null,
				disabled: (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true',
			}))
			.catch(() => null);
		if (!info || info.disabled || skipped.test(info.name)) continue;
		if (info.href !== null) {
			const target = new URL(info.href, page.url());
			if (target.pathname !== new URL(page.url()).pathname || info.href.startsWith('mailto:')) {
				report.otherPages++;
				continue;
			}
		}
		const label = `${info.href ? 'enlace' : 'botón'} «${info.name.slice(0, 50)}»`;
		report.tried++;
		const before = await control.evaluate((el) => {
			(el as HTMLElement).focus();
			return document.activeElement === el;
		});
		if (!before) continue;
		await page.keyboard.press('Enter');
		if (new URL(page.url()).pathname !== path) {
			report.outcomes.navigated++;
			await page.goto(url);
			await prepare();
			continue;
		}
		let state = await restingFocus(page);
		if (await page.evaluate(dialogOpen)) {
			report.outcomes.dialog++;
			if (state === 'body' || state === 'offscreen') report.failures.push(`${label}: ${state}`);
			await page.keyboard.press('Escape');
			state = await restingFocus(page);
			if (state === 'body' || state === 'offscreen') {
				report.failures.push(`${label}, tras Escape: ${state}`);
			}
			continue;
		}
		if (state === 'body' || state === 'offscreen') report.failures.push(`${label}: ${state}`);
		else if (state.includes(`«${info.name.slice(0, 40)}`)) report.outcomes.stayed++;
		else report.outcomes.moved++;
	}
	return report;
}
