import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { service, signedInUser, startTestServer } from './helpers.ts';

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
	const { error } = await service(app)
		.from('ai_response_cache')
		.insert({ question_hash: 'a'.repeat(64), response: 'El euríbor a doce meses baja' });
	if (error) throw new Error(error.message);
}, 60_000);
afterAll(() => app?.close());

const anon = (path: string) =>
	fetch(`${app.url}/rest/v1/${path}`, { headers: { apikey: app.config.anonKey } });
const match = (op: string, pattern: string) =>
	anon(`ai_response_cache?select=question_hash&response=${op}.${encodeURIComponent(pattern)}`);

/** A PostgREST error body: exactly its four keys, with this code and a message containing text. */
async function expectRefused(res: Response, text: string) {
	expect(res.status).toBe(400);
	const body = (await res.json()) as Record<string, unknown>;
	expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
	expect(body['code']).toBe('PGRST100');
	expect(String(body['message'])).toContain(text);
}

describe('the costliest filters are refused before they reach the database', () => {
	it('answers the regex that broke PGlite ("bad buffer ID: 0") with a PostgREST 400', async () => {
		await expectRefused(await match('match', '((a{1,30}){1,30}){1,30}'), 'pattern too costly');
		// The database is still fine afterwards.
		expect((await anon('ai_response_cache?select=question_hash')).status).toBe(200);
	});

	it('refuses back-references, nested repetition, huge bounds and long patterns', async () => {
		for (const [op, pattern] of [
			['match', '(.*)(.*)\\1\\2z'],
			['imatch', '(x+x+)+y'],
			['match', '(a{1,100}){1,100}'],
			['match', 'a'.repeat(101)],
			['ilike', `%${'a%'.repeat(100)}`],
			['wfts', 'euríbor '.repeat(30)],
		] as const)
			await expectRefused(await match(op, pattern), 'pattern too costly');
	});

	it('refuses more than 2 pattern filters in one request, even inside or=()', async () => {
		const three = Array.from({ length: 3 }, (_, i) => `response.ilike.*${i}*`).join(',');
		await expectRefused(
			await anon(`ai_response_cache?select=question_hash&or=(${three})`),
			'more than 2 pattern filters',
		);
	});

	it('still answers ordinary pattern filters', async () => {
		const found = await match('imatch', 'eur[ií]bor (a|de) doce');
		expect(found.status).toBe(200);
		expect(await found.json()).toEqual([{ question_hash: 'a'.repeat(64) }]);
		const liked = await match('ilike', '*EURÍBOR*');
		expect(await liked.json()).toEqual([{ question_hash: 'a'.repeat(64) }]);
	});
});

describe('embed fan-out is capped by its product, not only its count', () => {
	const nested =
		'support_tickets?select=id,ticket_messages(id,support_tickets(id,ticket_messages(id)))';

	it('refuses nested to-many embeds whose rows could multiply past a million', async () => {
		const res = await anon(nested);
		await expectRefused(res.clone(), 'embeds may fan out to 1000000000 rows');
		expect(((await res.json()) as { details: string }).details).toBe(
			'Add limit= to the embedded resources, e.g. ticket_messages.limit=20',
		);
	});

	it('serves the same tree once limits bound the product', async () => {
		const user = await signedInUser(app);
		const { data: ticket, error } = await user.client
			.from('support_tickets')
			.insert({ subject: 'Dudas de la tasación', category: 'tasacion' })
			.select('id')
			.single();
		expect(error).toBeNull();
		const limited = `${nested}&limit=10&ticket_messages.limit=10&ticket_messages.support_tickets.ticket_messages.limit=10`;
		const raw = await fetch(`${app.url}/rest/v1/${limited}`, {
			headers: {
				apikey: app.config.anonKey,
				Authorization: `Bearer ${(await user.client.auth.getSession()).data.session!.access_token}`,
			},
		});
		expect(raw.status).toBe(200);
		expect(((await raw.json()) as { id: string }[]).map((t) => t.id)).toEqual([ticket!.id]);
	});
});
