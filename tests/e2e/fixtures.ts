import { test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createUser, insertAsService, signInAs, type TestUser } from './backend.ts';
import { presetConsent, waitForHydration } from './utils.ts';

/**
 * Shared Playwright fixtures over the helpers in backend.ts and utils.ts, for the set-up many
 * specs repeated by hand. Import `test` (and `expect`) from here instead of @playwright/test:
 *
 * - `user`: a fresh confirmed user (role from `userOptions`, `particular` by default);
 * - `signedInPage`: the test's page signed in as `user`, cookie choice made;
 * - `admin` / `adminPage`: a fresh team member and a page of its own (own browser context,
 *   so it never shares the user's session), signed in, cookie choice made;
 * - `seededTicket`: a support ticket of `user` with its first message, inserted with the
 *   service role (no page involved);
 * - `toolSection`: the calculator named by `tool` (test.use({ tool: 'subrogacion' })) opened
 *   on /herramientas and hydrated, cookie choice made;
 * - `errorReporter`: 'stub' by default, 'real' in the specs that test the error reporter.
 *
 * The e2e build sets a Sentry DSN, so every page loads the SDK a few seconds after load with
 * tracing, then replay (SPEC §12): 348 KB of JS and a recorder watching the DOM. Outside the specs
 * that test it (errorReporting.spec.ts, and securityHeaders.spec.ts, which checks the CSP with
 * the SDK and its replay running), its chunk is answered by a module with the same export that
 * does nothing (replay's chunk is loaded only by it); Observability.astro still imports it.
 */
interface Fixtures {
	userOptions: Parameters<typeof createUser>[0];
	user: TestUser;
	signedInPage: Page;
	admin: TestUser;
	adminPage: Page;
	seededTicket: { id: string; subject: string; message: string };
	tool: string;
	toolSection: Locator;
	errorReporter: 'stub' | 'real';
}

/** The built error reporter's chunk (src/lib/errors/sentry.ts) and a stand-in with its export. */
const sentryChunk = /\/_astro\/sentry\.[\w-]+\.js$/;
const sentryStub = 'export function startSentry() {}\n';

async function stubErrorReporter(context: BrowserContext): Promise<void> {
	await context.route(sentryChunk, (route) =>
		route.fulfill({ contentType: 'text/javascript', body: sentryStub }),
	);
}

export const test = base.extend<Fixtures>({
	errorReporter: ['stub', { option: true }],
	context: async ({ context, errorReporter }, use) => {
		if (errorReporter === 'stub') await stubErrorReporter(context);
		await use(context);
	},
	userOptions: [{}, { option: true }],
	user: async ({ userOptions }, use) => {
		await use(await createUser({ prefix: 'usuario', ...userOptions }));
	},
	signedInPage: async ({ page, user }, use) => {
		await presetConsent(page);
		await signInAs(page, user);
		await use(page);
	},
	// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; this one has none.
	admin: async ({}, use) => {
		await use(await createUser({ prefix: 'equipo', admin: true }));
	},
	adminPage: async ({ browser, admin, errorReporter }, use) => {
		const context = await browser.newContext();
		if (errorReporter === 'stub') await stubErrorReporter(context);
		const page = await context.newPage();
		await presetConsent(page);
		await signInAs(page, admin);
		await use(page);
		await context.close();
	},
	seededTicket: async ({ user }, use) => {
		const subject = `Duda sobre la FEIN ${Date.now().toString(36)}`;
		const message = '¿Qué plazo tengo para firmar?';
		const [ticket] = await insertAsService<{ id: string }>('support_tickets', {
			user_id: user.id,
			subject,
			category: 'documentacion',
		});
		await insertAsService('ticket_messages', {
			ticket_id: ticket!.id,
			author_id: user.id,
			body: message,
		});
		await use({ id: ticket!.id, subject, message });
	},
	tool: ['', { option: true }],
	toolSection: async ({ page, tool }, use) => {
		if (!tool) throw new Error('toolSection: elige la calculadora con test.use({ tool: … }).');
		const section = page.locator(`#${tool}`);
		await presetConsent(page);
		await page.goto(`/herramientas#${tool}`);
		await waitForHydration(page, section);
		await use(section);
	},
});

export { expect } from '@playwright/test';
