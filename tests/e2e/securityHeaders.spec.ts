import { expect, test, type Page } from '@playwright/test';
import { E2E_MEASUREMENT_ID } from '../fixtures/observability.ts';
import { backendUrl, createUser, insertAsService, signInAs } from './backend.ts';
import { presetConsent, settled, waitForHydration } from './utils.ts';

/**
 * The security headers of public/_headers (filled at build into dist/_headers) as `npm start`'s
 * server sends them, and the site working under its Content-Security-Policy: every spec runs
 * with these headers on; this one also fails on any violation across a sample of templates.
 */

// A guard against hangs, not a budget: several pages, islands and a worker on 2 busy cores.
test.describe.configure({ timeout: 240_000 });

function directives(csp: string): Map<string, string[]> {
	return new Map(
		csp
			.split(';')
			.map((d) => d.trim().split(/\s+/))
			.filter((parts) => parts[0])
			.map(([name, ...sources]) => [name!, sources]),
	);
}

test('a page and an asset carry the security headers, with a hashed script policy', async ({
	page,
	request,
}) => {
	const scripts: string[] = [];
	page.on('response', (r) => {
		if (r.url().includes('/_astro/') && r.url().endsWith('.js')) scripts.push(r.url());
	});
	const doc = await page.goto('/');
	const headers = doc!.headers();
	expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
	expect(headers['x-content-type-options']).toBe('nosniff');
	expect(headers['x-frame-options']).toBe('DENY');
	expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
	expect(headers['permissions-policy']).toContain('microphone=(self)');
	expect(headers['permissions-policy']).toContain('camera=()');

	const csp = directives(headers['content-security-policy'] ?? '');
	expect(csp.get('default-src')).toEqual(["'self'"]);
	expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
	expect(csp.get('object-src')).toEqual(["'none'"]);
	const scriptSrc = csp.get('script-src') ?? [];
	expect(scriptSrc).toContain("'self'");
	expect(scriptSrc).not.toContain("'unsafe-inline'");
	expect(scriptSrc).not.toContain("'unsafe-eval'");
	expect(scriptSrc.some((s) => s.startsWith("'sha256-"))).toBe(true);
	// Supabase REST/Auth and Realtime, the build's project (the e2e backend).
	expect(csp.get('connect-src')).toEqual(
		expect.arrayContaining([backendUrl, backendUrl.replace(/^http/, 'ws')]),
	);
	// The build placeholders are all filled.
	expect(headers['content-security-policy']).not.toContain('{{');

	await expect.poll(() => scripts.length).toBeGreaterThan(0);
	// A script is not a document: no policy headers, only nosniff (see the next test).
	const asset = await request.get(scripts[0]!);
	expect(asset.headers()['content-security-policy']).toBeUndefined();
	expect(asset.headers()['x-content-type-options']).toBe('nosniff');

	// The 404 page gets them too, and the host's configuration files are not served.
	const missing = await request.get('/no-existe-esta-pagina');
	expect(missing.status()).toBe(404);
	expect(missing.headers()['x-frame-options']).toBe('DENY');
	expect((await request.get('/_headers')).status()).toBe(404);
});

test('the policy headers go on HTML documents only: hashed assets and data files carry none', async ({
	page,
	request,
}) => {
	const assets: string[] = [];
	page.on('response', (r) => {
		if (new URL(r.url()).pathname.startsWith('/_astro/')) assets.push(r.url());
	});
	const doc = await page.goto('/hipotecas/piso-madrid');
	expect(doc!.headers()['content-type']).toBe('text/html; charset=utf-8');
	expect(doc!.headers()['content-security-policy']).toContain("default-src 'self'");
	expect(doc!.headers()['permissions-policy']).toContain('camera=()');
	expect(doc!.headers()['cross-origin-opener-policy']).toBe('same-origin');
	await expect.poll(() => assets.some((u) => u.endsWith('.css'))).toBe(true);
	await expect.poll(() => assets.some((u) => u.endsWith('.js'))).toBe(true);
	const policy = [
		'content-security-policy',
		'permissions-policy',
		'cross-origin-opener-policy',
		'x-frame-options',
		'referrer-policy',
		'strict-transport-security',
	];
	const css = assets.find((u) => u.endsWith('.css'))!;
	const js = assets.find((u) => u.endsWith('.js'))!;
	for (const url of [css, js, '/search-index.json', '/og-default.png']) {
		const res = await request.get(url);
		expect(res.status(), url).toBe(200);
		const headers = res.headers();
		for (const name of policy) expect(headers[name], `${url}: ${name}`).toBeUndefined();
		expect(headers['x-content-type-options'], url).toBe('nosniff');
	}
	expect((await request.get(js)).headers()['cache-control']).toBe(
		'public, max-age=31536000, immutable',
	);
});

