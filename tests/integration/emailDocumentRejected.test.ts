import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { signedInUser, startTestServer } from './helpers.ts';

/**
 * The «document rejected» email (migration 20261127179000), kept apart from the other email
 * tests because public.documents belongs to the document vault's migration. Where the vault is
 * not there yet, a stand-in table with the columns the vault documents (id, user_id,
 * application_id, kind, status, reason) is created and the migration applied again, so the
 * trigger's SQL is what runs either way.
 */

let app: LocalSupabase;
const migration = readFileSync(
	new URL(
		'../../supabase/migrations/20261127179000_email_on_document_rejected.sql',
		import.meta.url,
	),
	'utf8',
);

beforeAll(async () => {
	app = await startTestServer();
	await app.db.transaction(async (tx) => {
		const { rows } = await tx.query(
			`select to_regclass('public.documents') is not null as present`,
		);
		if (rows[0]!['present']) return;
		await tx.exec(`create table public.documents (
			id uuid primary key default gen_random_uuid(),
			user_id uuid not null references auth.users (id) on delete cascade,
			application_id uuid,
			kind text not null,
			status text not null default 'pendiente'
				check (status in ('pendiente', 'recibido', 'revisado', 'rechazado')),
			reason text
		)`);
		await tx.exec(migration);
	});
}, 60_000);

afterAll(async () => {
	await app?.close();
});

describe('a rejected document is mailed to its owner', () => {
	it('once per rejection, with the kind and the reason; other states send nothing', async () => {
		const ana = await signedInUser(app);
		const [doc] = (
			await app.db.transaction((tx) =>
				tx.query(
					`insert into public.documents (user_id, kind, status) values ($1, 'nominas', 'recibido') returning id::text`,
					[ana.id],
				),
			)
		).rows as { id: string }[];
		const setStatus = (status: string, reason: string | null) =>
			app.db.transaction((tx) =>
				tx.query(`update public.documents set status = $2, reason = $3 where id = $1`, [
					doc!.id,
					status,
					reason,
				]),
			);
		await setStatus('revisado', null);
		await setStatus('rechazado', 'La nómina está cortada.');
		// Still rejected, a new reason: no second email for the same rejection.
		await setStatus('rechazado', 'Falta la segunda página.');
		const { rows } = await app.db.transaction((tx) =>
			tx.query(`select template, payload from public.email_outbox where user_id = $1`, [ana.id]),
		);
		expect(rows).toEqual([
			{
				template: 'documento_rechazado',
				payload: { document_id: doc!.id, kind: 'nominas', reason: 'La nómina está cortada.' },
			},
		]);
	});
});
