import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { volumeAccounts, volumeCounts, volumePassword } from '../../scripts/lib/volumeCounts.ts';
import { seedVolume, type VolumeTally } from '../../scripts/lib/volumeSeed.ts';
import { client, startTestServer } from './helpers.ts';
import { freshPostgresDatabase, hasPostgres15 } from './postgres.ts';

/**
 * Issue 49: `npm run seed:volume` at a small scale on both databases: the counts the scale asks
 * for, nothing added by a second run, no email queued, and the known accounts sign in and see
 * their own rows through RLS.
 */
const scale = 0.01;
const c = volumeCounts(scale);
const expected = {
	users: c.users,
	profiles: c.users,
	share_forms: c.shareForms,
	leads: c.leads,
	// Rows 1…leads whose number ends in 2, 3 or 4 modulo 5 are signed share forms.
	signed_forms: Array.from({ length: c.leads }, (_, i) => (i + 1) % 5).filter((r) => r >= 2).length,
	tickets: c.tickets,
	messages: c.threadMessages + (c.tickets - 1) * c.messagesPerTicket,
	longest_thread: c.threadMessages,
	notifications: c.notifications,
	applications: c.applications,
	documents: c.applications * c.documentsPerApplication,
	simulations: c.buyerSimulations + c.otherSimulations,
	valuations: c.buyerValuations + c.otherValuations,
	buyer_simulations: c.buyerSimulations,
	buyer_valuations: c.buyerValuations,
	ai_cache: c.aiCache,
};

const databases = [
	{ kind: 'PostgreSQL 15', skip: !hasPostgres15 },
	{ kind: 'PGlite', skip: false },
];

for (const { kind, skip } of databases) {
	describe.skipIf(skip)(`The volume set (${kind})`, () => {
		let postgres: { url: string; drop(): void } | undefined;
		let app: LocalSupabase;
		let first: VolumeTally;

		beforeAll(async () => {
			postgres = kind === 'PGlite' ? undefined : freshPostgresDatabase();
			app = await startTestServer({ databaseUrl: postgres?.url ?? '' });
			first = await seedVolume(app.db, scale);
		}, 180_000);
		afterAll(async () => {
			await app?.close();
			postgres?.drop();
		});

		it('holds the counts the scale asks for, over two years', () => {
			expect(first).toMatchObject(expected);
			expect(first['lead_days']).toBeGreaterThanOrEqual(700);
		});
		it('adds nothing when it runs again', async () => {
			expect(await seedVolume(app.db, scale)).toEqual(first);
		});
		it('queues no email and leaves the tables’ triggers on', async () => {
			const row = await app.db.transaction(async (tx) => {
				const r = await tx.query(`select
					(select count(*)::int from public.email_outbox) as emails,
					(select count(*)::int from pg_trigger where not tgisinternal and tgenabled = 'D') as off`);
				return r.rows[0];
			});
			expect(row).toEqual({ emails: 0, off: 0 });
		});
		it('the busy buyer signs in and reads their own rows', async () => {
			const buyer = client(app);
			const { error } = await buyer.auth.signInWithPassword({
				email: volumeAccounts.buyer.email,
				password: volumePassword,
			});
			expect(error).toBeNull();
			const sims = await buyer.from('saved_simulations').select('id', { count: 'exact' });
			expect(sims.count).toBe(c.buyerSimulations);
			const thread = await buyer
				.from('ticket_messages')
				.select('id', { count: 'exact', head: true })
				.eq('ticket_id', '00000004-0000-4000-b000-000000000001');
			expect(thread.count).toBe(c.threadMessages);
		});
		it('the admin signs in as an admin', async () => {
			const admin = client(app);
			await admin.auth.signInWithPassword({
				email: volumeAccounts.admin.email,
				password: volumePassword,
			});
			const leads = await admin.from('leads').select('id', { count: 'exact', head: true });
			expect(leads.count).toBeGreaterThanOrEqual(c.leads);
		});
	});
}
