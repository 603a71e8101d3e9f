import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { unzipSync } from 'fflate';
import { backendUrl, createUser, signInAs, type TestUser } from './backend.ts';
import { expectNoAxeViolations, presetConsent, waitForHydration } from './utils.ts';
import { DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';

const expectNoindex = (page: Page) =>
	expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

/** A PNG of the repository as a file the page can receive. */
const png = async (path: string) => ({
	name: path.split('/').pop() ?? 'imagen.png',
	mimeType: 'image/png',
	buffer: await readFile(path),
});

let admin: TestUser;
let user: TestUser;

test.beforeAll(async () => {
	admin = await createUser({ prefix: 'admin-utilidades', admin: true });
	user = await createUser({ prefix: 'usuario-utilidades' });
});

/**
 * Converting images, signing in and the first query hit a busy 2-core CI machine: a longer
 * wait than the default 5 s (a hang guard, not a performance budget).
 */
const slow = { timeout: 30_000 };

test.beforeEach(async ({ page }) => {
	test.setTimeout(180_000);
	await presetConsent(page);
});

test.describe('/image-optimizer', () => {
	test('converts a batch to WebP with progress and sizes, and downloads it as a zip', async ({
		page,
	}) => {
		await page.goto('/image-optimizer');
		await expectNoindex(page);
		await waitForHydration(page);
		await page
			.getByLabel('Imágenes')
			.setInputFiles([
				await png('public/og-default.png'),
				await png('src/assets/home/hero-vivienda.png'),
				{ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') },
			]);
		await page.getByLabel('Ancho máximo (píxeles)').fill('abc');
		await page.getByRole('button', { name: 'Optimizar 3 imágenes' }).click();
		await expect(page.getByRole('main').getByRole('alert')).toHaveText(
			'Escribe el ancho máximo en píxeles, por ejemplo 1600.',
		);

		await page.getByLabel('Ancho máximo (píxeles)').fill('600');
		await page.getByRole('button', { name: 'Optimizar 3 imágenes' }).click();
		await expect(page.getByRole('main').getByRole('status')).toHaveText(
			'Listo: 2 de 3 imágenes optimizadas.',
			slow,
		);
		await expect(
			page.getByRole('progressbar', { name: 'Progreso de la optimización' }),
		).toHaveAttribute('value', '3');
		await expect(page.getByRole('main').getByRole('alert')).toHaveText(
			'«notas.txt» no es una imagen; se ha omitido.',
		);

		const table = page.getByRole('table');
		const og = table.getByRole('row', { name: /og-default\.webp/ });
		await expect(og.getByRole('cell').nth(0)).toHaveText('274,3 KB');
		await expect(og.getByRole('cell').nth(2)).toHaveText('600 × 315 px');
		await expect(og.getByRole('cell').nth(3)).toHaveText(/^\d{1,3}\s%\smenos$/);
		await expect(
			table
				.getByRole('row', { name: /hero-vivienda\.webp/ })
				.getByRole('cell')
				.nth(2),
		).toHaveText('600 × 450 px');
		await expect(page.getByText(/NaN|Infinity|undefined/)).toHaveCount(0);

		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name: 'Descargar todo (.zip)' }).click(),
		]);
		expect(download.suggestedFilename()).toBe('imagenes-optimizadas.zip');
		const files = unzipSync(new Uint8Array(await readFile(await download.path())));
		expect(Object.keys(files).sort()).toEqual(['hero-vivienda.webp', 'og-default.webp']);
		for (const bytes of Object.values(files)) {
			const header = Buffer.from(bytes.slice(0, 12)).toString('latin1');
			expect(header.slice(0, 4)).toBe('RIFF');
			expect(header.slice(8, 12)).toBe('WEBP');
		}
		await expectNoAxeViolations(page);
	});
});

test.describe('/image-optimizer AVIF', () => {
	test('writes AVIF files too (WebAssembly encoder where the canvas cannot)', async ({ page }) => {
		await page.goto('/image-optimizer');
		await waitForHydration(page);
		await page
			.getByLabel('Imágenes')
			.setInputFiles([await png('src/assets/home/hero-vivienda.png')]);
		await page.getByRole('radio', { name: 'AVIF' }).check();
		await page.getByLabel('Ancho máximo (píxeles)').fill('240');
		await page.getByRole('button', { name: 'Optimizar 1 imagen' }).click();
		await expect(page.getByRole('main').getByRole('status')).toHaveText(
			'Listo: 1 de 1 imagen optimizada.',
			{ timeout: 90_000 },
		);
		const row = page.getByRole('row', { name: /hero-vivienda\.avif/ });
		await expect(row.getByRole('cell').nth(2)).toHaveText('240 × 180 px');
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			row.getByRole('link', { name: 'Descargar hero-vivienda.avif' }).click(),
		]);
		const bytes = await readFile(await download.path());
		expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');
	});
});

