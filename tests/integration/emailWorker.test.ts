import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSupabase, startLocalSupabase } from '../../supabase/local/app.ts';
import { mailboxTransport, startEmailWorker } from '../../supabase/local/email/worker.ts';
import { Mailbox } from '../../supabase/local/mailbox.ts';
import type { Transport } from '../../supabase/functions/_shared/email/worker.ts';
import { startTestServer } from './helpers.ts';
import { freshPostgresDatabase, hasPostgres15 } from './postgres.ts';

/**
 * The email worker's retries and its behaviour across a backend restart (issue 30, item 3),
 * against the real local backend on PGlite: failures back off exponentially and give up after
 * maxAttempts; a restart in the middle of the queue, even one that crashed between sending and
 * recording, sends nothing twice.
 */

type Row = { status: string; attempts: number; wait: number | null; last_error: string | null };

async function enqueue(app: LocalSupabase, to: string, key: string): Promise<void> {
	await app.db.transaction((tx) =>
		tx.query(
			`select private.enqueue_email(null, $1, 'ticket_cerrado', jsonb_build_object('ticket_id', $2::text, 'subject', 'Consulta ' || $2), $2)`,
			[to, key],
		),
	);
}

async function rowOf(app: LocalSupabase, key: string): Promise<Row> {
	const { rows } = await app.db.transaction((tx) =>
		tx.query(
			`select status, attempts, last_error,
				round(extract(epoch from next_attempt_at - now()))::int as wait
			from public.email_outbox where dedupe_key = $1`,
			[key],
		),
	);
	return rows[0] as Row;
}

/** Makes a queued row due now (instead of waiting for its backoff). */
const makeDue = (app: LocalSupabase, key: string) =>
	app.db.transaction((tx) =>
		tx.query(`update public.email_outbox set next_attempt_at = now() where dedupe_key = $1`, [key]),
	);

describe('retries with backoff', () => {
	let app: LocalSupabase;
	beforeAll(async () => {
		app = await startTestServer();
	}, 60_000);
	afterAll(async () => {
		await app?.close();
	});

	it('a failing provider is retried after 60 s, then 120 s, and given up after 3 attempts', async () => {
		let down = true;
		const delivered = mailboxTransport(app.mailbox);
		const flaky: Transport = (email) =>
			email.to === 'caido@example.com' && down
				? Promise.reject(new Error('Servidor de correo no disponible'))
				: delivered(email);
		const worker = startEmailWorker(app, {
			intervalMs: 0,
			transport: flaky,
			maxAttempts: 3,
			backoffBaseSeconds: 60,
		});
		await enqueue(app, 'caido@example.com', 'k-down');
		await enqueue(app, 'vuelve@example.com', 'k-ok');

		expect(await worker.runOnce()).toEqual({ claimed: 2, sent: 1, retried: 1, failed: 0 });
		const first = await rowOf(app, 'k-down');
		expect(first).toMatchObject({
			status: 'queued',
			attempts: 1,
			last_error: 'Servidor de correo no disponible',
		});
		expect(first.wait).toBeGreaterThanOrEqual(59);
		expect(first.wait).toBeLessThanOrEqual(60);
		// Not due yet: nothing is claimed.
		expect((await worker.runOnce()).claimed).toBe(0);

		await makeDue(app, 'k-down');
		await worker.runOnce();
		const second = await rowOf(app, 'k-down');
		expect(second).toMatchObject({ status: 'queued', attempts: 2 });
		expect(second.wait).toBeGreaterThanOrEqual(119);
		expect(second.wait).toBeLessThanOrEqual(120);

		await makeDue(app, 'k-down');
		expect(await worker.runOnce()).toEqual({ claimed: 1, sent: 0, retried: 0, failed: 1 });
		expect(await rowOf(app, 'k-down')).toMatchObject({ status: 'failed', attempts: 3 });
		expect(app.mailbox.list('caido@example.com')).toEqual([]);
		expect(app.mailbox.list('vuelve@example.com')).toHaveLength(1);

		// A row that recovers on its second try is sent once.
		down = true;
		await enqueue(app, 'caido@example.com', 'k-later');
		await worker.runOnce();
		down = false;
		await makeDue(app, 'k-later');
		await worker.runOnce();
		expect(await rowOf(app, 'k-later')).toMatchObject({
			status: 'sent',
			attempts: 2,
			last_error: null,
		});
		expect(app.mailbox.list('caido@example.com')).toHaveLength(1);
		await worker.stop();
	}, 60_000);
});

