import { expect, test } from './fixtures.ts';
import { presetConsent, waitForHydration } from './utils.ts';

// Issue 26, item 18: outcomes nobody heard. Each check fails on the code before the fix: the
// assistant's error appeared in a paragraph inserted with its text (no live region) with focus
// left on the button, and a new timeline event was added silently with focus on the button.

test('an empty question to the assistant is announced and focus goes to the question box', async ({
	page,
}) => {
	await presetConsent(page);
	await page.goto('/herramientas#asistente-ia');
	const section = page.locator('#asistente-ia');
	await section.getByRole('button', { name: 'Abrir el asistente' }).click();
	const box = section.getByLabel('Tu pregunta');
	await expect(box).toBeFocused();
	await section.getByRole('button', { name: 'Preguntar' }).click();
	await expect(box).toBeFocused();
	await expect(box).toHaveAttribute('aria-invalid', 'true');
	const error = section.locator('[aria-live="polite"] p.text-danger');
	await expect(error).toHaveText(/\S/);
	const errorId = await error.getAttribute('id');
	expect(await box.getAttribute('aria-describedby')).toContain(errorId);
});

test('a new timeline event takes the focus and is announced', async ({ page }) => {
	await presetConsent(page);
	await page.goto('/herramientas#simulador-completo');
	const section = page.locator('#simulador-completo');
	await waitForHydration(page, section);
	await section.getByRole('button', { name: 'Planificar revisiones y amortizaciones' }).click();
	await section.getByRole('button', { name: 'Añadir amortización anticipada' }).click();
	const month = section.getByLabel('Mes del préstamo').last();
	await expect(month).toBeFocused();
	await expect(month).toHaveValue('12');
	await expect(section.locator('p.sr-only[aria-live="polite"]', { hasText: 'Evento' })).toHaveText(
		'Evento 1 añadido: amortización anticipada en el mes 12.',
	);
});