test.describe('admin utility pages', () => {
	for (const path of ['/generate-news-bulk', '/revision-codigo']) {
		test(`${path} denies access to visitors and non-admins, with a way back`, async ({ page }) => {
			await page.goto(path);
			await expectNoindex(page);
			await expect(page.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible(
				slow,
			);
			await expect(
				page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }),
			).toHaveAttribute('href', '/');
			await expect(
				page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }),
			).toHaveAttribute('href', `/auth?redirect=${encodeURIComponent(path)}`);

			const other = await page.context().newPage();
			await signInAs(other, user);
			await other.goto(path);
			await expect(other.getByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeVisible(
				slow,
			);
			await expect(other.getByText('Esta página es solo para administradores.')).toBeVisible();
			await expectNoAxeViolations(other);
		});
	}

	test('an admin drafts news from a list of topics and exports each as MDX', async ({ page }) => {
		await signInAs(page, admin);
		await page.goto('/generate-news-bulk');
		await expect(
			page.getByRole('heading', { level: 1, name: 'Borradores de noticias' }),
		).toBeVisible(slow);
		const topics = page.getByLabel('Temas (uno por línea)');
		const stamp = Date.now().toString(36);
		await topics.fill(`Euríbor\nEl euríbor de diciembre y las hipotecas variables ${stamp}`);
		await page.getByLabel('Categoría').selectOption({ label: 'Euríbor' });
		await page.getByRole('button', { name: 'Crear borradores' }).click();
		await expect(page.getByRole('main').getByRole('alert')).toHaveText(
			'«Euríbor» es demasiado corto: el titular necesita al menos 10 caracteres.',
		);

		const first = `El euríbor de diciembre y las hipotecas variables ${stamp}`;
		const second = `Rebajas del ITP para jóvenes en 2027 ${stamp}`;
		await topics.fill(`${first}\n${second}`);
		await page.getByRole('button', { name: 'Crear borradores' }).click();
		await expect(
			page.getByRole('status').filter({ hasText: 'Se han creado 2 borradores' }),
		).toBeVisible(slow);
		const row = page.getByRole('row', { name: new RegExp(first) });
		await expect(row).toContainText('Euríbor');
		await expect(row).toContainText('Borrador');
		await expect(topics).toHaveValue('');

		// Stored in news_drafts (read with the service role).
		const res = await fetch(
			`${backendUrl}/rest/v1/news_drafts?select=title,slug,category,status,body&title=eq.${encodeURIComponent(second)}`,
			{
				headers: {
					apikey: DEMO_SERVICE_ROLE_KEY,
					authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
				},
			},
		);
		const [stored] = (await res.json()) as {
			slug: string;
			category: string;
			status: string;
			body: string;
		}[];
		expect(stored).toMatchObject({
			slug: `rebajas-del-itp-para-jovenes-en-2027-${stamp}`,
			category: 'euribor',
			status: 'borrador',
		});
		expect(stored?.body).toContain('## Lo que ya hemos publicado sobre este tema');
		expect(stored?.body).toContain('(/blog/noticia/itp-jovenes-rebajas-por-comunidad-2026)');

		const [download] = await Promise.all([
			page.waitForEvent('download'),
			page.getByRole('button', { name: `Descargar MDX de «${second}»` }).click(),
		]);
		expect(download.suggestedFilename()).toBe(`rebajas-del-itp-para-jovenes-en-2027-${stamp}.mdx`);
		const mdx = await readFile(await download.path(), 'utf8');
		expect(mdx).toMatch(
			new RegExp(
				`^---\\ntitle: '${second}'\\ndescription: '${second}: qué cambia, a quién afecta y qué revisar antes de pedir una hipoteca\\.'\\npubDate: \\d{4}-\\d{2}-\\d{2}\\ncategory: euribor\\ntags: \\['euríbor'\\]\\nauthor: redaccion\\n---\\n`,
			),
		);
		await expectNoAxeViolations(page);
	});

	test('an admin sees the last build: id, date, pages per template and broken links', async ({
		page,
		request,
	}) => {
		const report = (await (await request.get('/build-report.json')).json()) as {
			buildId: string;
			totalPages: number;
			links: { brokenCount: number; broken: { page: string; href: string }[] };
		};
		await signInAs(page, admin);
		await page.goto('/revision-codigo');
		await expect(page.getByRole('heading', { level: 1, name: 'Revisión del sitio' })).toBeVisible(
			slow,
		);
		await expect(page.getByTestId('build-id')).toHaveText(report.buildId, slow);
		const templates = page.getByRole('region', { name: 'Tabla: Páginas por plantilla' });
		await expect(templates.getByRole('row', { name: /^index\.astro/ })).toContainText('1');
		await expect(
			templates.getByRole('row', { name: /^blog\/noticia\/\[slug\]\.astro/ }),
		).toBeVisible();
		await expect(templates.getByRole('row', { name: /^Total/ })).toContainText(
			report.totalPages.toLocaleString('es-ES', {
				useGrouping: 'always',
			}),
		);
		await expect(
			page.getByText(/^[\d.]+ enlaces internos comprobados en [\d.]+ páginas\.$/),
		).toBeVisible();
		if (report.links.brokenCount === 0) {
			await expect(page.getByText('No hay enlaces rotos.')).toBeVisible();
		} else {
			const first = report.links.broken[0];
			await expect(
				page.getByRole('cell', { name: first?.href ?? '', exact: true }).first(),
			).toBeVisible();
		}
		// This visit's web vitals, rated, and the request log of the Supabase client.
		const vitals = page.getByTestId('web-vitals');
		await expect(vitals.getByRole('row', { name: /^TTFB/ })).toContainText(
			/\d ms(Buena|Mejorable|Mala)/,
			slow,
		);
		// The script-only header reads nothing through supabase-js; the first key press loads the
		// React header, whose bell reads the notifications through the logged client. Newest
		// first: another request may have ended after it.
		await page.keyboard.press('Shift');
		await expect(
			page
				.getByTestId('request-log')
				.getByRole('row')
				.filter({ hasText: /\/rest\/v1\/(notifications|profiles)/ })
				.first(),
		).toBeVisible(slow);
		await expectNoAxeViolations(page);
	});
});
