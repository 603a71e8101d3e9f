import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import {
	type Client,
	service,
	signedInUser,
	startTestServer,
	subscribed,
	until,
} from './helpers.ts';

// «Mis clientes» live: a lead signed through a professional's form reaches that professional
// over Realtime (leads are in the publication), and nobody else: RLS decides per subscriber,
// even for a row too large for one message (a signature image), as hosted Realtime does.

let app: LocalSupabase;
const channels: { c: Client; ch: RealtimeChannel }[] = [];

beforeAll(async () => {
	app = await startTestServer();
}, 60_000);
afterAll(async () => {
	for (const { c, ch } of channels) await c.removeChannel(ch);
	await app?.close();
});

type Payload = RealtimePostgresChangesPayload<Record<string, unknown>> & { errors?: unknown };

async function listen(c: Client, name: string): Promise<Payload[]> {
	const got: Payload[] = [];
	const ch = c
		.channel(name)
		.on(
			'postgres_changes' as never,
			{ event: 'INSERT', schema: 'public', table: 'leads' } as never,
			(p: Payload) => got.push(p),
		);
	await subscribed(ch);
	channels.push({ c, ch });
	return got;
}

describe('leads over Realtime', () => {
	it("delivers a signed lead to the form's owner only, even with a large signature", async () => {
		const [owner, other] = await Promise.all([
			signedInUser(app, { role: 'inmobiliaria' }),
			signedInUser(app, { role: 'promotora' }),
		]);
		const svc = service(app);
		const forms = await svc
			.from('share_forms')
			.insert([
				{ owner_id: owner.id, title: 'Compradores de Los Olivos' },
				{ owner_id: other.id, title: 'Otra promoción' },
			])
			.select('id, owner_id');
		const formOf = (id: string) => forms.data!.find((f) => f.owner_id === id)!.id;
		const ownerGot = await listen(owner.client, `leads:${owner.id}`);
		const otherGot = await listen(other.client, `leads:${other.id}`);

		const lead = (formId: string, name: string, signature: string | null) => ({
			source: 'formulario_compartido',
			share_form_id: formId,
			name,
			email: 'cliente@example.com',
			consent: true,
			signature,
			signature_method: signature ? 'trazo' : null,
		});
		// About 12 KB: more than one NOTIFY carries, like a drawn signature.
		const bigSignature = `data:image/png;base64,${'A'.repeat(12_000)}`;
		const { data: big, error } = await svc
			.from('leads')
			.insert(lead(formOf(owner.id), 'Jorge Martín', bigSignature))
			.select('id')
			.single();
		expect(error).toBeNull();
		await until(() => ownerGot.length === 1, 10_000, 'the large lead');
		expect(ownerGot[0]!.new).toMatchObject({ id: big!.id, name: 'Jorge Martín' });
		expect(ownerGot[0]!.new).not.toHaveProperty('signature');

		// A later lead for the other professional proves the first never went to them.
		await svc.from('leads').insert(lead(formOf(other.id), 'Ana Ruiz', null));
		await until(() => otherGot.length === 1, 10_000, "the other's lead");
		expect(otherGot.map((p) => (p.new as Record<string, unknown>)['name'])).toEqual(['Ana Ruiz']);
		expect(ownerGot).toHaveLength(1);
	});
});
