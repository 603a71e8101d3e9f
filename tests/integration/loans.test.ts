// Dominio: loans
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { client, service, signedInUser, startTestServer, type Client } from './helpers.ts';
import { loansJob, variableLoan } from './loansJob.ts';

/**
 * «Mi hipoteca» on PGlite (issue 50): only the owner reaches a loan (another person, anon and the
 * admin read and write nothing), the improvement request shows the admin only what the person
 * consented to send, and the daily job (loansJob.ts; PostgreSQL 15 in loansPostgres.test.ts).
 */

describe('loans: who reaches a loan', () => {
	let app: LocalSupabase;
	beforeAll(async () => {
		app = await startTestServer();
	}, 120_000);
	afterAll(() => app?.close());

	/** The loans a client reads (an error, as anon's permission denied, reads nothing). */
	const ids = async (c: Client) =>
		((await c.from('loans').select('id')).data ?? []).map((r) => r.id);

	it('the owner reads, edits and deletes; another person, anon and the admin reach nothing', async () => {
		const [ana, eva, admin] = await Promise.all([
			signedInUser(app),
			signedInUser(app),
			signedInUser(app, { admin: true }),
		]);
		const anon = client(app);
		const { data } = await ana.client.from('loans').insert(variableLoan).select('id').single();
		const id = data!.id;
		expect(await ids(ana.client)).toEqual([id]);
		for (const other of [eva.client, admin.client, anon]) {
			expect(await ids(other)).toEqual([]);
			const edit = await other
				.from('loans')
				.update({ name: 'Mío' }, { count: 'exact' })
				.eq('id', id);
			expect(edit.count ?? 0).toBe(0);
			const gone = await other.from('loans').delete({ count: 'exact' }).eq('id', id);
			expect(gone.count ?? 0).toBe(0);
			const forAna = await other.from('loans').insert({ ...variableLoan, user_id: ana.id });
			expect(forAna.error).not.toBeNull();
		}
		const mine = await service(app).from('loans').select('name, user_id').eq('id', id).single();
		expect(mine.data).toEqual({ name: variableLoan.name, user_id: ana.id });
		expect(
			(
				await ana.client
					.from('loans')
					.update({ name: 'Piso reformado' }, { count: 'exact' })
					.eq('id', id)
			).count,
		).toBe(1);
		expect((await ana.client.from('loans').delete({ count: 'exact' }).eq('id', id)).count).toBe(1);
	});

	it('the checks refuse what the form refuses (a variable loan without its spread)', async () => {
		const ana = await signedInUser(app);
		const { error } = await ana.client.from('loans').insert({ ...variableLoan, spread: null });
		expect(error?.code).toBe('23514');
	});

	it('an improvement request reaches the admin with only the consented summary, name and email', async () => {
		const [ana, admin] = await Promise.all([signedInUser(app), signedInUser(app, { admin: true })]);
		const summary = 'Hipoteca: Piso de Valencia\nCapital pendiente hoy: 150.000,00 €';
		const lead = {
			source: 'estudio_mejora',
			name: 'Ana Prueba',
			email: ana.email,
			message: summary,
			consent: true,
		};
		expect((await client(app).from('leads').insert(lead)).error?.code).toBe('42501');
		expect(
			(await ana.client.from('leads').insert({ ...lead, consent: false })).error,
		).not.toBeNull();
		expect((await ana.client.from('leads').insert(lead)).error).toBeNull();
		// The person cannot read it back; the admin sees it beside the other leads.
		expect((await ana.client.from('leads').select('id')).data).toEqual([]);
		const seen = await admin.client
			.from('leads')
			.select('source, name, email, phone, message, share_form_id, status')
			.eq('email', ana.email);
		expect(seen.data).toEqual([
			{
				source: 'estudio_mejora',
				name: 'Ana Prueba',
				email: ana.email,
				phone: null,
				message: summary,
				share_form_id: null,
				status: 'nuevo',
			},
		]);
		// Three a day at most per email.
		await ana.client.from('leads').insert(lead);
		await ana.client.from('leads').insert(lead);
		const fourth = await ana.client.from('leads').insert(lead);
		expect(fourth.error?.code).toBe('PT429');
		expect(fourth.error?.message).toBe(
			'Ya has enviado tres solicitudes de estudio hoy. Inténtalo de nuevo mañana.',
		);
	});
});

describe('loans: the daily job on PGlite', () => {
	loansJob(() => startTestServer());
});
