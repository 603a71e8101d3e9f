import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { loadConfig } from '../../supabase/local/config.ts';
import type { Database } from '../../supabase/local/db.ts';
import { openDatabase } from '../../supabase/local/db-open.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { client, type Client, service, signedInUser } from './helpers.ts';
import { freshPostgresDatabase, hasPostgres15 } from './postgres.ts';
import { answer, onBothDatabases } from './clientFormFixtures.ts';

/**
 * The email surface of issue 43 (item 4) on both databases: the signed-form copy goes only to an
 * address its owner confirmed, with limits per recipient and per form owner, and the columns
 * that reach an email's headers refuse line breaks and control characters (their old rows
 * cleaned by the same migration).
 */

type Row = { template: string; payload: Record<string, unknown> };

onBothDatabases('Emails with user text (issue 43)', (start) => {
	let app: LocalSupabase;
	let svc: Client;
	let ip = 0;
	beforeAll(async () => {
		app = await start();
		svc = service(app);
	}, 300_000);
	afterAll(() => app?.close());

	const queued = async (email: string): Promise<Row[]> => {
		const { rows } = await app.db.transaction((tx) =>
			tx.query(
				`select template, payload from public.email_outbox where to_email = lower($1) order by created_at, id`,
				[email],
			),
		);
		return rows as Row[];
	};
	/** Each submission from its own address (the form's per-IP limit is not under test here). */
	const sendAs = async (token: string, email: string) => {
		ip++;
		const res = await fetch(`${app.url}/rest/v1/rpc/submit_share_form`, {
			method: 'POST',
			headers: {
				apikey: app.config.anonKey,
				authorization: `Bearer ${app.config.anonKey}`,
				'content-type': 'application/json',
				'x-forwarded-for': `198.51.100.${ip % 250}`,
			},
			body: JSON.stringify(answer(token, { p_email: email })),
		});
		expect(res.status).toBe(204);
	};

	it('sends the copy only after its recipient confirms, and only once', async () => {
		const pro = await signedInUser(app, { role: 'inmobiliaria' });
		const form = await pro.client
			.from('share_forms')
			.insert({ owner_id: pro.id, title: 'Aviso de su banco: entre en https://evil.example' })
			.select('token')
			.single();
		await sendAs(form.data!.token, 'victima@example.com');
		const first = await queued('victima@example.com');
		expect(first.map((r) => r.template)).toEqual(['confirmar_copia']);
		expect(first[0]!.payload).toMatchObject({
			form_title: 'Aviso de su banco: entre en https://evil.example',
			professional: 'Prueba Usuario',
			name: 'Ana Pérez',
		});
		const token = String(first[0]!.payload['token']);
		expect(token).toMatch(/^[0-9a-f]{64}$/);
		const anon = client(app);
		expect((await anon.rpc('confirm_signed_copy', { p_token: 'f'.repeat(64) })).data).toBe(
			'no_existe',
		);
		expect((await anon.rpc('confirm_signed_copy', { p_token: token })).data).toBe('enviada');
		expect((await anon.rpc('confirm_signed_copy', { p_token: token })).data).toBe('ya_enviada');
		const after = await queued('victima@example.com');
		expect(after.map((r) => r.template)).toEqual(['confirmar_copia', 'copia_formulario_firmado']);
		expect(after[1]!.payload).toMatchObject({ name: 'Ana Pérez', province: 'sevilla' });
	});

	it('limits the confirmation emails per recipient (3 a day) and per form owner (20 a day)', async () => {
		const pro = await signedInUser(app, { role: 'promotora' });
		const forms = await pro.client
			.from('share_forms')
			.insert([
				{ owner_id: pro.id, title: 'Primero' },
				{ owner_id: pro.id, title: 'Segundo' },
			])
			.select('token');
		const [a, b] = forms.data!.map((f) => f.token);
		for (let i = 0; i < 4; i++) await sendAs(a!, 'repetida@example.com');
		expect((await queued('repetida@example.com')).map((r) => r.template)).toEqual([
			'confirmar_copia',
			'confirmar_copia',
			'confirmar_copia',
		]);
		// 3 emails so far from this owner: 17 more go out, the rest are held back.
		for (let i = 0; i < 18; i++) await sendAs(i < 9 ? a! : b!, `cliente${i}@example.com`);
		const sent = await Promise.all(
			Array.from({ length: 18 }, async (_, i) => (await queued(`cliente${i}@example.com`)).length),
		);
		expect(sent).toEqual([...Array.from({ length: 17 }, () => 1), 0]);
		const { data } = await svc
			.from('signed_copy_requests')
			.select('status')
			.eq('owner_id', pro.id)
			.eq('status', 'limitada');
		expect(data).toHaveLength(2);
	});

	it('refuses line breaks and control characters where a value can reach a header', async () => {
		const user = await signedInUser(app, { role: 'inmobiliaria' });
		const admin = await signedInUser(app, { admin: true });
		const ticket = await user.client
			.from('support_tickets')
			.insert({ subject: 'Consulta\r\nBcc: todos@example.com' });
		const form = await user.client
			.from('share_forms')
			.insert({ owner_id: user.id, title: 'Formulario\nfalso' });
		const name = await user.client
			.from('profiles')
			.update({ first_name: 'Ana\u2028Bcc' })
			.eq('id', user.id);
		const notice = await admin.client
			.from('notifications')
			.insert({ user_id: user.id, title: 'Aviso\r\nX', message: 'Hola' });
		expect([ticket, form, name, notice].map((r) => r.error?.code)).toEqual([
			'23514',
			'23514',
			'23514',
			'23514',
		]);
		const good = await user.client
			.from('share_forms')
			.insert({ owner_id: user.id, title: 'Bueno' })
			.select('token')
			.single();
		const lead = await client(app).rpc(
			'submit_share_form',
			answer(good.data!.token, { p_name: 'Ana\tPérez', p_email: 'tab@example.com' }) as never,
		);
		expect(lead.error?.code).toBe('23514');
	});
});

