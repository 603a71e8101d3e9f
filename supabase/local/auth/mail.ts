import { createHash, randomInt } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Mailbox } from '../mailbox.ts';
import {
	htmlToText,
	loadTemplate,
	renderTemplate,
	templateOf,
	type TemplateVars,
} from './templates.ts';

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

/** Subjects used when config.toml names no template for a kind of email. */
const fallbackSubjects: Record<EmailKind, string> = {
	signup: 'Confirma tu cuenta',
	recovery: 'Restablece tu contraseña',
	email_change: 'Confirma tu nuevo email',
};

/** The kinds of email the server sends. */
export type EmailKind = keyof typeof templateOf;

/** One emailed link: who, what for, its token and code, and the user's metadata. */
export type AuthMail = {
	to: string;
	kind: EmailKind;
	/** The stored token (pkce_-prefixed in the PKCE flow): {{ .TokenHash }} of the templates. */
	hash: string;
	otp: string;
	redirectTo: string;
	/** user_metadata, the templates' {{ .Data }} (first_name…). */
	data: Record<string, unknown>;
	/** The address an email change moves to ({{ .NewEmail }}); `to` when not given. */
	newEmail?: string | undefined;
};

/**
 * Delivers a confirmation, recovery or email-change message to the mailbox, rendered from the
 * same branded template files that config.toml gives the Supabase CLI and hosted projects.
 */
export function sendAuthMail(
	mailbox: Mailbox,
	config: Pick<ServerConfig, 'supabaseDir' | 'siteUrl'>,
	baseUrl: string,
	mail: AuthMail,
): void {
	const link =
		`${baseUrl}/auth/v1/verify?token=${mail.hash}&type=${mail.kind}` +
		`&redirect_to=${encodeURIComponent(mail.redirectTo)}`;
	const template = loadTemplate(config.supabaseDir, templateOf[mail.kind]);
	const vars: TemplateVars = {
		ConfirmationURL: link,
		Token: mail.otp,
		TokenHash: mail.hash,
		SiteURL: config.siteUrl,
		Email: mail.to,
		NewEmail: mail.newEmail ?? mail.to,
		RedirectTo: mail.redirectTo,
		Data: mail.data,
	};
	const subject = template ? renderTemplate(template.subject, vars) : fallbackSubjects[mail.kind];
	const html = template ? renderTemplate(template.html, vars) : undefined;
	const text = html
		? htmlToText(html)
		: `${subject}\n\nAbre este enlace para continuar:\n${link}\n\n` +
			`O introduce este código: ${mail.otp}\n\nSi no has sido tú, ignora este mensaje.`;
	mailbox.deliver({
		to: mail.to.toLowerCase(),
		subject,
		text,
		...(html ? { html } : {}),
		link,
		otp: mail.otp,
		type: mail.kind,
	});
}

/**
 * The security notice GoTrue sends to the old address once an email change is complete
 * ([auth.email.notification.email_changed] of config.toml): no link, no code.
 */
export function sendEmailChangedNotice(
	mailbox: Mailbox,
	config: Pick<ServerConfig, 'supabaseDir' | 'siteUrl'>,
	notice: { oldEmail: string; newEmail: string; data: Record<string, unknown> },
): void {
	const template = loadTemplate(config.supabaseDir, 'email_changed', 'notification');
	const vars: TemplateVars = {
		ConfirmationURL: '',
		Token: '',
		TokenHash: '',
		SiteURL: config.siteUrl,
		Email: notice.newEmail,
		NewEmail: notice.newEmail,
		OldEmail: notice.oldEmail,
		RedirectTo: '',
		Data: notice.data,
	};
	const subject = template ? renderTemplate(template.subject, vars) : 'Tu email ha cambiado';
	const html = template ? renderTemplate(template.html, vars) : undefined;
	mailbox.deliver({
		to: notice.oldEmail.toLowerCase(),
		subject,
		text: html
			? htmlToText(html)
			: `El email de tu cuenta ya no es ${notice.oldEmail}: desde ahora es ${notice.newEmail}.`,
		...(html ? { html } : {}),
		link: '',
		otp: '',
		type: 'email_changed',
	});
}
