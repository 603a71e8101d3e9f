import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';
import { expectNoAxeViolations, presetConsent } from './utils.ts';

// A guard against hangs, not a budget: each test opens a tool on the long /herramientas page
// and may run axe, which takes minutes when the 2 shared cores are busy.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function openVoice(page: Page) {
	await presetConsent(page);
	await page.goto('/herramientas#asistente-voz');
	const section = page.locator('#asistente-voz');
	await section.getByRole('button', { name: 'Abrir el asistente de voz' }).click();
	return section;
}

/** Whether this browser offers a recognition constructor at all. */
const hasRecognition = (page: Page) =>
	page.evaluate(() => 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window);

test('headless Chromium: a clear fallback to text, and the typed question is answered', async ({
	page,
}) => {
	const section = await openVoice(page);
	// Headless Chromium has the recogniser's constructor but no microphone (its recogniser would
	// wait forever), so the assistant says so and offers text.
	const fallback = section.getByTestId('voz-sin-reconocimiento');
	await expect(fallback).toContainText(
		(await hasRecognition(page))
			? 'No encuentro ningún micrófono'
			: 'Tu navegador no permite dictar por voz',
	);
	await expect(fallback).toContainText('Escribe tu pregunta');
	await expect(section.locator('button[aria-pressed]')).toHaveCount(0);
	await section.getByLabel('Tu pregunta').fill('¿Qué es el euríbor?');
	await section.getByRole('button', { name: 'Preguntar' }).click();
	const answer = section.locator('[data-role="respuesta"]').last();
	await expect(answer).toContainText('índice de referencia');
	await expect(answer.getByRole('link', { name: 'Glosario: Euríbor' })).toBeVisible();
});

test('without the Web Speech API at all, the text fallback shows straight away', async ({
	page,
}) => {
	await page.addInitScript(() => {
		Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined });
		Object.defineProperty(window, 'SpeechRecognition', { value: undefined });
	});
	const section = await openVoice(page);
	await expect(section.getByTestId('voz-sin-reconocimiento')).toBeVisible();
	await expect(section.getByLabel('Tu pregunta')).toBeFocused();
	await expect(section.getByRole('button', { name: 'Mantén pulsado para hablar' })).toHaveCount(0);
});

test('push-to-talk in es-ES: visible transcript, then a spoken answer', async ({ page }) => {
	// A stand-in for the browser's recogniser and voice (headless Chromium has neither working):
	// it hears a fixed phrase while the button is held, and records what is read aloud.
	await page.addInitScript(() => {
		const w = window as unknown as Record<string, unknown>;
		w['spoken'] = [];
		w['recognitionLang'] = '';
		class FakeRecognition {
			lang = '';
			interimResults = false;
			continuous = false;
			maxAlternatives = 1;
			onresult: ((e: unknown) => void) | null = null;
			onerror: ((e: unknown) => void) | null = null;
			onend: (() => void) | null = null;
			start() {
				w['recognitionLang'] = this.lang;
				const result = Object.assign(
					[{ transcript: '¿Cuánto pagaría al mes por 180.000 a 30 años al 2,9 %?' }],
					{ isFinal: true },
				);
				setTimeout(() => this.onresult?.({ resultIndex: 0, results: [result] }), 10);
			}
			stop() {
				setTimeout(() => this.onend?.(), 10);
			}
			abort() {}
		}
		// Recent Chromium also has the unprefixed constructor, which the assistant prefers.
		Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition });
		Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition });
		Object.defineProperty(navigator, 'mediaDevices', {
			value: { enumerateDevices: () => Promise.resolve([{ kind: 'audioinput' }]) },
		});
		Object.defineProperty(window, 'speechSynthesis', {
			value: {
				speak: (u: { text: string; lang: string }) =>
					(w['spoken'] as string[]).push(`${u.lang}|${u.text}`),
				cancel: () => {},
				getVoices: () => [{ lang: 'es-ES', name: 'Voz' }],
			},
		});
		w['SpeechSynthesisUtterance'] = class {
			lang = '';
			voice: unknown = null;
			text: string;
			constructor(text: string) {
				this.text = text;
			}
		};
	});
	const section = await openVoice(page);
	// The push-to-talk button; its name becomes «Escuchando…» while it is held.
	const talk = section.locator('button[aria-pressed]');
	await expect(talk).toHaveText('Mantén pulsado para hablar');
	await talk.focus();
	await page.keyboard.down('Space');
	await expect(section.getByTestId('voz-transcripcion')).toHaveText(
		'¿Cuánto pagaría al mes por 180.000 a 30 años al 2,9 %?',
	);
	await expect(talk).toHaveAttribute('aria-pressed', 'true');
	await page.keyboard.up('Space');
	const answer = section.locator('[data-role="respuesta"]').last();
	await expect(answer).toContainText('749,21 €');
	expect(
		await page.evaluate(() => (window as unknown as Record<string, unknown>)['recognitionLang']),
	).toBe('es-ES');
	await expect
		.poll(() =>
			page.evaluate(() =>
				((window as unknown as Record<string, string[]>)['spoken'] ?? []).join('\n'),
			),
		)
		.toContain('es-ES|Por un préstamo de 180.000\u00a0€ a 30 años');
	await expectNoAxeViolations(page, '#asistente-voz');
});

test('the voice assistant in its fallback has no axe violations in dark theme', async ({
	page,
}) => {
	await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
	await page.addInitScript(() => {
		Object.defineProperty(window, 'SpeechRecognition', { value: undefined });
		Object.defineProperty(window, 'webkitSpeechRecognition', { value: undefined });
	});
	const section = await openVoice(page);
	await expect(section.getByTestId('voz-sin-reconocimiento')).toBeVisible();
	await expectNoAxeViolations(page, '#asistente-voz');
});

test('a transcript without accents or marks finds the answer that says who pays the valuation', async ({
	page,
}) => {
	const section = await openVoice(page);
	// What a recogniser writes: lower case, no accents, no question marks.
	await section.getByLabel('Tu pregunta').fill('quien paga la tasacion');
	await section.getByRole('button', { name: 'Preguntar' }).click();
	const answer = section.locator('[data-role="respuesta"]').last();
	await expect(answer).toContainText('La tasación la pagas tú');
	await expect(
		answer.getByRole('link', {
			name: 'La tasación de la vivienda: quién la paga y quién la elige',
		}),
	).toHaveAttribute('href', '/blog/tasacion-vivienda-hipoteca#quién-la-paga-y-quién-la-elige');
});
