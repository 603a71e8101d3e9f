import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const signals = [
	'ad_storage',
	'ad_user_data',
	'ad_personalization',
	'analytics_storage',
	'functionality_storage',
	'personalization_storage',
];

/** The consent commands pushed to dataLayer, as [command, state] pairs. */
function consentCalls(page: Page) {
	return page.evaluate(() =>
		((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
			.map((args) => Array.from(args) as unknown[])
			.filter((args) => args[0] === 'consent')
			.map((args) => [args[1], args[2]] as [string, Record<string, string>]),
	);
}

const allSetTo = (state: Record<string, string>, value: string) =>
	signals.every((s) => state[s] === value);

const banner = (page: Page) => page.getByRole('region', { name: 'Tu privacidad' });

test('first visit: the banner shows and all six signals default to denied', async ({ page }) => {
	await page.goto('/');
	await expect(banner(page)).toBeVisible();
	const calls = await consentCalls(page);
	expect(calls[0]?.[0]).toBe('default');
	expect(allSetTo(calls[0]?.[1] ?? {}, 'denied')).toBe(true);
	expect(calls).toHaveLength(1);
});

test('accepting grants everything, persists and re-grants on the next load', async ({ page }) => {
	await page.goto('/');
	await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
	await expect(banner(page)).toBeHidden();
	expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
	let calls = await consentCalls(page);
	expect(calls.at(-1)?.[0]).toBe('update');
	expect(allSetTo(calls.at(-1)?.[1] ?? {}, 'granted')).toBe(true);

	await page.reload();
	await expect(banner(page)).toBeHidden();
	calls = await consentCalls(page);
	expect(calls.map((c) => c[0])).toEqual(['default', 'update']);
	expect(allSetTo(calls[1]?.[1] ?? {}, 'granted')).toBe(true);
});

test('rejecting denies everything and the banner stays away', async ({ page }) => {
	await page.goto('/');
	await banner(page).getByRole('button', { name: 'Rechazar' }).click();
	await expect(banner(page)).toBeHidden();
	expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected');
	const calls = await consentCalls(page);
	expect(calls.map((c) => c[0])).toEqual(['default', 'update']);
	expect(allSetTo(calls.at(-1)?.[1] ?? {}, 'denied')).toBe(true);

	await page.goto('/buscar');
	await expect(banner(page)).toBeHidden();
	expect((await consentCalls(page)).map((c) => c[0])).toEqual(['default']);
});

test('the footer link reopens the choice, which can then be changed', async ({ page }) => {
	await page.goto('/');
	await banner(page).getByRole('button', { name: 'Rechazar' }).click();
	await page.getByRole('button', { name: 'Configurar cookies' }).click();
	await expect(banner(page)).toBeVisible();
	await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
	expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
});
