import { createClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { backendUrl, uniqueEmail } from './backend.ts';
import { expectNoAxeViolationsInBothThemes, holdIslandCode, presetConsent } from './utils.ts';

/** A confirmed user created through the admin API, signed in; returns its id and session JSON. */
async function newUserSession(): Promise<{ id: string; session: string }> {
	const options = { auth: { persistSession: false, autoRefreshToken: false } };
	const admin = createClient(backendUrl, DEMO_SERVICE_ROLE_KEY, options);
	const email = uniqueEmail('valoracion');
	const password = 'contraseña-segura-1';
	const { data, error } = await admin.auth.admin.createUser({
		email,
		password,
		email_confirm: true,
	});
	if (error) throw error;
	const anon = createClient(backendUrl, DEMO_ANON_KEY, options);
	const signIn = await anon.auth.signInWithPassword({ email, password });
	if (signIn.error) throw signIn.error;
	return { id: data.user.id, session: JSON.stringify(signIn.data.session) };
}

// A guard against hangs while ~7 engineers share two cores, not a performance budget.
test.beforeEach(() => test.setTimeout(180_000));

/**
 * Opens the page. Signed out, the tool's server markup is the form, with the defaults' result,
 * and it hydrates on the first interaction (client:interaction): the steps below run on it as a
 * visitor would, without waiting for the island's code.
 */
async function openTool(page: Page) {
	await presetConsent(page);
	await page.goto('/valoracion-inmueble');
	await expect(page.getByTestId('valoracion-rango')).toBeVisible();
}

test('estimates a range, shows how and from what data, and offers sign-in to save it', async ({
	page,
}) => {
	await openTool(page);
	await expect(page).toHaveTitle(/Valoración de vivienda gratis/);
	// The method is a section under the page's h1 (an h3 there skipped a level: Lighthouse's
	// heading-order, which the WCAG tags of the axe pass do not include).
	await expect(
		page.getByRole('heading', { level: 2, name: 'Cómo lo hemos calculado' }),
	).toBeVisible();
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
		'href',
		/\/valoracion-inmueble$/,
	);
	await expect(page.getByText('No es una tasación oficial.')).toBeVisible();

	await page.getByLabel('Provincia', { exact: true }).selectOption('soria');
	await page.getByLabel('Tipo de vivienda').selectOption('atico');
	await page.getByLabel('Superficie construida').fill('60');
	await page.getByLabel('Habitaciones').fill('2');
	await page.getByLabel('Estado').selectOption('nuevo');
	await page.getByLabel('Planta', { exact: true }).fill('3');
	await page.getByLabel('Ascensor').uncheck();
	await page.getByLabel('Terraza').check();
	await page.getByLabel('Plaza de garaje').check();
	await page.getByLabel('Año de construcción').fill(String(new Date().getFullYear() - 6));

	// Province of Soria: 1.192,6 €/m² × 60 m² × 1,08 × 1,10 × 1,04 × 0,88 × 1,03 × 1,05
	// = 84.140 € ± 15 %.
	const range = page.getByTestId('valoracion-rango');
	await expect(range).toContainText(/72\.000\s€\s–\s97\.000\s€/);
	await expect(range).toContainText(/Valor central: 84\.000\s€/);
	await expect(page.getByText(/Planta 3 sin ascensor: −12\s%/)).toBeVisible();
	await expect(page.getByTestId('valoracion-fuente')).toHaveText(
		/^Valor tasado medio de la vivienda libre en la provincia de Soria, segundo trimestre de 2026\. Fuente: Ministerio de Vivienda/,
	);

	// The town of Soria has its own figure: 1.555,3 €/m² → 109.730 € ± 10 %.
	await page.getByLabel('Municipio (opcional)').fill('soria');
	await expect(range).toContainText(/99\.000\s€\s–\s121\.000\s€/);
	await expect(page.getByTestId('valoracion-fuente')).toHaveText(
		/^Valor tasado medio de la vivienda libre en el municipio de Soria, primer trimestre de 2026/,
	);
	// A town without a figure of its own: the province's, said so.
	await page.getByLabel('Municipio (opcional)').fill('Almazán');
	await expect(range).toContainText(/72\.000\s€\s–\s97\.000\s€/);
	await expect(page.getByTestId('valoracion-aviso')).toContainText(
		'El Ministerio no publica valor tasado para «Almazán»',
	);
	await page.getByLabel('Municipio (opcional)').fill('');

	await page.getByLabel('Superficie construida').fill('5');
	await expect(
		page.getByText('Escribe la superficie construida, entre 10 y 10.000 m².'),
	).toBeVisible();
	await expect(page.getByLabel('Superficie construida')).toHaveValue('5');
	await page.getByLabel('Superficie construida').fill('60');

	const signIn = page.getByRole('link', { name: 'Inicia sesión para guardarla en tu panel' });
	await expect(signIn).toHaveAttribute('href', /^\/auth\?redirect=%2Fvaloracion-inmueble%3F/);
});

