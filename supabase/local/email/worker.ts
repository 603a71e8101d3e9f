import { inlineImages } from '../../functions/_shared/email/layout.ts';
import type { Database } from '../db.ts';
import type { Mailbox } from '../mailbox.ts';
import {
	deliverDue,
	type OutboxRow,
	type OutboxStore,
	type PassResult,
	type Transport,
	type WorkerOptions,
} from '../../functions/_shared/email/worker.ts';

/**
 * The local backend's email worker: every `intervalMs` it runs the shared worker pass
 * (functions/_shared/email/worker.ts) against the database and delivers to the local mailbox,
 * which drops a second delivery of the same outbox row. `npm run backend` (server.ts) starts
 * it; EMAIL_WORKER=false leaves the queue alone.
 */

/** The queue's SQL functions, called directly as the database owner. */
export function databaseOutboxStore(db: Database): OutboxStore {
	return {
		claim: (limit, leaseSeconds) =>
			db.transaction(async (tx) => {
				const { rows } = await tx.query(
					'select id, to_email, template, payload, attempts from public.email_claim($1, $2)',
					[limit, leaseSeconds],
				);
				return rows as OutboxRow[];
			}),
		markSent: (id, providerId) =>
			db.transaction(async (tx) => {
				await tx.query('select public.email_mark_sent($1, $2)', [id, providerId]);
			}),
		markFailed: (id, error, retryInSeconds) =>
			db.transaction(async (tx) => {
				await tx.query('select public.email_mark_failed($1, $2, $3)', [id, error, retryInSeconds]);
			}),
	};
}

/**
 * Delivers to the local mailbox, keyed by the outbox id. The HTML is stored as a mail client
 * shows it: inline images (`cid:`) become data URLs.
 */
export function mailboxTransport(mailbox: Mailbox): Transport {
	return (email) => {
		const stored = mailbox.deliver({
			to: email.to.toLowerCase(),
			subject: email.subject,
			text: email.text,
			html: inlineImages(email.html, email.attachments),
			link: /href="([^"]+)"/.exec(email.html)?.[1]?.replaceAll('&#38;', '&') ?? '',
			otp: '',
			type: email.template,
			key: email.idempotencyKey,
			...(email.attachments.length
				? { attachments: email.attachments.map((a) => a.filename) }
				: {}),
		});
		return Promise.resolve({ id: `local-${stored.id}` });
	};
}

export type EmailWorker = {
	/** One pass now (tests call it instead of waiting for the timer). */
	runOnce(): Promise<PassResult>;
	/** Stops the timer and waits for a pass in flight to finish recording its results. */
	stop(): Promise<void>;
};

export type EmailWorkerOptions = Partial<WorkerOptions> & {
	/** Milliseconds between passes; 0 starts no timer (passes only through runOnce). */
	intervalMs?: number;
	/** Where emails go (the mailbox by default). */
	transport?: Transport;
};

/** Starts the worker for a running local backend. */
export function startEmailWorker(
	app: { db: Database; mailbox: Mailbox; config: { siteUrl: string; quiet: boolean } },
	options: EmailWorkerOptions = {},
): EmailWorker {
	const { intervalMs = 1000, transport = mailboxTransport(app.mailbox), ...rest } = options;
	const store = databaseOutboxStore(app.db);
	const settings: WorkerOptions = { siteUrl: app.config.siteUrl, ...rest };
	let running: Promise<PassResult> | undefined;
	let stopped = false;
	let timer: ReturnType<typeof setTimeout> | undefined;
	// Passes never overlap: a second caller waits for the current one, then runs its own.
	const runOnce = async (): Promise<PassResult> => {
		while (running) await running.catch(() => undefined);
		running = deliverDue(store, transport, settings);
		try {
			return await running;
		} finally {
			running = undefined;
		}
	};
	const tick = () => {
		timer = undefined;
		if (stopped) return;
		runOnce()
			.catch((error: unknown) => {
				if (!app.config.quiet) console.error('Email worker:', error);
			})
			.finally(() => {
				if (!stopped) timer = setTimeout(tick, intervalMs);
			});
	};
	if (intervalMs > 0) timer = setTimeout(tick, intervalMs);
	return {
		runOnce,
		stop: async () => {
			stopped = true;
			if (timer) clearTimeout(timer);
			await running?.catch(() => undefined);
		},
	};
}
