/**
 * One pass of the email worker, the same locally and in the Edge Function: claim due rows
 * (email_claim marks them `sending` with a lease), render and send each with the row id as the
 * idempotency key, then record the result (email_mark_sent, or email_mark_failed with the next
 * try after an exponential backoff, or for good after maxAttempts). A crash between sending and
 * recording leaves the row `sending` until its lease ends; it is then claimed again and sent
 * with the same key, which the provider (and the local mailbox) drops as a duplicate.
 */
import { headerValue } from './inert.ts';
import type { RenderedEmail } from './layout.ts';
import { type EmailTemplateKey, isEmailTemplateKey, renderEmail } from './templates.ts';

/** The columns of an email_outbox row the worker reads. */
export type OutboxRow = {
	id: string;
	to_email: string;
	template: string;
	payload: unknown;
	attempts: number;
};

/** The queue's three calls (SQL functions of migration 20261127170000). */
export type OutboxStore = {
	claim(limit: number, leaseSeconds: number): Promise<OutboxRow[]>;
	markSent(id: string, providerId: string | null): Promise<void>;
	markFailed(id: string, error: string, retryInSeconds: number | null): Promise<void>;
};

/** An email ready for a provider. */
export type OutgoingEmail = RenderedEmail & {
	to: string;
	template: EmailTemplateKey;
	/** The outbox row id: the same email sent twice carries the same key. */
	idempotencyKey: string;
};

/** Sends one email; resolves with the provider's id, throws on failure. */
export type Transport = (email: OutgoingEmail) => Promise<{ id: string | null }>;

/** A failure that trying again cannot fix (the provider rejected the address or the body). */
export class PermanentEmailError extends Error {}

export type WorkerOptions = {
	/** Absolute base of the links in the emails (the public site). */
	siteUrl: string;
	batchSize?: number;
	/** Seconds a claim lasts before another worker may take the row again. */
	leaseSeconds?: number;
	/** Attempts before a row is failed for good. */
	maxAttempts?: number;
	/** Wait after the first failure; doubles after each one (capped at 6 hours). */
	backoffBaseSeconds?: number;
};

/** What one pass did. */
export type PassResult = { claimed: number; sent: number; retried: number; failed: number };

const sixHours = 6 * 3600;

/** Seconds to wait after the `attempt`-th failed try: base, 2·base, 4·base… up to 6 hours. */
export function retryDelaySeconds(attempt: number, baseSeconds: number): number {
	return Math.min(sixHours, baseSeconds * 2 ** Math.max(0, attempt - 1));
}

const messageOf = (error: unknown) =>
	(error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Error desconocido';

/** Claims one batch of due emails, sends them and records each result. */
export async function deliverDue(
	store: OutboxStore,
	transport: Transport,
	options: WorkerOptions,
): Promise<PassResult> {
	const { batchSize = 10, leaseSeconds = 120, maxAttempts = 5, backoffBaseSeconds = 60 } = options;
	const rows = await store.claim(batchSize, leaseSeconds);
	const result: PassResult = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
	for (const row of rows) {
		if (!isEmailTemplateKey(row.template)) {
			await store.markFailed(row.id, `Plantilla desconocida: ${row.template}`, null);
			result.failed++;
			continue;
		}
		// The address becomes the To header: one without a control character or space, or none.
		if (row.to_email !== headerValue(row.to_email) || /\s/.test(row.to_email)) {
			await store.markFailed(row.id, 'Dirección de email no válida', null);
			result.failed++;
			continue;
		}
		const payload =
			row.payload && typeof row.payload === 'object'
				? (row.payload as Record<string, unknown>)
				: {};
		try {
			const email = renderEmail(row.template, payload, options.siteUrl);
			const sent = await transport({
				...email,
				to: row.to_email,
				template: row.template,
				idempotencyKey: row.id,
			});
			await store.markSent(row.id, sent.id);
			result.sent++;
		} catch (error) {
			const final = error instanceof PermanentEmailError || row.attempts >= maxAttempts;
			await store.markFailed(
				row.id,
				messageOf(error),
				final ? null : retryDelaySeconds(row.attempts, backoffBaseSeconds),
			);
			if (final) result.failed++;
			else result.retried++;
		}
	}
	return result;
}

/** Passes until a batch comes back short (the queue has nothing more due), at most `maxPasses`. */
export async function drainDue(
	store: OutboxStore,
	transport: Transport,
	options: WorkerOptions,
	maxPasses = 20,
): Promise<PassResult> {
	const total: PassResult = { claimed: 0, sent: 0, retried: 0, failed: 0 };
	for (let pass = 0; pass < maxPasses; pass++) {
		const r = await deliverDue(store, transport, options);
		total.claimed += r.claimed;
		total.sent += r.sent;
		total.retried += r.retried;
		total.failed += r.failed;
		if (r.claimed < (options.batchSize ?? 10)) break;
	}
	return total;
}
