import { describe, expect, it } from 'vitest';
import {
	deliverDue,
	type OutboxRow,
	type OutboxStore,
	PermanentEmailError,
	retryDelaySeconds,
	type Transport,
} from '../../../supabase/functions/_shared/email/worker.ts';
import { httpEmailTransport } from '../../../supabase/functions/_shared/email/providers.ts';
import { handleSendEmails } from '../../../supabase/functions/_shared/email/edge.ts';

/** A queue in memory that records every call. */
function fakeStore(rows: OutboxRow[]) {
	const calls: string[] = [];
	const store: OutboxStore = {
		claim: (limit) => {
			calls.push(`claim ${limit}`);
			return Promise.resolve(rows.splice(0, limit));
		},
		markSent: (id, providerId) => {
			calls.push(`sent ${id} ${providerId}`);
			return Promise.resolve();
		},
		markFailed: (id, error, retry) => {
			calls.push(`failed ${id} ${retry} ${error}`);
			return Promise.resolve();
		},
	};
	return { store, calls };
}

const row = (id: string, attempts: number, template = 'ticket_cerrado'): OutboxRow => ({
	id,
	to_email: `${id}@example.com`,
	template,
	payload: { ticket_id: id, subject: 'Consulta' },
	attempts,
});

describe('email worker pass', () => {
	it('backs off 60, 120, 240… seconds, capped at 6 hours', () => {
		expect([1, 2, 3, 4].map((a) => retryDelaySeconds(a, 60))).toEqual([60, 120, 240, 480]);
		expect(retryDelaySeconds(20, 60)).toBe(21600);
	});

	it('sends with the row id as idempotency key and records each result', async () => {
		const { store, calls } = fakeStore([
			row('a', 1),
			row('b', 2),
			row('c', 5),
			row('d', 1, 'otra'),
		]);
		const seen: string[] = [];
		const transport: Transport = (email) => {
			seen.push(`${email.idempotencyKey} ${email.to} ${email.subject}`);
			if (email.idempotencyKey === 'a') return Promise.resolve({ id: 'p-1' });
			return Promise.reject(new Error('caído'));
		};
		const result = await deliverDue(store, transport, { siteUrl: 'https://x.es', maxAttempts: 5 });
		expect(seen).toEqual([
			'a a@example.com Hemos cerrado tu consulta: Consulta',
			'b b@example.com Hemos cerrado tu consulta: Consulta',
			'c c@example.com Hemos cerrado tu consulta: Consulta',
		]);
		expect(calls).toEqual([
			'claim 10',
			'sent a p-1',
			// Second failure of b: 2 × 60 s; c reached 5 attempts: failed for good.
			'failed b 120 caído',
			'failed c null caído',
			'failed d null Plantilla desconocida: otra',
		]);
		expect(result).toEqual({ claimed: 4, sent: 1, retried: 1, failed: 2 });
	});

	it('a permanent provider error is not retried', async () => {
		const { store, calls } = fakeStore([row('a', 1)]);
		await deliverDue(store, () => Promise.reject(new PermanentEmailError('dirección no válida')), {
			siteUrl: 'https://x.es',
		});
		expect(calls).toEqual(['claim 10', 'failed a null dirección no válida']);
	});
});

describe('HTTP email provider (Resend-compatible)', () => {
	const email = {
		to: 'eva@example.com',
		subject: 'Asunto',
		text: 'Texto',
		html: '<p>Hola</p>',
		template: 'copia_formulario_firmado' as const,
		idempotencyKey: 'row-1',
		attachments: [
			{ filename: 'firma.png', contentType: 'image/png', content: 'AAAA', contentId: 'firma' },
		],
	};

	it('posts the email with its idempotency key and inline attachment', async () => {
		const requests: { url: string; init: RequestInit }[] = [];
		const send = httpEmailTransport(
			{ apiKey: 'k', from: 'Hipoteca Clara <avisos@hipotecaclara.es>' },
			(url, init) => {
				requests.push({ url: url as string, init: init! });
				return Promise.resolve(new Response('{"id":"re_1"}', { status: 200 }));
			},
		);
		expect(await send(email)).toEqual({ id: 're_1' });
		expect(requests[0]!.url).toBe('https://api.resend.com/emails');
		const headers = requests[0]!.init.headers as Record<string, string>;
		expect(headers['idempotency-key']).toBe('row-1');
		expect(headers['authorization']).toBe('Bearer k');
		expect(JSON.parse(requests[0]!.init.body as string)).toEqual({
			from: 'Hipoteca Clara <avisos@hipotecaclara.es>',
			to: ['eva@example.com'],
			subject: 'Asunto',
			html: '<p>Hola</p>',
			text: 'Texto',
			attachments: [
				{ filename: 'firma.png', content: 'AAAA', content_type: 'image/png', content_id: 'firma' },
			],
		});
	});

	it('422 is permanent; 429 and 500 are retried', async () => {
		const answering = (status: number) =>
			httpEmailTransport({ apiKey: 'k', from: 'a@b.es', baseUrl: 'https://mail.test/' }, () =>
				Promise.resolve(new Response('{"message":"x"}', { status })),
			);
		await expect(answering(422)(email)).rejects.toBeInstanceOf(PermanentEmailError);
		for (const status of [429, 500]) {
			const error = await answering(status)(email).catch((e: unknown) => e);
			expect(error).toBeInstanceOf(Error);
			expect(error).not.toBeInstanceOf(PermanentEmailError);
		}
	});
});

describe('Edge Function «enviar-emails» guard', () => {
	const env = (values: Record<string, string>) => (name: string) => values[name];
	const post = (auth?: string) =>
		new Request('https://fn.test/enviar-emails', {
			method: 'POST',
			...(auth ? { headers: { authorization: auth } } : {}),
		});

	it('refuses callers without the worker secret, and says when it is not configured', async () => {
		const configured = env({ EMAIL_WORKER_SECRET: 's3cr3t' });
		expect((await handleSendEmails(post(), configured)).status).toBe(401);
		expect((await handleSendEmails(post('Bearer otro'), configured)).status).toBe(401);
		expect((await handleSendEmails(post('Bearer s3cr3t'), env({}))).status).toBe(401);
		const missing = await handleSendEmails(post('Bearer s3cr3t'), configured);
		expect(missing.status).toBe(503);
		expect(await missing.json()).toEqual({ error: 'El envío de emails no está configurado.' });
		expect(
			(await handleSendEmails(new Request('https://fn.test/', { method: 'GET' }), configured))
				.status,
		).toBe(405);
	});
});
