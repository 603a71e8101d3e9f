import { expect as baseExpect, test } from './fixtures.ts';
import { createUser, insertAsService, signInAs, updateAsService } from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

/**
 * Issue 45, item 1: «Mi solicitud» follows what the buyer did. A saved simulation, the study
 * requested and the uploads move steps 1 to 3 without the advisor; the evidence and what is
 * missing are on screen; the advisor's marks still win, with their date, live.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

test('the tracker derives steps 1–3 from the facts and keeps the advisor’s mark', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'tracker' });
	await insertAsService('saved_simulations', {
		user_id: user.id,
		name: 'Piso en Valencia',
		kind: 'cuota',
		input: {},
	});
	const [progress] = await insertAsService<{ id: string }>('application_progress', {
		user_id: user.id,
	});
	const doc = (kind: string, n: number, status = 'recibido') => ({
		user_id: user.id,
		application_id: progress!.id,
		kind,
		object_path: `${user.id}/${progress!.id}/${kind}/2026120110000${n}-${kind}-${n}.pdf`,
		file_name: `2026120110000${n}-${kind}-${n}.pdf`,
		status,
	});
	await insertAsService('documents', [
		doc('dni', 1, 'revisado'),
		doc('nominas', 2),
		doc('nominas', 3),
		doc('renta', 4),
		doc('extractos', 5),
		doc('vida_laboral', 6),
	]);

	await signInAs(page, user);
	await page.goto('/dashboard#solicitud');
	await waitForHydration(page, page.locator('main'));
	const panel = page.getByRole('region', { name: 'Mi solicitud' });
	const step = (n: number) => panel.getByRole('listitem').filter({ hasText: `Paso ${n}:` });
	await expect(step(1)).toContainText('Paso 1: Simula gratis (Completado)');
	await expect(step(1)).toContainText('1 simulación guardada en tu panel.');
	await expect(step(2)).toContainText('(Completado)');
	await expect(step(2)).toContainText('Has pedido el estudio de tu caso.');
	await expect(step(3)).toContainText('Paso 3: Documentación online (En curso)');
	await expect(step(3)).toContainText('Documentos: 6 de 7 recibidos, 1 revisado.');
	await expect(step(3)).toContainText('Falta: Nóminas (falta 1 de 3).');
	await expect(step(3)).toContainText('Lo avanzas tú.');
	await expect(step(4)).toContainText('Lo avanza tu asesor.');
	await expect(panel.getByTestId('solicitud-ahora')).toContainText(
		'Ahora puedes avanzar tú el paso 3',
	);
	await expectNoAxeViolationsInBothThemes(page, 'main');

	// The last payslip arrives (the vault is live): step 3 is done, the advisor has the turn.
	await insertAsService('documents', doc('nominas', 7));
	await expect(step(3)).toContainText('(Completado)');
	await expect(step(3)).toContainText('Documentos: 7 de 7 recibidos, 1 revisado.');
	await expect(panel.getByTestId('solicitud-ahora')).toHaveText(
		'Ahora le toca a tu asesor (paso 4: Negociamos con las entidades). Te avisaremos en cuanto avance.',
	);

	// The advisor marks step 4 done: it wins, with its date, live.
	await updateAsService('application_progress', `user_id=eq.${user.id}`, {
		current_step: 5,
		completed_steps: [1, 2, 3, 4],
	});
	await expect(step(4)).toContainText('(Completado)');
	await expect(step(4)).toContainText(/Marcado por tu asesor el \d{1,2} de \w+ de \d{4}\./);
	await expect(step(5)).toContainText('(En curso)');

	await page.setViewportSize({ width: 320, height: 800 });
	const wide = await page.evaluate(
		() =>
			[...document.querySelectorAll('main *')].filter(
				(e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
			).length,
	);
	expect(wide).toBe(0);
});
