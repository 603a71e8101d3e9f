import { expect, type Page } from '@playwright/test';
import type { EmailTemplateKey } from '../../supabase/functions/_shared/email/templates.ts';
import { backendUrl } from './backend.ts';

/** An email of the local mailbox, as GET /mailbox/api/messages returns it. */
export interface LocalMail {
	to: string;
	subject: string;
	text: string;
	html?: string;
	link: string;
	type: string;
}

/** Waits for the newest email of `type` sent to `to` in the local backend's mailbox. */
export async function mailFor(
	to: string,
	type: 'signup' | 'recovery' | 'email_change' | 'email_changed' | EmailTemplateKey,
): Promise<LocalMail> {
	let found: LocalMail | undefined;
	await expect
		.poll(async () => {
			const res = await fetch(`${backendUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
			const messages = (await res.json()) as LocalMail[];
			found = messages.find((m) => m.type === type);
			return found !== undefined;
		})
		.toBe(true);
	return found!;
}

/**
 * Records every toast the tab shows, across navigations (sessionStorage), so a test can check
 * a toast that appeared while the next page loaded even if it already hid itself on a busy
 * machine.
 */
export async function recordToasts(page: Page) {
	await page.addInitScript(() => {
		const key = 'e2e-toasts';
		const seen = () => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
		new MutationObserver(() => {
			for (const card of document.querySelectorAll('[data-testid="toast"]')) {
				if (card instanceof HTMLElement && card.dataset['recorded'] !== '1') {
					card.dataset['recorded'] = '1';
					sessionStorage.setItem(key, JSON.stringify([...seen(), card.textContent]));
				}
			}
		}).observe(document, { childList: true, subtree: true });
	});
}

/** Waits until a recorded toast matches `text` (title and description run together). */
export async function expectToastSeen(page: Page, text: RegExp) {
	await expect
		.poll(
			async () =>
				await page.evaluate(() => sessionStorage.getItem('e2e-toasts') ?? '[]').catch(() => '[]'),
			{ timeout: 20_000 },
		)
		.toMatch(text);
}
