import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { backendUrl, createUser, signInAs } from './backend.ts';
import { openAdmin } from './adminHelpers.ts';
import type { LocalMail } from './authHelpers.ts';
import { DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { expectNoAxeViolations, presetConsent, waitForHydration } from './utils.ts';

/**
 * «Mi hipoteca» (issue 50): a person adds their loan by hand, sees where it stands and its next
 * revision, the daily job (run through the backend with a moved clock) tells them in the bell and
 * by email, and their improvement request reaches the admin's contacts.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

const overflows = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const section = (page: Page) => page.getByRole('region', { name: 'Mi hipoteca' });
const statusLine = (page: Page) => page.getByTestId('estado-accion');

/** Runs «revisar-hipotecas» as pg_cron would, on `today`. */
async function runJob(today: string): Promise<{ notices: number }> {
	const res = await fetch(`${backendUrl}/functions/v1/revisar-hipotecas`, {
		method: 'POST',
		headers: {
			apikey: DEMO_SERVICE_ROLE_KEY,
			authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
			'content-type': 'application/json',
		},
		body: JSON.stringify({ today }),
	});
	expect(res.status).toBe(200);
	return (await res.json()) as { notices: number };
}

/** Waits for an email to `to` whose subject starts with `subject`. */
async function mailWithSubject(to: string, subject: string): Promise<LocalMail> {
	let found: LocalMail | undefined;
	await expect
		.poll(async () => {
			const res = await fetch(`${backendUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
			found = ((await res.json()) as LocalMail[]).find(
				(m) => m.type === 'aviso_hipoteca' && m.subject.startsWith(subject),
			);
			return found !== undefined;
		})
		.toBe(true);
	return found!;
}

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

test('add a loan by hand, see where it stands, get the revision notice and ask for a study', async ({
	page,
	browser,
}) => {
	const user = await createUser({ prefix: 'hipoteca', firstName: 'Marta', lastName: 'Ruiz' });
	const admin = await createUser({ prefix: 'hipoteca-admin', admin: true });
	await page.setViewportSize({ width: 390, height: 844 });
	await signInAs(page, user);
	await page.goto('/dashboard#hipoteca');
	await waitForHydration(page, page.locator('main'));
	await expect(section(page).getByRole('heading', { name: 'Mi hipoteca' })).toBeVisible();
	await expect(section(page).getByText('Todavía no has añadido ningún préstamo.')).toBeVisible();

	// The form: a first try with a bad field, then a draft that survives a reload.
	await section(page).getByRole('button', { name: 'Añadir un préstamo' }).click();
	await expect(page.getByRole('heading', { name: 'Añadir un préstamo' })).toBeFocused();
	await page.getByLabel('Nombre del préstamo').fill('Piso de Valencia');
	await page.getByLabel('Capital prestado').fill('doscientos mil');
	await page.getByRole('button', { name: 'Guardar préstamo' }).click();
	await expect(page.getByLabel('Capital prestado')).toBeFocused();
	await expect(page.getByLabel('Capital prestado')).toHaveAttribute('aria-invalid', 'true');
	await page.getByLabel('Capital prestado').fill('200.000');
	await page.reload();
	await waitForHydration(page, page.locator('main'));
	await expect(
		page.getByText('Hemos recuperado el préstamo que estabas escribiendo.'),
	).toBeVisible();
	await expect(page.getByLabel('Capital prestado')).toHaveValue('200.000');
	await expect(page.getByLabel('Nombre del préstamo')).toHaveValue('Piso de Valencia');

	await page.getByLabel('Banco (opcional)').fill('Banco Ejemplo');
	await page.getByLabel('Plazo firmado').fill('360');
	await page.getByLabel('Fecha de la firma').fill('2021-08-10');
	await page.getByLabel('Mes de la primera cuota').fill('2021-09');
	await page.getByLabel('TIN del primer periodo').fill('1,5');
	await page.getByLabel('Meses hasta la primera revisión').fill('12');
	await page.getByLabel('Diferencial sobre el euríbor').fill('0,9');
	await page.getByRole('button', { name: 'Guardar préstamo' }).click();
	await expect(statusLine(page)).toHaveText('Préstamo «Piso de Valencia» guardado.');
	await expect(statusLine(page)).toBeFocused();

	// Where it stands today and its next revision (a range until its Euríbor is published).
	const loan = section(page).getByTestId('prestamo');
	await expect(loan.getByRole('heading', { name: 'Piso de Valencia' })).toBeVisible();
	await expect(loan.getByText('Capital pendiente')).toBeVisible();
	await expect(loan.getByText('Cuotas pagadas')).toBeVisible();
	await expect(
		loan.getByTestId('revision-rango').or(loan.getByTestId('revision-exacta')),
	).toBeVisible();
	await expect(loan.getByRole('heading', { name: '¿Te compensa cambiar algo?' })).toBeVisible();
	await expect(loan.getByTestId('mejora-mantener')).toBeVisible();
	expect(await overflows(page)).toBe(false);
	await page.setViewportSize({ width: 320, height: 800 });
	expect(await overflows(page)).toBe(false);
	await expectNoAxeViolations(page, 'section[aria-labelledby="hipoteca-titulo"]');
	await page.setViewportSize({ width: 390, height: 844 });

	// The daily job, a month before the September 2027 revision: the bell and the email.
	expect((await runJob('2027-08-12')).notices).toBeGreaterThanOrEqual(1);
	expect((await runJob('2027-08-12')).notices).toBe(0);
	const bell = page.getByRole('banner').getByRole('button', { name: /^Notificaciones,/ });
	await expect(bell).not.toHaveAccessibleName('Notificaciones, ninguna sin leer');
	await bell.click();
	await expect(
		page
			.getByRole('region', { name: 'Notificaciones' })
			.getByText('Tu hipoteca se revisa el 10 de septiembre de 2027'),
	).toBeVisible();
	await page.keyboard.press('Escape');
	const mail = await mailWithSubject(
		user.email,
		'Tu hipoteca se revisa el 10 de septiembre de 2027',
	);
	expect(mail.text).toContain('Hola, Marta:');
	expect(mail.text).toContain('Piso de Valencia');
	expect(mail.html).toContain('/dashboard#hipoteca');

	// «Solicitar estudio de mejora»: what will be sent, consent for this one request.
	await loan.getByRole('button', { name: 'Solicitar estudio de mejora' }).click();
	const summary = loan.getByTestId('estudio-resumen');
	await expect(summary).toContainText('Hipoteca: Piso de Valencia (Banco Ejemplo)');
	await expect(loan.getByLabel('Tu nombre')).toHaveValue('Marta Ruiz');
	await expect(loan.getByLabel('Tu email')).toHaveValue(user.email);
	await loan.getByRole('button', { name: 'Enviar la solicitud' }).click();
	await expect(loan.getByRole('checkbox')).toBeFocused();
	await expect(
		loan.getByText('Marca la casilla para aceptar el envío de esta solicitud.'),
	).toBeVisible();
	await loan.getByRole('checkbox').check();
	const sent = (await summary.textContent()) ?? '';
	await loan.getByRole('button', { name: 'Enviar la solicitud' }).click();
	await expect(statusLine(page)).toHaveText(
		'Solicitud enviada: el equipo te escribirá al email que has indicado.',
	);
	await expect(statusLine(page)).toBeFocused();

	// The admin sees it beside the other contacts, with exactly the summary sent.
	const adminContext = await browser.newContext();
	const adminPage = await adminContext.newPage();
	await presetConsent(adminPage);
	await openAdmin(adminPage, admin, 'contactos');
	const row = adminPage.getByTestId('contacto-admin').filter({ hasText: user.email });
	await expect(row).toContainText('Estudio de mejora (Mi hipoteca)');
	await expect(row).toContainText('Marta Ruiz');
	await expect(row).toContainText(sent.split('\n')[0]!);
	await adminContext.close();

	// Deleting asks first and says what happened.
	await loan.getByRole('button', { name: 'Eliminar «Piso de Valencia»' }).click();
	await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
	await expect(statusLine(page)).toHaveText('Préstamo «Piso de Valencia» eliminado.');
	await expect(section(page).getByTestId('prestamo')).toHaveCount(0);
});

const fixture = (folder: string, name: string) =>
	fileURLToPath(new URL(`../fixtures/${folder}/${name}`, import.meta.url));

test('fills the form from the deed, a receipt or the FEIN, each field confirmed first', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'hipoteca-doc' });
	await signInAs(page, user);
	await page.goto('/dashboard#hipoteca');
	await waitForHydration(page, page.locator('main'));
	const form = page.getByRole('form', { name: 'Añadir un préstamo' });
	const documents: [string, string, string, string][] = [
		// file, the loan form's field, the value it gets
		['loan-documents', 'escritura-fija-columnas.pdf', 'Capital prestado', '210.000'],
		[
			'loan-documents',
			'recibo-clave-valor.pdf',
			'Banco (opcional)',
			'BANCO IMAGINARIO DEL SUR, S.A.',
		],
		['documents', 'fein-prosa-fijo.pdf', 'Plazo firmado', ''],
	];
	for (const [folder, file, label, value] of documents) {
		await section(page).getByRole('button', { name: 'Añadir un préstamo' }).click();
		await section(page).getByRole('button', { name: 'Rellenar desde un documento' }).click();
		await section(page)
			.getByLabel('Documento del préstamo (PDF o imagen, hasta 10 MB)')
			.setInputFiles(fixture(folder, file));
		const review = section(page).getByRole('form', { name: 'Datos leídos del documento' });
		await expect(review.getByRole('button', { name: 'Usar los datos confirmados' })).toBeVisible();
		for (const box of await review.getByRole('checkbox', { name: 'Confirmo este dato' }).all())
			await box.check();
		await review.getByRole('button', { name: 'Usar los datos confirmados' }).click();
		// The hand-over is the outcome: it takes focus and is announced.
		await expect(
			section(page).getByText(/^Hemos pasado \d+ datos? confirmados? al formulario/),
		).toBeFocused();
		if (value) await expect(form.getByLabel(label)).toHaveValue(value);
		else await expect(form.getByLabel(label)).not.toHaveValue('');
		await form.getByRole('button', { name: 'Cancelar' }).click();
	}
	// The deed's loan, confirmed and named, is saved.
	await section(page).getByRole('button', { name: 'Añadir un préstamo' }).click();
	await section(page).getByRole('button', { name: 'Rellenar desde un documento' }).click();
	await section(page)
		.getByLabel('Documento del préstamo (PDF o imagen, hasta 10 MB)')
		.setInputFiles(fixture('loan-documents', 'escritura-fija-columnas.pdf'));
	const review = section(page).getByRole('form', { name: 'Datos leídos del documento' });
	await expect(review.getByRole('button', { name: 'Usar los datos confirmados' })).toBeVisible();
	for (const box of await review.getByRole('checkbox', { name: 'Confirmo este dato' }).all())
		await box.check();
	await review.getByRole('button', { name: 'Usar los datos confirmados' }).click();
	await expect(form.getByLabel('TIN', { exact: true })).toHaveValue('2,95');
	await expect(form.getByLabel('Fecha de la firma')).toHaveValue('2024-07-03');
	await form.getByLabel('Nombre del préstamo').fill('Piso de Madrid');
	await form.getByRole('button', { name: 'Guardar préstamo' }).click();
	await expect(statusLine(page)).toHaveText('Préstamo «Piso de Madrid» guardado.');
	await expectNoAxeViolations(page, 'section[aria-labelledby="hipoteca-titulo"]');
});
