import { expect as baseExpect, test } from './fixtures.ts';
import {
	backendUrl,
	createUser,
	insertAsService,
	sessionFor,
	signInAs,
	updateAsService,
} from './backend.ts';
import { mailFor } from './authHelpers.ts';
import { DEMO_ANON_KEY } from '../../supabase/local/config.ts';
import { presetConsent, waitForHydration } from './utils.ts';

/**
 * Issue 45, item 8: the copy and small visual defects. A rejection says which file and whom,
 * with one full stop; «Recibido» never breaks on a phone; a section shows one upload outcome at
 * a time; a closed ticket's box looks read-only; a saved comparison opens in the comparator;
 * email links lead to the site the backend was started with (SITE_URL).
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const port = Number(process.env['E2E_PORT'] ?? 4329);

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

const pdf = (name: string) => ({
	name,
	mimeType: 'application/pdf',
	buffer: Buffer.from(
		'%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
	),
});

test('a rejection names the file and the person; «Recibido» stays whole; one outcome at a time', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'rechazo', firstName: 'Lucía' });
	const admin = await createUser({ prefix: 'rechazo-admin', admin: true });
	await insertAsService('application_progress', { user_id: user.id });
	await page.setViewportSize({ width: 320, height: 800 });
	await signInAs(page, user);
	await page.goto('/dashboard#documentos');
	await waitForHydration(page, page.locator('main'));
	await page.getByLabel('Subir archivo: Nóminas').setInputFiles(pdf('nomina-marzo.pdf'));
	const outcome = (text: string) => page.locator('p[tabindex="-1"]', { hasText: text });
	await expect(outcome('«nomina-marzo.pdf» subido. Estado: recibido.')).toBeVisible();
	await page.getByLabel('Subir archivo: DNI o NIE').setInputFiles(pdf('dni.pdf'));
	await expect(outcome('«dni.pdf» subido. Estado: recibido.')).toBeVisible();
	// The first row's outcome went when the second row reported.
	await expect(outcome('«nomina-marzo.pdf» subido. Estado: recibido.')).toHaveCount(0);
	const states = page.getByTestId('estado-archivo');
	await expect(states).toHaveCount(2);
	for (const state of await states.all()) {
		expect(await state.evaluate((el) => el.getClientRects().length)).toBe(1);
	}

	const [doc] = (await (
		await fetch(`${backendUrl}/rest/v1/documents?select=id&user_id=eq.${user.id}&kind=eq.nominas`, {
			headers: {
				apikey: DEMO_ANON_KEY,
				authorization: `Bearer ${((await sessionFor(user)) as { access_token: string }).access_token}`,
			},
		})
	).json()) as { id: string }[];
	const { access_token } = (await sessionFor(admin)) as { access_token: string };
	const review = await fetch(`${backendUrl}/rest/v1/rpc/admin_review_document`, {
		method: 'POST',
		headers: {
			apikey: DEMO_ANON_KEY,
			authorization: `Bearer ${access_token}`,
			'content-type': 'application/json',
		},
		body: JSON.stringify({
			p_id: doc!.id,
			p_status: 'rechazado',
			p_reason: 'Falta el importe a percibir.',
		}),
	});
	expect(review.ok).toBe(true);
	await page.getByRole('banner').getByTestId('bell').click();
	await expect(
		page.getByText(
			'Hemos rechazado «nomina-marzo.pdf»: Falta el importe a percibir. Súbelo de nuevo cuando puedas.',
		),
	).toBeVisible();
	const mail = await mailFor(user.email, 'documento_rechazado');
	expect(mail.text).toContain('Hola, Lucía:');
	expect(mail.text).toContain('«nomina-marzo.pdf»');
	expect(mail.html).toContain(`http://localhost:${port}/dashboard#solicitud`);
});

test('a closed ticket’s box looks read-only; a saved comparison opens in the comparator', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'cerrado-aspecto' });
	const [ticket] = await insertAsService<{ id: string }>('support_tickets', {
		user_id: user.id,
		subject: 'Cambio de cuenta',
		category: 'cuenta',
	});
	await updateAsService('support_tickets', `id=eq.${ticket!.id}`, { status: 'cerrado' });
	await insertAsService('saved_simulations', {
		user_id: user.id,
		name: 'Ofertas de diciembre',
		kind: 'comparacion',
		input: {},
	});
	await signInAs(page, user);
	await page.goto(`/soporte?ticket=${ticket!.id}`);
	const box = page.getByLabel('Tu mensaje');
	await expect(box).not.toBeEditable();
	expect(await box.evaluate((el) => getComputedStyle(el).borderStyle)).toBe('dashed');
	expect(await box.evaluate((el) => getComputedStyle(el).cursor)).toBe('not-allowed');

	await page.goto('/dashboard#simulaciones');
	await expect(
		page.getByRole('link', {
			name: /^Abrir en el comparador de ofertas\s*: Ofertas de diciembre$/,
		}),
	).toBeVisible();
});
