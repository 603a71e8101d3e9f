// Dominio: statistics
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createUser, insertAsService, signInAs, updateAsService } from './backend.ts';
import { expectNoAxeViolations, presetConsent, waitForHydration } from './utils.ts';

// Issue 26 items 5 and 12 on /estadisticas at a phone's width: categorical bars get one label
// per category, counts whole-number ticks, day labels that do not overlap, and the page
// hydrates without React's error #418.

test.beforeEach(async ({ page }) => {
	test.slow();
	await presetConsent(page);
	await page.setViewportSize({ width: 390, height: 844 });
});

/** A past month no other test writes in (random, so reruns do not add up). */
function pastPeriod() {
	const year = 2001 + Math.floor(Math.random() * 18);
	const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
	return {
		from: `${year}-${month}-01`,
		to: `${year}-${month}-28`,
		at: (d: number) => `${year}-${month}-${String(d).padStart(2, '0')}T11:00:00Z`,
	};
}

/** Signs in a new admin, records console errors, opens /estadisticas. */
async function openStatistics(page: Page): Promise<string[]> {
	const errors: string[] = [];
	page.on('console', (m) => {
		if (m.type() === 'error') errors.push(m.text());
	});
	page.on('pageerror', (e) => errors.push(String(e)));
	await signInAs(page, await createUser({ prefix: 'trustest', admin: true }));
	await page.goto('/estadisticas');
	await waitForHydration(page);
	await expect(page.getByTestId('estadisticas')).toBeVisible();
	return errors;
}

/** The boxes of a chart's tick labels on one axis. */
async function tickBoxes(chart: Locator, axis: 'x' | 'y') {
	const ticks = chart.locator(`[data-chart] [data-tick="${axis}"]`);
	const boxes = [];
	for (const tick of await ticks.all()) boxes.push((await tick.boundingBox())!);
	return { texts: await ticks.allTextContents(), boxes };
}

const overlaps = (a: { x: number; width: number }, b: { x: number; width: number }) =>
	a.x < b.x + b.width && b.x < a.x + a.width;

test('the page hydrates without React error #418 when signed in', async ({ page }) => {
	const errors = await openStatistics(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
	expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
});

test('at 390 px the charts read: one label per category, whole-number ticks, no overlapping days', async ({
	page,
}) => {
	const period = pastPeriod();
	const user = await createUser({ prefix: 'trustest2' });
	for (const [day, status] of [
		[3, 'resuelto'],
		[9, 'resuelto'],
		[15, 'abierto'],
	] as const) {
		const [t] = await insertAsService<{ id: string }>('support_tickets', {
			user_id: user.id,
			subject: 'Ticket de la gráfica',
		});
		await updateAsService('support_tickets', `id=eq.${t!.id}`, {
			created_at: period.at(day),
			status,
		});
	}
	await openStatistics(page);
	await page.getByLabel('Desde').fill(period.from);
	await page.getByLabel('Hasta').fill(period.to);
	await page.getByRole('button', { name: 'Aplicar' }).click();
	const stats = page.getByTestId('estadisticas');
	await expect(stats.getByRole('heading', { name: 'Resumen de 28 días' })).toBeVisible();

	// Tickets by status: a band per status, each named once, bars whole inside the drawing.
	const tickets = stats.getByRole('figure').filter({ hasText: 'Tickets abiertos en el periodo' });
	await expect(tickets.locator('[data-chart] [data-category]')).toHaveText([
		'Abierto',
		'En progreso',
		'Resuelto',
		'Cerrado',
	]);
	const counts = await tickBoxes(tickets, 'x');
	expect(counts.texts).toEqual(['0', '1', '2']);
	const drawing = (await tickets.locator('[data-chart] svg').boundingBox())!;
	for (const bar of await tickets.locator('[data-chart] rect').all()) {
		const box = await bar.boundingBox();
		if (!box) continue;
		expect(box.x).toBeGreaterThanOrEqual(drawing.x);
		expect(box.x + box.width).toBeLessThanOrEqual(drawing.x + drawing.width);
	}

	// Sign-ups per day over 28 days: whole-number vertical ticks, day labels that do not touch.
	const signups = stats.getByRole('figure').filter({ hasText: 'Altas por día y rol' });
	const y = await tickBoxes(signups, 'y');
	expect(y.texts).toEqual(['0', '1']);
	const x = await tickBoxes(signups, 'x');
	expect(x.texts.length).toBeGreaterThan(1);
	expect(x.texts.length).toBeLessThan(28);
	expect(new Set(x.texts).size).toBe(x.texts.length);
	for (let i = 1; i < x.boxes.length; i++) {
		expect(overlaps(x.boxes[i - 1]!, x.boxes[i]!)).toBe(false);
	}
	const svg = (await signups.locator('[data-chart] svg').boundingBox())!;
	expect(x.boxes[0]!.x).toBeGreaterThanOrEqual(svg.x);
	expect(x.boxes.at(-1)!.x + x.boxes.at(-1)!.width).toBeLessThanOrEqual(svg.x + svg.width);

	// Every chart's counts are whole numbers, each tick once.
	for (const figure of await stats.getByRole('figure').all()) {
		for (const axis of ['x', 'y'] as const) {
			const { texts } = await tickBoxes(figure, axis);
			if (axis === 'y' || (await figure.locator('[data-category]').count()) > 0) {
				for (const text of texts) expect(text).toMatch(/^\d+(\.\d{3})*$/);
				expect(new Set(texts).size).toBe(texts.length);
			}
		}
	}
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
	await expectNoAxeViolations(page, '[data-testid="estadisticas"]');
});