describe('a backend restart in the middle of the queue', () => {
	const dataDir = mkdtempSync(join(tmpdir(), 'email-restart-'));
	const mailbox = new Mailbox();
	const open: LocalSupabase[] = [];
	const start = async () => {
		const app = await startLocalSupabase(
			{ port: 0, dataDir, databaseUrl: '', quiet: !process.env['BACKEND_DEBUG'], seed: false },
			{ mailbox },
		);
		open.push(app);
		return app;
	};
	afterAll(async () => {
		for (const app of open) await app.close();
		rmSync(dataDir, { recursive: true, force: true });
	});

	it('sends every email exactly once, also one sent right before a crash', async () => {
		const first = await start();
		for (let i = 1; i <= 12; i++) await enqueue(first, `persona${i}@example.com`, `r-${i}`);
		const worker = startEmailWorker(first, { intervalMs: 0, batchSize: 5 });
		expect((await worker.runOnce()).sent).toBe(5);
		await worker.stop();
		// A worker that crashed after the provider took one email and before recording it: the
		// row stays `sending` under its lease.
		const [claimed] = (
			await first.db.transaction((tx) =>
				tx.query(`select id, to_email, template, payload, attempts from public.email_claim(1, 60)`),
			)
		).rows as { id: string; to_email: string; payload: Record<string, unknown> }[];
		await mailboxTransport(mailbox)({
			to: claimed!.to_email,
			subject: 'Enviado antes del fallo',
			text: '',
			html: '',
			attachments: [],
			template: 'ticket_cerrado',
			idempotencyKey: claimed!.id,
		});
		expect(mailbox.list()).toHaveLength(6);
		await first.close();

		const second = await start();
		// Its lease runs out (instead of waiting 60 s): the next worker takes the row again.
		await second.db.transaction((tx) =>
			tx.query(
				`update public.email_outbox set lease_until = now() - interval '1 second' where status = 'sending'`,
			),
		);
		const again = startEmailWorker(second, { intervalMs: 0, batchSize: 5 });
		while ((await again.runOnce()).claimed > 0);
		await again.stop();

		const { rows } = await second.db.transaction((tx) =>
			tx.query(`select id::text, status from public.email_outbox order by dedupe_key`),
		);
		expect(rows).toHaveLength(12);
		expect(rows.every((r) => r['status'] === 'sent')).toBe(true);
		const keys = mailbox.list().map((m) => m.key);
		expect(keys).toHaveLength(12);
		expect(new Set(keys)).toEqual(new Set(rows.map((r) => r['id'])));
		for (let i = 1; i <= 12; i++) expect(mailbox.list(`persona${i}@example.com`)).toHaveLength(1);
	}, 120_000);
});

describe.skipIf(!hasPostgres15)('two workers at once on PostgreSQL 15', () => {
	const database = hasPostgres15 ? freshPostgresDatabase() : undefined;
	let app: LocalSupabase | undefined;
	afterAll(async () => {
		await app?.close();
		database?.drop();
	});

	it('never claim the same row: each email is handed to the provider once', async () => {
		app = await startTestServer({ databaseUrl: database!.url });
		for (let i = 1; i <= 30; i++) await enqueue(app, `doble${i}@example.com`, `p-${i}`);
		const handed: string[] = [];
		const delivered = mailboxTransport(app.mailbox);
		const counting: Transport = (email) => {
			handed.push(email.idempotencyKey);
			return delivered(email);
		};
		const workers = [1, 2, 3].map(() =>
			startEmailWorker(app!, { intervalMs: 0, batchSize: 4, transport: counting }),
		);
		await Promise.all(
			workers.map(async (w) => {
				while ((await w.runOnce()).claimed > 0);
			}),
		);
		await Promise.all(workers.map((w) => w.stop()));
		expect(handed).toHaveLength(30);
		expect(new Set(handed).size).toBe(30);
		expect(app.mailbox.list()).toHaveLength(30);
	}, 120_000);
});
