import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { presetConsent } from './utils.ts';

/** One error event as Sentry's SDK sent it (the event item of an envelope). */
interface SentEvent {
	eventId: string;
	message: string;
	kind: string | undefined;
	context: unknown;
}

function parseJson<T>(line: string | undefined): T | null {
	try {
		return JSON.parse(line ?? '') as T;
	} catch {
		return null;
	}
}

/**
 * Intercepts the test DSN's host (playwright.config.ts builds with a `.invalid` DSN) and keeps
 * the error events of every envelope the SDK posts. Transactions and replays are ignored.
 */
async function interceptSentry(context: BrowserContext): Promise<SentEvent[]> {
	const events: SentEvent[] = [];
	await context.route('https://sentry.e2e.invalid/**', (route) => {
		// An envelope is JSON lines, but replay items are compressed binary: read the lines that
		// parse, and take the one after each `{"type":"event"}` item header.
		const lines = (route.request().postData() ?? '').split('\n');
		for (let i = 1; i + 1 < lines.length; i++) {
			if (parseJson<{ type?: string }>(lines[i])?.type !== 'event') continue;
			const payload = parseJson<{
				event_id: string;
				exception?: { values?: { value?: string }[] };
				tags?: Record<string, string>;
				extra?: Record<string, unknown>;
			}>(lines[i + 1]);
			if (!payload) continue;
			events.push({
				eventId: payload.event_id,
				message: payload.exception?.values?.[0]?.value ?? '',
				kind: payload.tags?.['kind'],
				context: payload.extra?.['context'],
			});
		}
		return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
	});
	return events;
}

/** The error reporter loads at idle, then sends: generous on 2 busy cores (not a budget). */
const slow = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

async function sendContactForm(page: Page) {
	await page.goto('/contacto');
	await page.getByLabel('Nombre').fill('Ana Pérez');
	await page.getByLabel('Email').fill('ana.perez@example.com');
	await page.getByLabel('Mensaje').fill('Quiero información sobre la hipoteca joven.');
	await page.getByLabel(/acepto la/).check();
	await page.getByRole('button', { name: 'Enviar mensaje' }).click();
}

test.beforeEach(async ({ page }) => {
	await presetConsent(page);
});

test('a 5xx answer is logged and reported as a server error', async ({ page, context }) => {
	const events = await interceptSentry(context);
	await page.route('**/rest/v1/leads', (route) =>
		route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"caído"}' }),
	);
	await sendContactForm(page);
	await expect(
		page.getByRole('region', { name: 'Escríbenos' }).getByRole('alert').last(),
	).toBeVisible();
	await expect
		.poll(() => events.find((e) => e.kind === 'server'), slow)
		.toEqual({
			eventId: expect.stringMatching(/^[0-9a-f]{32}$/),
			message: 'Error del servidor 503',
			kind: 'server',
			context: expect.stringMatching(/^POST http:\/\/127\.0\.0\.1:\d+\/rest\/v1\/leads$/),
		});
});

test('a network failure is reported, and the form still says it failed', async ({
	page,
	context,
}) => {
	const events = await interceptSentry(context);
	await page.route('**/rest/v1/leads', (route) => route.abort('failed'));
	await sendContactForm(page);
	await expect(
		page.getByRole('region', { name: 'Escríbenos' }).getByRole('alert').last(),
	).toBeVisible();
	await expect(page.getByLabel('Mensaje')).toHaveValue(
		'Quiero información sobre la hipoteca joven.',
	);
	await expect
		.poll(() => events.find((e) => e.kind === 'network'), slow)
		.toMatchObject({
			context: expect.stringMatching(
				/^Fallo de red en POST http:\/\/127\.0\.0\.1:\d+\/rest\/v1\/leads$/,
			),
		});
});

test('the error screen quotes the id of the event the reporter received', async ({
	page,
	context,
}) => {
	const events = await interceptSentry(context);
	await page.goto('/__e2e/error-fallback');
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
	await page.getByRole('button', { name: 'Provocar error' }).click();
	const report = page
		.getByTestId('error-fallback')
		.getByRole('link', { name: /^Reportar incidente \(ID: [0-9a-f]{8}\)$/ });
	const href = (await report.getAttribute('href')) ?? '';
	const fullId = href.replace('/soporte?incidente=', '');
	const shortId = (await report.textContent())?.match(/ID: ([0-9a-f]{8})/)?.[1];
	expect(fullId.slice(0, 8)).toBe(shortId);
	await expect
		.poll(() => events.find((e) => e.kind === 'exception'), slow)
		.toMatchObject({ eventId: fullId, message: 'Fallo provocado por la prueba' });
});
