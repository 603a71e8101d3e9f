import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import {
	accessToken,
	callFunction,
	client,
	type Client,
	service,
	signedInUser,
	startTestServer,
} from './helpers.ts';

/**
 * «eliminar-cuenta» (issue 30, item 4), served by the local server: the person's own token, the
 * confirmation and the current password; then the account, its rows and its vault files go, and
 * the «cuenta eliminada» email is queued to the old address.
 */

let app: LocalSupabase;
let svc: Client;
const password = 'contraseña-segura-1';

beforeAll(async () => {
	app = await startTestServer();
	svc = service(app);
}, 120_000);

afterAll(() => app?.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;

/** Calls the function with a person's token. */
const deleteWith = async (who: Person, body: unknown) =>
	callFunction(app, 'eliminar-cuenta', await accessToken(who.client), body);

/** A person with an application, an uploaded document and a support ticket; returns the file. */
async function withData(who: Person): Promise<string> {
	const opened = await svc
		.from('application_progress')
		.insert({ user_id: who.id })
		.select('id')
		.single();
	if (opened.error) throw opened.error;
	const path = `${who.id}/${opened.data.id}/dni/20261128120000-dni.pdf`;
	const pdf = new Blob(['%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'], {
		type: 'application/pdf',
	});
	const up = await who.client.storage.from('documentos').upload(path, pdf);
	if (up.error) throw up.error;
	const ticket = await who.client
		.from('support_tickets')
		.insert({ subject: 'Duda sobre mi tasación' })
		.select('id')
		.single();
	if (ticket.error) throw ticket.error;
	return path;
}

const exists = async (id: string) => (await svc.auth.admin.getUserById(id)).error === null;
const count = async (table: 'documents' | 'support_tickets' | 'application_progress', id: string) =>
	(await svc.from(table).select('user_id', { count: 'exact', head: true }).eq('user_id', id)).count;

describe('eliminar-cuenta', () => {
	it('refuses a wrong password or confirmation in Spanish and deletes nothing', async () => {
		const ana = await signedInUser(app);
		const wrongPassword = await deleteWith(ana, {
			confirmation: 'ELIMINAR',
			password: 'otra-1234',
		});
		expect(wrongPassword).toEqual({
			status: 400,
			body: { error: 'La contraseña no es correcta.', field: 'password' },
		});
		const wrongWord = await deleteWith(ana, { confirmation: 'eliminar cuenta', password });
		expect(wrongWord).toEqual({
			status: 400,
			body: {
				error: 'Escribe tu email o la palabra ELIMINAR para confirmar.',
				field: 'confirmation',
			},
		});
		expect(await exists(ana.id)).toBe(true);
	});

	it('never deletes someone else: a token deletes only its own account', async () => {
		const [ana, eva] = await Promise.all([signedInUser(app), signedInUser(app)]);
		const anaFile = await withData(ana);
		// Eva's token with Ana's email and Ana's password.
		const asEva = await deleteWith(eva, { confirmation: ana.email, password });
		expect(asEva.status).toBe(400);
		expect(asEva.body['field']).toBe('confirmation');
		// The anon key is no one's session.
		const anon = await callFunction(app, 'eliminar-cuenta', app.config.anonKey, {
			confirmation: 'ELIMINAR',
			password,
		});
		expect(anon.status).toBe(401);
		expect(await exists(ana.id)).toBe(true);
		expect(await count('documents', ana.id)).toBe(1);
		expect((await svc.storage.from('documentos').download(anaFile)).error).toBeNull();
	});

	it('deletes the account, its rows and files, queues the email, and the account cannot sign in', async () => {
		const ana = await signedInUser(app);
		const file = await withData(ana);
		expect(await count('support_tickets', ana.id)).toBe(1);
		const done = await deleteWith(ana, { confirmation: ` ${ana.email.toUpperCase()} `, password });
		expect(done).toEqual({ status: 200, body: { deleted: true } });
		expect(await exists(ana.id)).toBe(false);
		expect(await count('documents', ana.id)).toBe(0);
		expect(await count('support_tickets', ana.id)).toBe(0);
		expect(await count('application_progress', ana.id)).toBe(0);
		const objects = await app.db.transaction((tx) =>
			tx.query(`select name from storage.objects where name like $1`, [`${ana.id}/%`]),
		);
		expect(objects.rows).toEqual([]);
		expect((await svc.storage.from('documentos').download(file)).error).not.toBeNull();
		const mails = await svc
			.from('email_outbox')
			.select('user_id, to_email, template')
			.eq('to_email', ana.email);
		expect(mails.data).toEqual([
			{ user_id: null, to_email: ana.email, template: 'cuenta_eliminada' },
		]);
		const again = await client(app).auth.signInWithPassword({ email: ana.email, password });
		expect(again.error?.code).toBe('invalid_credentials');
	});
});
