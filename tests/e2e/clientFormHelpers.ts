import { test, type Browser, type Page } from '@playwright/test';
import { insertAsService } from './backend.ts';
import { presetConsent } from './utils.ts';

/** A page in a new browser context with no session (the client, or another professional). */
export async function anonymousPage(browser: Browser): Promise<Page> {
	const context = await browser.newContext({
		baseURL: test.info().project.use.baseURL!,
		locale: 'es-ES',
		timezoneId: 'Europe/Madrid',
		serviceWorkers: 'block',
	});
	const page = await context.newPage();
	await presetConsent(page);
	return page;
}

/** A form of `ownerId` made with the service role; returns its token. */
export async function formOf(
	ownerId: string,
	values: Record<string, unknown> = {},
): Promise<string> {
	const [form] = await insertAsService<{ token: string }>('share_forms', {
		owner_id: ownerId,
		title: 'Compradores de Los Olivos',
		...values,
	});
	return form!.token;
}
