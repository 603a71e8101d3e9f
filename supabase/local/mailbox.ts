import type { IncomingMessage, ServerResponse } from 'node:http';

/** localhost, 127.0.0.1 or [::1], with or without a port. */
const localHost = (host: string | undefined) =>
	host !== undefined && /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i.test(host);

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request may read the mailbox: it comes from this machine, names a local host (no
 * DNS rebinding) and, when a browser says where the page came from, that page is local too.
 */
export function mailboxAllowed(req: IncomingMessage): boolean {
	if (!loopback.has(req.socket.remoteAddress ?? '')) return false;
	if (!localHost(req.headers.host)) return false;
	const origin = req.headers.origin;
	if (origin === undefined) return true;
	try {
		return localHost(new URL(origin).host);
	} catch {
		return false;
	}
}

/** Answers without any CORS header: other origins never read the mailbox. */
function reply(res: ServerResponse, status: number, type: string, body: string) {
	res.writeHead(status, {
		'Content-Type': `${type}; charset=utf-8`,
		'Cache-Control': 'no-store',
		'X-Content-Type-Options': 'nosniff',
	});
	res.end(body);
}

/** One email the server "sent". */
export type Mail = {
	id: number;
	to: string;
	subject: string;
	text: string;
	/** The HTML body, when the email came from a template. */
	html?: string;
	/** The action link inside (confirmation, recovery…). */
	link: string;
	/** The 6-digit code that verifyOtp({email, token}) accepts. */
	otp: string;
	type: string;
	/** Names of the files sent with it (the signed-form copy's signature). */
	attachments?: string[];
	/**
	 * The sender's idempotency key (the email_outbox row id): a second delivery with the same
	 * key is dropped, as an email provider drops a retried request.
	 */
	key?: string;
	created_at: string;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** In-memory local mailbox: the web page /mailbox and JSON at /mailbox/api/messages. */
export class Mailbox {
	#messages: Mail[] = [];
	#next = 1;

	/**
	 * Stores a message (newest first), keeping the last 500. A message whose key was delivered
	 * already is not stored again: the first one is returned.
	 */
	deliver(mail: Omit<Mail, 'id' | 'created_at'>): Mail {
		const seen =
			mail.key === undefined ? undefined : this.#messages.find((m) => m.key === mail.key);
		if (seen) return seen;
		const stored = { ...mail, id: this.#next++, created_at: new Date().toISOString() };
		this.#messages.unshift(stored);
		this.#messages.length = Math.min(this.#messages.length, 500);
		return stored;
	}

	/** Messages, optionally only those to one address (case-insensitive). */
	list(to?: string): Mail[] {
		const want = to?.toLowerCase();
		return want ? this.#messages.filter((m) => m.to === want) : [...this.#messages];
	}

	/** Serves GET /mailbox (HTML), GET /mailbox/api/messages[?to=] and DELETE of the latter. */
	handle(req: IncomingMessage, res: ServerResponse, url: URL): void {
		if (!mailboxAllowed(req)) {
			reply(
				res,
				403,
				'application/json',
				JSON.stringify({
					code: 'forbidden',
					message: 'El buzón local solo se abre desde esta máquina (localhost).',
				}),
			);
			return;
		}
		if (url.pathname === '/mailbox/api/messages') {
			if (req.method === 'DELETE') {
				this.#messages = [];
				res.writeHead(204, { 'Cache-Control': 'no-store' });
				res.end();
				return;
			}
			const messages = this.list(url.searchParams.get('to') ?? undefined);
			reply(res, 200, 'application/json', JSON.stringify(messages));
			return;
		}
		const rows = this.#messages
			.map(
				(m) =>
					`<article><h2>${escape(m.subject)}</h2><p>Para: ${escape(m.to)} · ${escape(m.created_at)}</p>` +
					(m.html
						? // The email as a mail client shows it, sandboxed (no scripts, no same-origin).
							`<iframe sandbox title="${escape(m.subject)}" srcdoc="${escape(m.html)}"></iframe>`
						: `<pre>${escape(m.text)}</pre>`) +
					`<p><a href="${escape(m.link)}">${escape(m.link)}</a></p></article>`,
			)
			.join('\n');
		reply(
			res,
			200,
			'text/html',
			`<!doctype html><html lang="es"><meta charset="utf-8"><title>Buzón local</title>` +
				`<style>body{font:16px system-ui;max-width:60rem;margin:2rem auto}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}iframe{width:100%;height:34rem;border:1px solid #ccc}</style>` +
				`<h1>Buzón local (${this.#messages.length})</h1>${rows || '<p>No hay mensajes.</p>'}</html>`,
		);
	}
}