test('a signed-in user saves the valuation to the panel', async ({ page }) => {
	const user = await newUserSession();
	await page.addInitScript(
		(session) => localStorage.setItem('sb-127-auth-token', session),
		user.session,
	);
	await openTool(page);
	await page.getByLabel('Municipio (opcional)').fill('Alcobendas');
	await page.getByRole('button', { name: 'Guardar en mi panel' }).click();
	await expect(page.getByText('Valoración guardada en tu panel.')).toBeVisible();

	const res = await fetch(
		`${backendUrl}/rest/v1/valuations?select=province,municipality,property_type&user_id=eq.${user.id}`,
		{
			headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
		},
	);
	expect(await res.json()).toEqual([
		{ province: 'madrid', municipality: 'Alcobendas', property_type: 'piso' },
	]);
});

test('signed in, the page waits for an interaction to load React; the first press on «Guardar» saves', async ({
	page,
}) => {
	const user = await newUserSession();
	await page.addInitScript(
		(session) => localStorage.setItem('sb-127-auth-token', session),
		user.session,
	);
	await openTool(page);
	const save = page.getByRole('button', { name: 'Guardar en mi panel' });
	await expect(save).toBeVisible();
	await expect(
		page.getByRole('link', { name: 'Inicia sesión para guardarla en tu panel' }),
	).toBeHidden();
	// Still the server's markup: Astro removes `ssr` once the island hydrates.
	await page.waitForLoadState('networkidle');
	await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
	await save.click();
	await expect(page.getByText('Valoración guardada en tu panel.')).toBeVisible();
	await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
	await expect(
		page.getByRole('link', { name: 'Inicia sesión para guardarla en tu panel' }),
	).toHaveCount(0);
});

test('typed before the code arrives (a slow network), the inputs survive a reload', async ({
	page,
}) => {
	const network = await holdIslandCode(page, 'ValuationTool');
	await openTool(page);
	await page.getByLabel('Provincia', { exact: true }).selectOption('soria');
	await page.getByLabel('Superficie construida').fill('60');
	await page.getByLabel('Plaza de garaje').check();
	await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
	await expect(page).toHaveURL(/valoracion\.superficie=60/);

	await network.reload();
	await expect(page.getByLabel('Provincia', { exact: true })).toHaveValue('soria');
	await expect(page.getByLabel('Superficie construida')).toHaveValue('60');
	await expect(page.getByLabel('Plaza de garaje')).toBeChecked();
	// What the server's markup already held stays out of the link.
	expect(new URL(page.url()).searchParams.has('valoracion.tipo')).toBe(false);
});

test('signed out, the server markup offers sign-in, not the save button', async ({ page }) => {
	await openTool(page);
	await expect(
		page.getByRole('link', { name: 'Inicia sesión para guardarla en tu panel' }),
	).toBeVisible();
	await expect(page.getByRole('button', { name: 'Guardar en mi panel' })).toBeHidden();
});

test('/valoracion-inmueble has no axe violations in either theme', async ({ page }) => {
	await openTool(page);
	await expect(page.getByTestId('valoracion-rango')).toBeVisible();
	await expectNoAxeViolationsInBothThemes(page);
});