/** Collects CSP violations (the DOM event, in every frame) and the console's CSP errors. */
async function watchViolations(page: Page): Promise<string[]> {
	const found: string[] = [];
	await page.exposeFunction('__reportCspViolation', (text: string) => found.push(text));
	await page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (e) => {
			const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
				.__reportCspViolation;
			report?.(`${location.pathname}: ${e.effectiveDirective} bloqueó ${e.blockedURI || 'inline'}`);
		});
	});
	page.on('console', (message) => {
		const text = message.text();
		if (/Content Security Policy|Content-Security-Policy/i.test(text)) {
			found.push(`${new URL(page.url()).pathname}: consola: ${text}`);
		}
	});
	return found;
}

test('the policy blocks an inline script it does not know, and the watcher sees it', async ({
	page,
}) => {
	const violations = await watchViolations(page);
	// The real page and headers, with one injected inline script the build never hashed.
	await page.route('**/contacto', async (route) => {
		const response = await route.fetch();
		const html = (await response.text()).replace(
			'</body>',
			'<script>document.body.dataset.injected = "1"</script></body>',
		);
		await route.fulfill({ response, body: html });
	});
	await page.goto('/contacto');
	await expect.poll(() => violations.join('\n')).toContain('script-src-elem');
	expect(await page.locator('body').getAttribute('data-injected')).toBeNull();
});

test('no template breaks the policy: content, tools, palette, a signed-in panel, support', async ({
	page,
}) => {
	const violations = await watchViolations(page);
	const user = await createUser({ prefix: 'csp' });
	await presetConsent(page);
	await signInAs(page, user);
	for (const path of [
		'/',
		'/blog/documentos-necesarios-hipoteca',
		'/hipoteca-alava',
		'/hipoteca-madrid',
		'/hipotecas/atico-albacete',
		'/buscar?q=euribor',
		'/image-optimizer',
	]) {
		await page.goto(path);
		await settled(page);
	}

	// The tools page with an island hydrated and the AI assistant opened (its code, then its index).
	await page.goto('/herramientas#asistente-ia');
	const assistant = page.locator('#asistente-ia');
	await assistant.getByRole('button', { name: 'Abrir el asistente' }).click();
	await assistant.getByLabel('Tu pregunta').fill('¿Qué incluye la TAE?');
	await assistant.getByRole('button', { name: 'Preguntar' }).click();
	await expect(assistant.locator('[data-role="respuesta"]').last()).toContainText('comisiones', {
		timeout: 60_000,
	});

	// The command palette (React and cmdk loaded on demand).
	await page.goto('/blog');
	await page.keyboard.press('Control+k');
	await expect(page.getByRole('dialog')).toBeVisible();

	// Signed in: the panel talks to Supabase (REST, Auth and Realtime).
	await page.goto('/dashboard');
	await waitForHydration(page, page.getByRole('main'));
	await settled(page);
	await page.goto('/soporte');
	await waitForHydration(page, page.getByRole('main'));
	await settled(page);

	expect(violations).toEqual([]);
});

test('the error reporter, then its session replay, start after load and run under the policy', async ({
	page,
}) => {
	// The SDK starts a few seconds after load and replay a few seconds after it (so that neither
	// competes with the page's start): the other tests leave each page sooner, so this one waits
	// for both chunks, lets the recorder watch a change of the page, and checks the policy.
	const violations = await watchViolations(page);
	await presetConsent(page);
	const sdk = page.waitForResponse(/\/_astro\/sentry\.[\w-]+\.js$/, { timeout: 60_000 });
	const replay = page.waitForResponse(/\/_astro\/sentryReplay\.[\w-]+\.js$/, { timeout: 60_000 });
	await page.goto('/blog/guia-comprar-primera-vivienda');
	await sdk;
	await replay;
	await settled(page);
	await page.locator('#theme-footer').selectOption('dark');
	await expect(page.locator('html')).toHaveClass(/\bdark\b/);
	await settled(page);
	expect(violations).toEqual([]);
});

