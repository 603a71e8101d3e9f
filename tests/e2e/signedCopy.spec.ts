// Dominio: clientForm, email
import { expect, test } from './fixtures.ts';
import { mailFor } from './authHelpers.ts';
import { createUser, insertAsService, selectAsService, uniqueEmail } from './backend.ts';
import { anonymousPage, formOf } from './clientFormHelpers.ts';
import { presetConsent } from './utils.ts';

/** A 1×1 PNG as the stored signature. */
const png =
	'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

test('the signed copy arrives only after its recipient confirms the address from the first email (issue 43)', async ({
	browser,
}) => {
	const pro = await createUser({ prefix: 'copiapro', role: 'inmobiliaria' });
	const token = await formOf(pro.id, { title: 'Aviso de su banco: https://evil.example' });
	const [form] = await selectAsService<{ id: string }>(
		'share_forms',
		`select=id&token=eq.${token}`,
	);
	const email = uniqueEmail('copia');
	// The lead as submit_share_form stores it (its trigger queues the emails).
	await insertAsService('leads', {
		source: 'formulario_compartido',
		share_form_id: form!.id,
		name: 'Marta Ejemplo',
		email,
		consent: true,
		signature: png,
		signature_method: 'trazo',
	});

	const first = await mailFor(email, 'confirmar_copia');
	expect(first.subject).toBe('Confirma tu email para recibir la copia de tu formulario firmado');
	expect(first.text).toContain('«Aviso de su banco: https[:]//evil[.]example»');
	expect(first.html ?? '').not.toContain('https://evil');

	const page = await anonymousPage(browser);
	await page.setViewportSize({ width: 320, height: 800 });
	const link = new URL(first.link);
	await page.goto(`${link.pathname}${link.search}`);
	await expect(page.getByRole('heading', { name: 'Copia de tu formulario firmado' })).toBeVisible();
	await page.getByRole('button', { name: 'Enviarme la copia' }).click();
	await expect(
		page.getByText('Hecho: en unos minutos te llegará la copia de lo que firmaste.'),
	).toBeFocused();
	expect(
		await page.evaluate(
			() => document.documentElement.scrollWidth > document.documentElement.clientWidth,
		),
	).toBe(false);
	const copy = await mailFor(email, 'copia_formulario_firmado');
	expect(copy.subject).toBe(
		'Copia de tu formulario firmado: Aviso de su banco: https[:]//evil[.]example',
	);
	await page.context().close();
});
