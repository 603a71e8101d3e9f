import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { handleSendEmails } from '../../supabase/functions/_shared/email/edge.ts';
import { startTestServer } from './helpers.ts';

/**
 * The Edge Function «enviar-emails» as production runs it, against the local backend: the queue
 * through PostgREST's /rpc with the service-role key, and a stand-in for the HTTP email
 * provider (a Resend-compatible endpoint) that records what it is sent.
 */

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
}, 60_000);

afterAll(async () => {
	await app?.close();
});

describe('Edge Function «enviar-emails» against the local backend', () => {
	it('claims through /rpc, posts each email once with its key, and records the result', async () => {
		for (const [to, key] of [
			['uno@example.com', 'edge-1'],
			['rechaza@example.com', 'edge-2'],
		]) {
			await app.db.transaction((tx) =>
				tx.query(
					`select private.enqueue_email(null, $1, 'ticket_cerrado', '{"ticket_id": "t", "subject": "Consulta"}', $2)`,
					[to, key],
				),
			);
		}
		const posted: { key: string; body: Record<string, unknown> }[] = [];
		const fetchFn: typeof fetch = (input, init) => {
			const url = input instanceof Request ? input.url : String(input);
			if (!url.startsWith('https://mail.test/')) return fetch(input, init);
			const headers = init!.headers as Record<string, string>;
			const body = JSON.parse(init!.body as string) as Record<string, unknown>;
			posted.push({ key: headers['idempotency-key']!, body });
			const bad = (body['to'] as string[])[0] === 'rechaza@example.com';
			return Promise.resolve(
				new Response(bad ? '{"message":"Invalid `to` field"}' : '{"id":"re_123"}', {
					status: bad ? 422 : 200,
				}),
			);
		};
		const env: Record<string, string> = {
			EMAIL_WORKER_SECRET: 'secreto-de-prueba',
			SUPABASE_URL: app.url,
			SUPABASE_SERVICE_ROLE_KEY: app.config.serviceRoleKey,
			EMAIL_API_KEY: 're_test',
			EMAIL_API_URL: 'https://mail.test',
			EMAIL_FROM: 'Hipoteca Clara <avisos@hipotecaclara.es>',
			SITE_URL: 'https://www.hipotecaclara.es',
		};
		const call = () =>
			handleSendEmails(
				new Request('https://fn.test/enviar-emails', {
					method: 'POST',
					headers: { authorization: 'Bearer secreto-de-prueba' },
				}),
				(name) => env[name],
				fetchFn,
			);
		const res = await call();
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ claimed: 2, sent: 1, retried: 0, failed: 1 });
		expect(posted.map((p) => (p.body['to'] as string[])[0]).sort()).toEqual([
			'rechaza@example.com',
			'uno@example.com',
		]);
		expect(posted[0]!.body['subject']).toBe('Hemos cerrado tu consulta: Consulta');
		const { rows } = await app.db.transaction((tx) =>
			tx.query(
				`select id::text, dedupe_key, status, provider_id, last_error from public.email_outbox order by dedupe_key`,
			),
		);
		expect(rows.map((r) => [r['dedupe_key'], r['status'], r['provider_id']])).toEqual([
			['edge-1', 'sent', 're_123'],
			['edge-2', 'failed', null],
		]);
		expect(String(rows[1]!['last_error'])).toContain('HTTP 422');
		// The idempotency key is the row id.
		expect(posted.map((p) => p.key).sort()).toEqual(rows.map((r) => r['id']).sort());
		// Nothing is due any more: a second call sends nothing.
		expect(await (await call()).json()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
		expect(posted).toHaveLength(2);
	});
});
