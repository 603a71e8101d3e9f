/**
 * The one brand frame of every email the portal sends (teal header, white card, grey footer, and
 * a plain-text twin) and the blocks a template is written in. The transactional emails are framed
 * here as they are sent; the auth emails' HTML files (supabase/templates/*.html, which GoTrue
 * reads) are written from the same frame by `node scripts/emailTemplates.ts` (authTemplates.ts).
 * Every value is escaped here, once, so a template never writes raw HTML: a ticket subject like
 * `<script>` arrives as text.
 */
import site from '../../../../content/data/site.json' with { type: 'json' };
import { headerValue } from './inert.ts';

/** One piece of an email's body. */
export type Block =
	| { kind: 'p'; text: string }
	/** A quoted text (an answer, a notice), line breaks kept. */
	| { kind: 'quote'; text: string }
	| { kind: 'button'; label: string; href: string }
	/** Label and value rows (the signed answers). */
	| { kind: 'table'; caption: string; rows: readonly (readonly [string, string])[] }
	/** An inline image sent as an attachment with this content id. */
	| { kind: 'image'; cid: string; alt: string }
	/** Small print under the body. */
	| { kind: 'note'; text: string }
	/** Small print that ends with a code to copy (an auth email's one-time code). */
	| { kind: 'code'; text: string; code: string };

/** A file sent with the email; `contentId` makes it an inline image (`cid:` in the HTML). */
export type Attachment = {
	filename: string;
	contentType: string;
	/** Base64 of the bytes. */
	content: string;
	contentId?: string;
};

/** What a template returns before framing. */
export type EmailContent = {
	subject: string;
	heading: string;
	blocks: Block[];
	/** Why the person gets this email (the footer's second line). */
	reason: string;
	attachments?: Attachment[];
};

/** A finished email: subject, plain text, HTML and attachments. */
export type RenderedEmail = {
	subject: string;
	text: string;
	html: string;
	attachments: Attachment[];
};

/** HTML-escapes text for element content and double-quoted attributes. */
export const escapeHtml = (s: string): string =>
	s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const paragraph = 'margin: 0 0 16px';
const colors = { ink: '#14201f', muted: '#4a5a58', line: '#d6e0de', brand: '#175653' };

function blockHtml(block: Block): string {
	switch (block.kind) {
		case 'p':
			return `<p style="${paragraph}">${escapeHtml(block.text)}</p>`;
		case 'quote':
			return (
				`<blockquote style="margin: 0 0 16px; padding: 12px 16px; border-left: 4px solid ${colors.brand}; ` +
				`background-color: #f3f7f6; white-space: pre-wrap">${escapeHtml(block.text)}</blockquote>`
			);
		case 'button':
			return (
				`<p style="margin: 0 0 24px"><a href="${escapeHtml(block.href)}" style="display: inline-block; ` +
				`background-color: ${colors.brand}; color: #ffffff; text-decoration: none; font-weight: bold; ` +
				`padding: 12px 20px; border-radius: 8px">${escapeHtml(block.label)}</a></p>`
			);
		case 'table':
			return (
				`<table role="table" cellpadding="0" cellspacing="0" style="width: 100%; margin: 0 0 16px; ` +
				`border-collapse: collapse; font-size: 15px"><caption style="text-align: left; font-weight: bold; ` +
				`padding: 0 0 8px">${escapeHtml(block.caption)}</caption>` +
				block.rows
					.map(
						([label, value]) =>
							`<tr><th scope="row" style="text-align: left; vertical-align: top; padding: 6px 12px 6px 0; ` +
							`border-top: 1px solid ${colors.line}; color: ${colors.muted}; font-weight: normal">${escapeHtml(label)}</th>` +
							`<td style="padding: 6px 0; border-top: 1px solid ${colors.line}; white-space: pre-wrap">${escapeHtml(value)}</td></tr>`,
					)
					.join('') +
				`</table>`
			);
		case 'image':
			return (
				`<p style="${paragraph}"><img src="cid:${escapeHtml(block.cid)}" alt="${escapeHtml(block.alt)}" ` +
				`width="300" style="max-width: 100%; height: auto; border: 1px solid ${colors.line}; background-color: #ffffff" /></p>`
			);
		case 'note':
			return `<p style="margin: 0 0 12px; font-size: 14px; color: ${colors.muted}">${escapeHtml(block.text)}</p>`;
		case 'code':
			return (
				`<p style="margin: 0 0 12px; font-size: 14px; color: ${colors.muted}">${escapeHtml(block.text)} ` +
				`<strong style="font-size: 18px; letter-spacing: 2px; color: ${colors.ink}">${escapeHtml(block.code)}</strong></p>`
			);
	}
}