/** The migration cleans rows written before it, then its checks hold (PGlite and PostgreSQL). */
async function cleansOldRows(databaseUrl: string): Promise<void> {
	const config = loadConfig({ dataDir: 'memory://', databaseUrl });
	const dir = mkdtempSync(join(tmpdir(), 'migraciones-'));
	let db: Database | undefined;
	try {
		cpSync(join(config.supabaseDir, 'config.toml'), join(dir, 'config.toml'));
		cpSync(join(config.supabaseDir, 'migrations'), join(dir, 'migrations'), { recursive: true });
		for (const f of readdirSync(join(dir, 'migrations')))
			if (f >= '20261129100100') rmSync(join(dir, 'migrations', f));
		db = await openDatabase(databaseUrl, 'memory://');
		await migrate(db, dir, false);
		await db.transaction((tx) =>
			tx.exec(`
				insert into auth.users (id, email, raw_user_meta_data) values
					('00000000-0000-4000-8000-000000000001', 'viejo@example.com', '{"first_name": "Eva"}');
				update public.profiles set first_name = e'Eva\\nBcc', last_name = e'\\r\\n'
					where id = '00000000-0000-4000-8000-000000000001';
				insert into public.support_tickets (user_id, subject)
					values ('00000000-0000-4000-8000-000000000001', e'Consulta\\r\\nBcc: x@y.z');
				insert into public.share_forms (owner_id, title)
					values ('00000000-0000-4000-8000-000000000001', e'\\t\\t\\t');`),
		);
		await migrate(db, config.supabaseDir, false);
		const { rows } = await db.transaction((tx) =>
			tx.query(`select
				(select subject from public.support_tickets) as subject,
				(select title from public.share_forms) as title,
				(select first_name from public.profiles) as first_name,
				(select last_name from public.profiles) as last_name`),
		);
		expect(rows[0]).toEqual({
			subject: 'Consulta Bcc: x@y.z',
			title: 'Formulario',
			first_name: 'Eva Bcc',
			last_name: null,
		});
	} finally {
		await db?.close();
		rmSync(dir, { recursive: true, force: true });
	}
}

// On PostgreSQL when the machine has it (8 s); PGlite otherwise (it migrates from scratch, 45 s).
it.skipIf(hasPostgres15)(
	'cleans the rows written before the checks (PGlite)',
	() => cleansOldRows(''),
	120_000,
);

it.skipIf(!hasPostgres15)(
	'cleans the rows written before the checks (PostgreSQL 15)',
	async () => {
		const database = freshPostgresDatabase();
		try {
			await cleansOldRows(database.url);
		} finally {
			database.drop();
		}
	},
	120_000,
);
