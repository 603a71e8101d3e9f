import { createHash, randomInt } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Mailbox } from '../mailbox.ts';

/** A one-time code and the hash stored in auth.users (GoTrue: hex(sha224(email + otp))). */
export function newOtp(email: string): { otp: string; hash: string } {
	const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
	return { otp, hash: tokenHash(email, otp) };
}

/** The stored form of a code typed by the user. */
export function tokenHash(email: string, otp: string): string {
	return createHash('sha224')
		.update(email.toLowerCase() + otp)
		.digest('hex');
}

/**
 * Where email links may send people: the site URL, or any page on localhost/127.0.0.1 (local
 * development ports vary). Anything else falls back to the site URL, as GoTrue does.
 */
export function safeRedirect(config: ServerConfig, wanted: string | null): string {
	if (!wanted) return config.siteUrl;
	try {
		const url = new URL(wanted);
		const site = new URL(config.siteUrl);
		const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
		if (url.origin === site.origin || (local && /^https?:$/.test(url.protocol))) return url.href;
	} catch {
		// Not a URL: use the site.
	}
	return config.siteUrl;
}

const subjects: Record<string, string> = {
	signup: 'Confirma tu cuenta',
	recovery: 'Restablece tu contraseña',
	email_change: 'Confirma tu nuevo email',
};

/** Delivers a confirmation, recovery or email-change message with its link and code. */
export function sendAuthMail(
	mailbox: Mailbox,
	baseUrl: string,
	to: string,
	type: 'signup' | 'recovery' | 'email_change',
	hash: string,
	otp: string,
	redirectTo: string,
): void {
	const link =
		`${baseUrl}/auth/v1/verify?token=${hash}&type=${type}` +
		`&redirect_to=${encodeURIComponent(redirectTo)}`;
	const text =
		`${subjects[type]}\n\nAbre este enlace para continuar:\n${link}\n\n` +
		`O introduce este código: ${otp}\n\nSi no has sido tú, ignora este mensaje.`;
	mailbox.deliver({ to: to.toLowerCase(), subject: subjects[type] ?? type, text, link, otp, type });
}