function blockText(block: Block): string {
	switch (block.kind) {
		case 'p':
		case 'note':
			return block.text;
		case 'quote':
			return block.text
				.split('\n')
				.map((line) => `> ${line}`)
				.join('\n');
		case 'button':
			return `${block.label}: ${block.href}`;
		case 'table':
			return [block.caption, ...block.rows.map(([label, value]) => `${label}: ${value}`)].join(
				'\n',
			);
		case 'image':
			return `[${block.alt}: imagen adjunta]`;
		case 'code':
			return `${block.text} ${block.code}`;
	}
}

/** The footer's first line: who we are and how to reach us (content/data/site.json). */
export const companyLine = `${site.legalName} · ${site.phone} · ${site.email}`;

/**
 * Frames a template's content in the brand's HTML and writes its plain-text twin. The subject
 * becomes a header: one line, control characters removed (issue 43), whatever a template put in.
 */
export function frame(content: EmailContent): RenderedEmail {
	const subject = headerValue(content.subject);
	const body = content.blocks.map(blockHtml).join('\n');
	const html =
		`<!doctype html><html lang="es"><head><meta charset="utf-8" />` +
		`<meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="color-scheme" content="light" />` +
		`<title>${escapeHtml(subject)}</title></head>` +
		`<body style="margin: 0; padding: 0; background-color: #f3f7f6; font-family: Arial, Helvetica, sans-serif; color: ${colors.ink}">` +
		`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color: #f3f7f6; padding: 24px 12px"><tr><td align="center">` +
		`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 560px; background-color: #ffffff; border: 1px solid ${colors.line}; border-radius: 12px">` +
		`<tr><td style="background-color: ${colors.brand}; border-radius: 12px 12px 0 0; padding: 20px 28px; color: #ffffff; font-size: 20px; font-weight: bold">${escapeHtml(site.brand)}</td></tr>` +
		`<tr><td style="padding: 28px; font-size: 16px; line-height: 1.5; overflow-wrap: anywhere">` +
		`<h1 style="margin: 0 0 16px; font-size: 22px; color: ${colors.ink}">${escapeHtml(content.heading)}</h1>\n${body}</td></tr>` +
		`<tr><td style="border-top: 1px solid ${colors.line}; padding: 16px 28px; font-size: 12px; line-height: 1.5; color: ${colors.muted}">` +
		`${escapeHtml(companyLine)}<br />${escapeHtml(content.reason)}</td></tr>` +
		`</table></td></tr></table></body></html>`;
	const text = [
		content.heading,
		...content.blocks.map(blockText),
		'--',
		companyLine,
		content.reason,
	].join('\n\n');
	return { subject, text, html, attachments: content.attachments ?? [] };
}

/** The HTML as a mail client shows it: each inline attachment's `cid:` as a data URL. */
export function inlineImages(html: string, attachments: readonly Attachment[]): string {
	let shown = html;
	for (const a of attachments) {
		if (a.contentId) {
			shown = shown.replaceAll(`cid:${a.contentId}`, `data:${a.contentType};base64,${a.content}`);
		}
	}
	return shown;
}

/** An absolute link to a path of the site (`siteUrl` without a trailing slash is fine). */
export function siteLink(siteUrl: string, path: string): string {
	const base = siteUrl.replace(/\/+$/, '');
	// Only internal paths: "/x" but never "//host" (notification links are checked the same way).
	const safe = /^\/(?!\/)/.test(path) && !/[\\\s]/.test(path) ? path : '/dashboard';
	return `${base}${safe}`;
}
