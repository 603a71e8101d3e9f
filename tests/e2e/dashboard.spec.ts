import { expect as baseExpect, test } from './fixtures.ts';
import { createUser, insertAsService, selectAsService, signInAs } from './backend.ts';
import { expectNoAxeViolationsInBothThemes, presetConsent, waitForHydration } from './utils.ts';

// Patience, not a threshold: islands hydrate and load data slowly on the shared 2-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
});

test('a signed-out visitor is sent to sign in with the panel as the return path', async ({
	page,
}) => {
	await page.goto('/dashboard#simulaciones');
	await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%23simulaciones$/);
});

test('a bad phone shows its Spanish message, keeps what was typed and saves once fixed', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'perfil' });
	await signInAs(page, user);
	// The form rules (zod) load when the form is first used, not while the panel starts.
	const rules: string[] = [];
	page.on('request', (request) => {
		if (/\/_astro\/zodJitless\.[^/]*\.js$/.test(request.url())) rules.push(request.url());
	});
	await page.goto('/dashboard#perfil');
	await waitForHydration(page);
	const name = page.getByLabel('Nombre', { exact: true });
	await expect(name).toHaveValue('Lucía');
	expect(rules).toEqual([]);
	await name.fill('Marta');
	await expect.poll(() => rules.length).toBe(1);
	await page.getByLabel('Teléfono').fill('6001');
	await page.getByRole('button', { name: 'Guardar cambios' }).click();
	await expect(page.locator('#perfil-telefono-error')).toHaveText(
		'El teléfono debe tener al menos 9 dígitos',
	);
	await expect(page.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
	await expect(name).toHaveValue('Marta');
	await expect(page.getByLabel('Teléfono')).toHaveValue('6001');
	const [before] = await selectAsService<{ first_name: string; phone: string }>(
		'profiles',
		`select=first_name,phone&id=eq.${user.id}`,
	);
	expect(before).toEqual({ first_name: 'Lucía', phone: '600123456' });

	await page.getByLabel('Teléfono').fill('611 222 333');
	await page.getByRole('button', { name: 'Guardar cambios' }).click();
	await expect(page.getByText('Tu perfil está actualizado.')).toBeVisible();
	await expect(page.locator('#perfil-telefono-error')).toHaveCount(0);
	const [after] = await selectAsService<{ first_name: string; phone: string }>(
		'profiles',
		`select=first_name,phone&id=eq.${user.id}`,
	);
	expect(after).toEqual({ first_name: 'Marta', phone: '611 222 333' });
});

test('a simulation saved in the simulator reopens from the panel with the same figures', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'simula' });
	await signInAs(page, user);
	await page.goto('/herramientas#simulador-completo');
	const simulator = page.locator('#simulador-completo');
	await waitForHydration(page, simulator);
	await simulator.getByLabel('Importe del préstamo').fill('150.000');
	await simulator.getByLabel('Plazo').fill('25');
	await simulator.getByLabel('Tipo de interés (TIN)').fill('2,5');
	// 150.000 € at 2,5 % over 25 years: 672,93 € a month (French system).
	await expect(simulator.getByText('672,93 €', { exact: true })).toBeVisible();
	await simulator.getByRole('button', { name: 'Guardar simulación' }).click();
	await expect(page.getByText('La tienes en tu panel.')).toBeVisible();

	await page.goto('/dashboard#simulaciones');
	const item = page.getByTestId('simulacion-guardada');
	await expect(item).toHaveCount(1);
	await expect(item).toContainText('Hipoteca de 150.000 € a 25 años');
	await expect(item).toContainText('Simulador de hipoteca');

	await item.getByRole('button', { name: /^Renombrar/ }).click();
	await item.getByLabel('Nuevo nombre').fill('   ');
	await item.getByRole('button', { name: 'Guardar nombre' }).click();
	await expect(item.getByText('Escribe un nombre para la simulación')).toBeVisible();
	await item.getByLabel('Nuevo nombre').fill('Piso de Valencia');
	await item.getByRole('button', { name: 'Guardar nombre' }).click();
	await expect(item.getByRole('heading')).toHaveText('Piso de Valencia');
	const stored = await selectAsService<{ name: string }>(
		'saved_simulations',
		`select=name&user_id=eq.${user.id}`,
	);
	expect(stored).toEqual([{ name: 'Piso de Valencia' }]);

	await item.getByRole('link', { name: /Abrir en la calculadora/ }).click();
	await expect(page).toHaveURL(/\/herramientas\?.*#simulador-completo$/);
	const reopened = page.locator('#simulador-completo');
	await waitForHydration(page, reopened);
	await expect(reopened.getByLabel('Importe del préstamo')).toHaveValue('150.000');
	await expect(reopened.getByLabel('Plazo')).toHaveValue('25');
	await expect(reopened.getByText('672,93 €', { exact: true })).toBeVisible();

	await page.goto('/dashboard#simulaciones');
	await page.getByRole('button', { name: /^Eliminar/ }).click();
	await page.getByRole('button', { name: 'Sí, eliminar' }).click();
	await expect(page.getByText('Aún no has guardado ninguna simulación.')).toBeVisible();
	expect(await selectAsService('saved_simulations', `select=id&user_id=eq.${user.id}`)).toEqual([]);
});

