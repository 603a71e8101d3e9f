import { expect } from '@playwright/test';
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
export async function mailFor(to: string, type: 'signup' | 'recovery'): Promise<LocalMail> {
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
