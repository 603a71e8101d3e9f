import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * CLS 0 on a first visit: the cookie banner opens over the page (no stored choice) and neither
 * it nor the floating WhatsApp button moves the content or each other. Every layout shift the
 * browser reports (PerformanceObserver 'layout-shift', buffered from navigation) is listed with
 * the elements that moved, so a failure says what shifted.
 */

const pages = [
	'/',
	'/herramientas',
	'/hipoteca-madrid',
	'/hipotecas/piso-madrid',
	'/blog/guia-comprar-primera-vivienda',
	'/no-existe-esta-pagina',
];

/**
 * On a phone the banner spans the width, so the button hides while it is open (instead of
 * moving up); on a desktop the banner is centred and the button stays beside it.
 */
const viewports = [
	{ name: 'móvil', viewport: { width: 390, height: 844 }, buttonWhileOpen: 'hidden' },
	{ name: 'escritorio', viewport: { width: 1280, height: 800 }, buttonWhileOpen: 'beside' },
] as const;

/** The layout shifts recorded since navigation, each with its value and what moved. */
function recordedShifts(page: Page): Promise<string[]> {
	return page.evaluate(
		() =>
			new Promise<string[]>((resolve) => {
				const found: string[] = [];
				const describe = (node: Node | null) => {
					if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
					const id = node.id ? `#${node.id}` : '';
					const test = node.getAttribute('data-testid');
					return `${node.tagName.toLowerCase()}${id}${test ? `[${test}]` : ''}`;
				};
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries()) {
						const shift = entry as PerformanceEntry & {
							value: number;
							hadRecentInput: boolean;
							sources?: { node: Node | null }[];
						};
						if (shift.hadRecentInput) continue;
						const moved = (shift.sources ?? []).map((s) => describe(s.node)).join(', ');
						found.push(`${shift.value.toFixed(4)} (${moved})`);
					}
				}).observe({ type: 'layout-shift', buffered: true });
				// Two frames after the observer's buffered entries arrive, every shift so far is in.
				requestAnimationFrame(() => requestAnimationFrame(() => resolve(found)));
			}),
	);
}

for (const { name, viewport, buttonWhileOpen } of viewports) {
	test.describe(`${name} (${viewport.width} px)`, () => {
		test.use({ viewport });

		for (const path of pages) {
			test(`${path}: no layout shift on a first visit with the cookie banner open`, async ({
				page,
			}) => {
				await page.goto(path);
				const banner = page.getByRole('region', { name: 'Tu privacidad' });
				await expect(banner).toBeVisible();
				await page.waitForLoadState('load');
				// Fonts and images have settled: what moves now would have been counted.
				await page.evaluate(() => document.fonts.ready.then(() => undefined));
				expect(await recordedShifts(page)).toEqual([]);
				const button = page.getByTestId('whatsapp-button');
				if (buttonWhileOpen === 'hidden') {
					await expect(button).toBeHidden();
					return;
				}
				// Beside the banner, in the bottom-right corner, not under it.
				await expect(button).toBeVisible();
				const panel = (await banner.boundingBox())!;
				const box = (await button.boundingBox())!;
				expect(box.x).toBeGreaterThanOrEqual(panel.x + panel.width);
				expect(box.y + box.height).toBeCloseTo(viewport.height - 16, 0);
			});
		}

		test('/formulario: the island renders why the link does not work without moving the page', async ({
			page,
		}) => {
			await page.goto('/formulario');
			await expect(page.getByRole('heading', { name: 'Formulario no disponible' })).toBeVisible();
			await page.evaluate(() => document.fonts.ready.then(() => undefined));
			expect(await recordedShifts(page)).toEqual([]);
		});
	});
}

// Lighthouse's mobile profile is the measure (a phone's screen): on a wide screen the panel's
// sections below the first screen still load their data after it shows.
test.describe('signed in', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('on a phone, signed in without a team role, the private pages render without moving the page', async ({
		signedInPage: page,
	}) => {
		// /admin and /estadisticas answer «Acceso denegado» to this account; /dashboard and
		// /soporte render its own area. Each island renders once the session is read, under a
		// screen's height kept for it, so nothing on screen moves.
		// What shows once each island has rendered its data (the panel: the profile's name).
		const ready = {
			'/dashboard': () => expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(/\S/),
			'/soporte': () => expect(page.getByRole('heading', { name: 'Mis tickets' })).toBeVisible(),
			'/admin': () => expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible(),
			'/estadisticas': () =>
				expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible(),
		};
		for (const [path, rendered] of Object.entries(ready)) {
			await page.goto(path);
			await rendered();
			await page.evaluate(() => document.fonts.ready.then(() => undefined));
			expect(await recordedShifts(page), path).toEqual([]);
		}
	});
});
