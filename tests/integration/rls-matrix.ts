import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { type Client, client, service, signedInUser, uniqueEmail } from './helpers.ts';
import {
	anonWrites,
	definerFunctionsCallableBy,
	definersWithoutSearchPath,
	unguardedPrivileges,
} from './grants.ts';
import { type Actor, type Op, tables, type World } from './rls-tables.ts';

/**
 * The RLS matrix (anon, user A, user B, admin x every table x select/insert/update/delete) and
 * RLS sanity checks, against a server made by start (PGlite or PostgreSQL).
 */
export function rlsMatrix(start: () => Promise<LocalSupabase>): void {
	let app: LocalSupabase;
	let world: World;
	const clients = {} as Record<Actor, Client>;

	beforeAll(async () => {
		app = await start();
		const svc = service(app);
		const [a, b, admin] = await Promise.all([
			signedInUser(app, { role: 'inmobiliaria' }),
			signedInUser(app),
			signedInUser(app, { admin: true }),
		]);
		Object.assign(clients, {
			anon: client(app),
			userA: a.client,
			userB: b.client,
			admin: admin.client,
		});
		const ticket = await svc
			.from('support_tickets')
			.insert({ user_id: a.id, subject: 'Ticket compartido' })
			.select('id')
			.single();
		const form = await svc
			.from('share_forms')
			.insert({ owner_id: a.id, title: 'Formulario compartido' })
			.select('id')
			.single();
		world = {
			svc,
			ids: { userA: a.id, userB: b.id, admin: admin.id },
			ticketId: ticket.data!.id,
			shareFormId: form.data!.id,
			freshUser: async () => {
				const { data, error } = await svc.auth.admin.createUser({
					email: uniqueEmail('fresh'),
					password: 'contraseña-1',
					email_confirm: true,
				});
				if (error) throw error;
				return data.user.id;
			},
		};
	}, 300_000);
	afterAll(() => app?.close());

	const actors: Actor[] = ['anon', 'userA', 'userB', 'admin'];
	const ops: Op[] = ['select', 'insert', 'update', 'delete'];

	/** Performs one cell; true when the operation took effect on A's row. */
	async function attempt(table: (typeof tables)[number], actor: Actor, op: Op): Promise<boolean> {
		const c = clients[actor].from(table.table as 'notifications');
		const key = table.key as 'id';
		if (op === 'insert') {
			const { error, status } = await c.insert((await table.insertRow(world, actor)) as never);
			return error === null && status === 201;
		}
		const id = await table.fixture(world);
		if (op === 'select') {
			const { data, error } = await c.select(table.key).eq(key, id);
			return error === null && data.length === 1;
		}
		if (op === 'update') {
			const { error, count } = await c.update(table.patch as never, { count: 'exact' }).eq(key, id);
			return error === null && count === 1;
		}
		const { error, count } = await c.delete({ count: 'exact' }).eq(key, id);
		const gone =
			(
				await world.svc
					.from(table.table as 'notifications')
					.select(table.key)
					.eq(key, id)
			).data?.length === 0;
		expect(gone).toBe(error === null && count === 1);
		return gone;
	}

	describe.each(tables)('RLS on $table', (table) => {
		const cells = ops.flatMap((op) =>
			actors.map((actor, i) => ({ op, actor, allowed: table.expect[op][i]! })),
		);
		it.each(cells)('$actor $op → allowed: $allowed', async ({ op, actor, allowed }) => {
			expect(await attempt(table, actor, op)).toBe(allowed);
		});
	});

	describe('privileges RLS does not guard', () => {
		const query = (sql: string) => app.db.transaction((tx) => tx.query(sql));

		it('anon and authenticated hold no TRUNCATE, TRIGGER or REFERENCES on public tables', async () => {
			expect(await unguardedPrivileges(query)).toEqual([]);
		});

		it('anon writes only what a policy lets it (INSERT on leads)', async () => {
			expect(await anonWrites(query)).toEqual(['INSERT leads']);
		});

		it('truncate as anon or authenticated is refused and leaves the rows', async () => {
			const id = await tables.find((t) => t.table === 'notifications')!.fixture(world);
			for (const role of ['anon', 'authenticated']) {
				await expect(
					app.db.transaction(async (tx) => {
						await tx.query(`select set_config('role', '${role}', true)`);
						await tx.query('truncate public.notifications');
					}),
				).rejects.toMatchObject({ code: '42501' });
			}
			const { data } = await world.svc.from('notifications').select('id').eq('id', id);
			expect(data).toEqual([{ id }]);
		});

		it('security-definer functions pin search_path and only the public ones are exposed', async () => {
			expect(await definersWithoutSearchPath(query)).toEqual([]);
			expect(await definerFunctionsCallableBy(query, 'anon')).toEqual([
				'confirm_signed_copy',
				'count_ai_cache_hit',
				'get_share_form',
				'submit_share_form',
			]);
			expect(await definerFunctionsCallableBy(query, 'authenticated')).toEqual([
				'admin_list_users',
				'admin_review_document',
				'admin_set_admin',
				'confirm_signed_copy',
				'count_ai_cache_hit',
				'get_share_form',
				'log_document_access',
				'submit_share_form',
			]);
		});
	});

	describe('row level security is on everywhere', () => {
		it('every public table has RLS enabled', async () => {
			const rows = await app.db.transaction((tx) =>
				tx.query(`select relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
					where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`),
			);
			expect(rows.rows).toEqual([]);
			expect(tables.map((t) => t.table).sort()).toEqual(
				(
					await app.db.transaction((tx) =>
						tx.query(
							`select tablename::text as t from pg_tables where schemaname = 'public' order by 1`,
						),
					)
				).rows.map((r) => r['t']),
			);
		});

		it('user_metadata never grants admin (only app_metadata does)', async () => {
			const sneaky = await signedInUser(app);
			await sneaky.client.auth.updateUser({ data: { role: 'admin' } });
			await sneaky.client.auth.refreshSession();
			const { data } = await sneaky.client.from('news_drafts').select('id');
			expect(data).toEqual([]);
			const { error } = await sneaky.client
				.from('news_drafts')
				.insert({ author_id: sneaky.id, title: 'Intento', slug: 'intento-x' });
			expect(error?.code).toBe('42501');
		});
	});
}
