import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSimulation, renameSimulation } from '../../src/lib/supabase/simulations.ts';
import { fetchTicket, fetchTicketMessages } from '../../src/lib/supabase/support.ts';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { accessToken, service, signedInUser, startTestServer } from './helpers.ts';

/**
 * Issue 43, item 7: every id a URL carries (a ticket in /soporte?ticket=, a saved simulation or
 * comparison, a vault file's path) opened by another user gives «not found», never data. The
 * comparison share link (?comparacion=) carries its state, not an id, so it reads nothing.
 */

let app: LocalSupabase;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
	app = await startTestServer();
	[owner, stranger] = await Promise.all([signedInUser(app), signedInUser(app)]);
}, 120_000);
afterAll(() => app?.close());

describe('another user’s id in a URL', () => {
	it('a ticket of /soporte?ticket=<id>: not found, no messages, 406 for a single row', async () => {
		const ticket = await owner.client
			.from('support_tickets')
			.insert({ subject: 'Mi tasación' })
			.select('id')
			.single();
		const id = ticket.data!.id;
		await owner.client.from('ticket_messages').insert({ ticket_id: id, body: 'Mis ingresos son…' });
		expect(await fetchTicket(stranger.client, id)).toBeNull();
		expect(await fetchTicketMessages(stranger.client, id)).toEqual([]);
		const raw = await fetch(`${app.url}/rest/v1/support_tickets?id=eq.${id}&select=*`, {
			headers: {
				apikey: app.config.anonKey,
				authorization: `Bearer ${await accessToken(stranger.client)}`,
				accept: 'application/vnd.pgrst.object+json',
			},
		});
		expect(raw.status).toBe(406);
		expect(await raw.text()).not.toContain('Mi tasación');
	});

	it('a saved comparison or simulation: invisible and untouchable', async () => {
		const id = await insertSimulation(owner.client, {
			name: 'Comparación: Banco A, Banco B',
			kind: 'comparacion',
			input: { entries: [], euribor: { now: '2,2', inFiveYears: '3' }, url: '/herramientas' },
		});
		const seen = await stranger.client.from('saved_simulations').select('*').eq('id', id);
		expect(seen.data).toEqual([]);
		await expect(renameSimulation(stranger.client, id, 'Robada')).rejects.toThrow();
		const still = await service(app).from('saved_simulations').select('name').eq('id', id).single();
		expect(still.data?.name).toBe('Comparación: Banco A, Banco B');
	});

	it('a vault file by its path: 404', async () => {
		const opened = await service(app)
			.from('application_progress')
			.insert({ user_id: owner.id })
			.select('id')
			.single();
		const path = `${owner.id}/${opened.data!.id}/dni/dni.pdf`;
		const pdf =
			'%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
		expect(
			(
				await owner.client.storage
					.from('documentos')
					.upload(path, new Blob([pdf], { type: 'application/pdf' }))
			).error,
		).toBeNull();
		const read = await stranger.client.storage.from('documentos').download(path);
		expect(read.error).toMatchObject({ statusCode: '404' });
	});
});
