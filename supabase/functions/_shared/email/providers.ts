/**
 * What the Edge Function «enviar-emails» talks to, with nothing but fetch: the queue through
 * PostgREST's /rpc with the service-role key, and a Resend-compatible HTTP email API
 * (POST {base}/emails with an Idempotency-Key). Both are configured only by server-side secrets.
 */
import { type OutboxRow, type OutboxStore, PermanentEmailError, type Transport } from './worker.ts';

type Fetch = typeof fetch;

/** The queue of a Supabase project, called as the service role. */
export function restOutboxStore(
	supabaseUrl: string,
	serviceKey: string,
	fetchFn: Fetch = fetch,
): OutboxStore {
	const rpc = async (name: string, args: Record<string, unknown>): Promise<unknown> => {
		const res = await fetchFn(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
			method: 'POST',
			headers: {
				apikey: serviceKey,
				authorization: `Bearer ${serviceKey}`,
				'content-type': 'application/json',
			},
			body: JSON.stringify(args),
		});
		if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
		const body = await res.text();
		return body ? (JSON.parse(body) as unknown) : null;
	};
	return {
		claim: async (limit, leaseSeconds) =>
			(await rpc('email_claim', { p_limit: limit, p_lease_seconds: leaseSeconds })) as OutboxRow[],
		markSent: async (id, providerId) => {
			await rpc('email_mark_sent', { p_id: id, p_provider_id: providerId });
		},
		markFailed: async (id, error, retryInSeconds) => {
			await rpc('email_mark_failed', {
				p_id: id,
				p_error: error,
				p_retry_in_seconds: retryInSeconds,
			});
		},
	};
}

/** Settings of the HTTP email provider (secrets EMAIL_API_KEY, EMAIL_FROM, EMAIL_API_URL). */
export type ProviderSettings = {
	apiKey: string;
	/** Sender, e.g. 'Hipoteca Clara <avisos@hipotecaclara.es>' (a verified domain). */
	from: string;
	/** API base; Resend's by default. */
	baseUrl?: string;
};

/**
 * Sends through a Resend-compatible API. 4xx answers other than 408/409/429 are permanent (a bad
 * address or body: retrying cannot help); the rest are retried by the worker.
 */
export function httpEmailTransport(settings: ProviderSettings, fetchFn: Fetch = fetch): Transport {
	const base = (settings.baseUrl ?? 'https://api.resend.com').replace(/\/+$/, '');
	return async (email) => {
		const res = await fetchFn(`${base}/emails`, {
			method: 'POST',
			headers: {
				authorization: `Bearer ${settings.apiKey}`,
				'content-type': 'application/json',
				'idempotency-key': email.idempotencyKey,
			},
			body: JSON.stringify({
				from: settings.from,
				to: [email.to],
				subject: email.subject,
				html: email.html,
				text: email.text,
				...(email.attachments.length
					? {
							attachments: email.attachments.map((a) => ({
								filename: a.filename,
								content: a.content,
								content_type: a.contentType,
								...(a.contentId ? { content_id: a.contentId } : {}),
							})),
						}
					: {}),
			}),
		});
		const body = await res.text();
		if (!res.ok) {
			const message = `Proveedor de email: HTTP ${res.status} ${body.slice(0, 300)}`;
			if (res.status >= 400 && res.status < 500 && ![408, 409, 429].includes(res.status)) {
				throw new PermanentEmailError(message);
			}
			throw new Error(message);
		}
		let id: string | null = null;
		try {
			const parsed = JSON.parse(body) as { id?: unknown };
			id = typeof parsed.id === 'string' ? parsed.id : null;
		} catch {
			// A provider that answers without JSON: sent, without an id.
		}
		return { id };
	};
}
