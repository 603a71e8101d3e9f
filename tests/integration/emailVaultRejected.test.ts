// Dominio: email, vault
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { signedInUser, startTestServer } from './helpers.ts';

/**
 * The «document rejected» email (migration 20261127179000) on the document vault's table
 * (public.documents, migration 20261127160000): one email per rejection.
 */

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
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
					`insert into public.documents (user_id, application_id, kind, object_path, file_name, status)
						values ($1, gen_random_uuid(), 'nominas', $2, 'nomina.pdf', 'recibido')
						returning id::text`,
					[ana.id, `${ana.id}/solicitud/nominas/nomina.pdf`],
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
				payload: {
					document_id: doc!.id,
					kind: 'nominas',
					reason: 'La nómina está cortada.',
					file_name: 'nomina.pdf',
					first_name: 'Prueba',
				},
			},
		]);
	});

	it('the bell notice names the file and ends the reason with one full stop (issue 45)', async () => {
		const [eva, admin] = await Promise.all([signedInUser(app), signedInUser(app, { admin: true })]);
		const [doc] = (
			await app.db.transaction((tx) =>
				tx.query(
					`insert into public.documents (user_id, application_id, kind, object_path, file_name, status)
						values ($1, gen_random_uuid(), 'nominas', $2, '20261201100000-nomina-marzo.pdf', 'recibido')
						returning id::text`,
					[eva.id, `${eva.id}/solicitud/nominas/20261201100000-nomina-marzo.pdf`],
				),
			)
		).rows as { id: string }[];
		const review = await admin.client.rpc('admin_review_document', {
			p_id: doc!.id,
			p_status: 'rechazado',
			p_reason: 'Falta el importe a percibir.',
		});
		expect(review.error).toBeNull();
		const { data } = await eva.client.from('notifications').select('message');
		expect(data).toEqual([
			{
				message:
					'Hemos rechazado «nomina-marzo.pdf»: Falta el importe a percibir. Súbelo de nuevo cuando puedas.',
			},
		]);
	});
});
