import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { signInAs, type TestUser } from './backend.ts';
import { waitForHydration } from './utils.ts';

/** A short unique tag for names and titles of one test. */
export const stamp = () => Date.now().toString(36) + randomBytes(2).toString('hex');

/** Opens a section of /admin as `admin` and waits for the island. */
export async function openAdmin(page: Page, admin: TestUser, section: string) {
	await signInAs(page, admin);
	await page.goto(`/admin#${section}`);
	await waitForHydration(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
}