test('signed out: the sign-in page (a failed sign-in included) and the valuation', async ({
	page,
}) => {
	const violations = await watchViolations(page);
	await presetConsent(page);
	await page.goto('/auth?mode=login');
	const login = page.getByRole('tabpanel', { name: 'Iniciar Sesión' });
	await login.getByLabel('Email').fill('nadie@example.com');
	await login.getByLabel('Contraseña').fill('clave-incorrecta');
	await login.getByRole('button', { name: 'Iniciar Sesión' }).click();
	await expect(page.getByText('Error al iniciar sesión')).toBeVisible();
	await page.goto('/valoracion-inmueble');
	await settled(page);
	expect(violations).toEqual([]);
});

test('the admin area, the statistics charts, the client form with a signature and the loan timeline', async ({
	page,
}) => {
	const violations = await watchViolations(page);
	const admin = await createUser({ prefix: 'cspadmin', admin: true });
	await presetConsent(page);
	await signInAs(page, admin);
	for (const hash of ['soporte', 'usuarios', 'contactos']) {
		await page.goto(`/admin#${hash}`);
		await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
		await waitForHydration(page, page.getByRole('main'));
		await settled(page);
	}
	// The statistics charts (SVG drawn in the page's colours).
	await page.goto('/estadisticas');
	await expect(page.getByTestId('estadisticas').locator('[data-chart] svg').first()).toBeVisible({
		timeout: 30_000,
	});

	// An anonymous client signs a professional's form on the canvas.
	const pro = await createUser({ prefix: 'csppro', role: 'inmobiliaria' });
	const [form] = await insertAsService<{ token: string }>('share_forms', {
		owner_id: pro.id,
		title: 'Compradores de prueba',
	});
	await page.goto(`/formulario?token=${form!.token}`);
	const pad = page.getByRole('img', { name: 'Recuadro para dibujar tu firma' });
	await pad.scrollIntoViewIfNeeded();
	const box = (await pad.boundingBox())!;
	await page.mouse.move(box.x + 20, box.y + box.height / 2);
	await page.mouse.down();
	await page.mouse.move(box.x + 200, box.y + box.height / 3, { steps: 8 });
	await page.mouse.up();

	// The simulator's life of the loan (its code and the share-link compression on demand).
	await page.goto('/herramientas#simulador-completo');
	const simulator = page.locator('#simulador-completo');
	await simulator.getByRole('button', { name: 'Planificar revisiones y amortizaciones' }).click();
	await expect(simulator.getByRole('heading', { name: 'Eventos del préstamo' })).toBeVisible({
		timeout: 30_000,
	});
	await settled(page);
	expect(violations).toEqual([]);
});

test.describe('with analytics', () => {
	test.use({ serviceWorkers: 'allow' });

	test('accepting cookies runs Partytown and the tag without a violation', async ({
		page,
		context,
	}) => {
		const violations = await watchViolations(page);
		const tagRequests: string[] = [];
		await context.route('https://www.googletagmanager.com/**', (route) => {
			tagRequests.push(route.request().url());
			return route.fulfill({
				contentType: 'text/javascript',
				headers: { 'access-control-allow-origin': '*' },
				body: 'self.dataLayer = self.dataLayer || [];',
			});
		});
		await page.goto('/hipoteca-madrid');
		await page
			.getByRole('region', { name: 'Tu privacidad' })
			.getByRole('button', { name: 'Aceptar todas' })
			.click();
		await expect
			.poll(() => tagRequests, { timeout: 60_000 })
			.toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E_MEASUREMENT_ID}`]);
		await settled(page);
		// The next page starts analytics straight away, with the service workers in control.
		await page.goto('/blog');
		await settled(page);
		expect(violations).toEqual([]);
	});
});