test('sections open by URL hash and by keyboard; progress shows the six steps', async ({
	page,
}) => {
	const user = await createUser({ prefix: 'secciones' });
	await insertAsService('application_progress', {
		user_id: user.id,
		current_step: 3,
		completed_steps: [1, 2],
	});
	await signInAs(page, user);
	await page.goto('/dashboard#solicitud');
	const panel = page.getByRole('region', { name: 'Mi solicitud' });
	await expect(panel.getByRole('listitem')).toHaveCount(6);
	await expect(panel.locator('[aria-current="step"]')).toContainText(
		'Paso 3: Documentación online',
	);
	await expect(panel.getByText('(Completado)')).toHaveCount(2);
	await expect(page.getByRole('link', { name: 'Mis clientes' })).toHaveCount(0);

	await page.getByRole('link', { name: 'Valoraciones' }).focus();
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/#valoraciones$/);
	await expect(page.getByRole('heading', { name: 'Valoraciones' })).toBeFocused();
	await expect(page.getByRole('link', { name: 'Valora tu vivienda gratis' })).toBeVisible();
});

test('a professional sees the leads of their forms and keeps their follow-up', async ({ page }) => {
	const pro = await createUser({ prefix: 'inmo', role: 'inmobiliaria' });
	const [form] = await insertAsService<{ id: string }>('share_forms', {
		owner_id: pro.id,
		title: 'Compradores de obra nueva',
	});
	await insertAsService('leads', {
		source: 'formulario_compartido',
		share_form_id: form!.id,
		name: 'Jorge Martín',
		email: 'jorge@example.com',
		message: 'Busco piso en Sevilla',
		consent: true,
	});
	await signInAs(page, pro);
	await page.goto('/dashboard#clientes');
	const lead = page.getByTestId('cliente');
	await expect(lead).toContainText('Jorge Martín');
	await expect(lead).toContainText('Busco piso en Sevilla');
	await lead.getByLabel('Estado').selectOption('contactado');
	await lead.getByLabel('Notas').fill('Llamado el lunes; quiere visita.');
	await lead.getByRole('button', { name: 'Guardar seguimiento' }).click();
	await expect(page.getByText('Seguimiento de Jorge Martín actualizado.')).toBeVisible();
	const [stored] = await selectAsService<{ status: string; notes: string }>(
		'leads',
		`select=status,notes&share_form_id=eq.${form!.id}`,
	);
	expect(stored).toEqual({ status: 'contactado', notes: 'Llamado el lunes; quiere visita.' });

	await page.getByRole('link', { name: 'Mis formularios' }).click();
	await expect(page.getByTestId('formulario')).toContainText('Compradores de obra nueva');
	await expect(page.getByTestId('formulario')).toContainText('1 cliente');
});

test('the panel has no axe violations in either theme', async ({ page }) => {
	const user = await createUser({ prefix: 'axe', role: 'promotora' });
	await signInAs(page, user);
	for (const hash of ['#perfil', '#solicitud', '#clientes']) {
		await page.goto(`/dashboard${hash}`);
		await expect(page.getByText('Cargando…')).toHaveCount(0);
		await expect(page.getByText('Comprobando tu sesión…')).toHaveCount(0);
		// The whole page once (header and footer signed in), then the other sections' content.
		await expectNoAxeViolationsInBothThemes(page, hash === '#perfil' ? undefined : 'main');
	}
});
