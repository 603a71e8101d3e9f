import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { type EmailWorker, startEmailWorker } from '../../supabase/local/email/worker.ts';
import {
	fetchEmailNotifications,
	updateEmailNotifications,
} from '../../src/lib/supabase/accountEmail.ts';
import { sendNotification } from '../../src/lib/supabase/notificationsAdmin.ts';
import { answer, confirmSignedCopy, png } from './clientFormFixtures.ts';
import { client, service, signedInUser, startTestServer, uniqueEmail } from './helpers.ts';

/**
 * The transactional email queue (issue 30, item 3) against the real local backend: each trigger
 * enqueues its template once, the preference, who may touch the queue, and the worker
 * delivering to the mailbox with escaping.
 */

let app: LocalSupabase;
let worker: EmailWorker;

beforeAll(async () => {
	app = await startTestServer();
	// No timer: each test runs the passes it needs.
	worker = startEmailWorker(app, { intervalMs: 0 });
}, 60_000);

afterAll(async () => {
	await worker?.stop();
	await app?.close();
});

type Queued = {
	template: string;
	to_email: string;
	payload: Record<string, unknown>;
	status: string;
};

/** The queue rows of one address, oldest first (read as the database owner). */
async function queuedFor(email: string): Promise<Queued[]> {
	const { rows } = await app.db.transaction((tx) =>
		tx.query(
			`select template, to_email, payload, status from public.email_outbox
			where to_email = lower($1) order by created_at, id`,
			[email],
		),
	);
	return rows as Queued[];
}
/** Runs worker passes until nothing is due (earlier tests leave rows in the queue). */
async function drain(): Promise<void> {
	while ((await worker.runOnce()).claimed > 0);
}

const templatesFor = async (email: string) => (await queuedFor(email)).map((r) => r.template);

async function openTicket(owner: Awaited<ReturnType<typeof signedInUser>>, subject: string) {
	const { data, error } = await owner.client
		.from('support_tickets')
		.insert({ subject })
		.select('id')
		.single();
	expect(error).toBeNull();
	return data!.id;
}

describe('triggers fill email_outbox', () => {
	it('a team answer mails the owner once; the owner’s own messages do not', async () => {
		const ana = await signedInUser(app);
		const admin = await signedInUser(app, { admin: true });
		const ticket = await openTicket(ana, 'Duda sobre la tasación');
		await ana.client.from('ticket_messages').insert({ ticket_id: ticket, body: 'Hola' });
		const { data: msg, error } = await admin.client
			.from('ticket_messages')
			.insert({ ticket_id: ticket, body: 'Ya la tenemos.', is_staff: true })
			.select('id')
			.single();
		expect(error).toBeNull();
		const rows = await queuedFor(ana.email);
		expect(rows).toEqual([
			{
				template: 'respuesta_soporte',
				to_email: ana.email.toLowerCase(),
				payload: {
					ticket_id: ticket,
					subject: 'Duda sobre la tasación',
					message: 'Ya la tenemos.',
				},
				status: 'queued',
			},
		]);
		// The same event again (a retried trigger) enqueues nothing more.
		await app.db.transaction((tx) =>
			tx.query(`select private.enqueue_email($1, null, 'respuesta_soporte', '{}', $2)`, [
				ana.id,
				`respuesta_soporte:${msg!.id}`,
			]),
		);
		expect(await templatesFor(ana.email)).toEqual(['respuesta_soporte']);
		// The bell notice of the answer is not mailed a second time as an admin notice.
		expect(await templatesFor(admin.email)).toEqual([]);
	});

	it('closing a ticket mails once; other changes of a closed ticket do not', async () => {
		const ana = await signedInUser(app);
		const admin = await signedInUser(app, { admin: true });
		const ticket = await openTicket(ana, 'Cambio de banco');
		await admin.client.from('support_tickets').update({ status: 'en_progreso' }).eq('id', ticket);
		await admin.client.from('support_tickets').update({ status: 'cerrado' }).eq('id', ticket);
		await admin.client.from('support_tickets').update({ priority: 'alta' }).eq('id', ticket);
		expect(await templatesFor(ana.email)).toEqual(['ticket_cerrado']);
	});

	it('each move of the application mails its step; a note alone does not', async () => {
		const ana = await signedInUser(app);
		const admin = await signedInUser(app, { admin: true });
		const progress = admin.client.from('application_progress');
		expect((await progress.insert({ user_id: ana.id, current_step: 2 })).error).toBeNull();
		await admin.client
			.from('application_progress')
			.update({ notes: 'Falta la nómina' })
			.eq('user_id', ana.id);
		await admin.client
			.from('application_progress')
			.update({ current_step: 3 })
			.eq('user_id', ana.id);
		const rows = await queuedFor(ana.email);
		expect(rows.map((r) => [r.template, r.payload])).toEqual([
			['solicitud_avanza', { step: 2, status: 'en_curso' }],
			['solicitud_avanza', { step: 3, status: 'en_curso' }],
		]);
	});

	it('an admin’s notice is mailed once per person; a service-role notification is not', async () => {
		const ana = await signedInUser(app);
		const admin = await signedInUser(app, { admin: true });
		expect(
			await sendNotification(admin.client, {
				title: 'Falta tu nómina',
				message: 'Súbela cuando puedas.',
				actionUrl: '/dashboard#solicitud',
				target: { userId: ana.id },
			}),
		).toBe(1);
		await service(app)
			.from('notifications')
			.insert({ user_id: ana.id, title: 'Del sistema', message: 'Sin email' });
		const rows = await queuedFor(ana.email);
		expect(rows.map((r) => [r.template, r.payload])).toEqual([
			[
				'aviso_equipo',
				{
					title: 'Falta tu nómina',
					message: 'Súbela cuando puedas.',
					action_url: '/dashboard#solicitud',
				},
			],
		]);
	});

	it('a signed shareable form: the professional hears of the lead, the client confirms and gets the copy', async () => {
		const pro = await signedInUser(app, { role: 'inmobiliaria' });
		const { data: form } = await pro.client
			.from('share_forms')
			.insert({ owner_id: pro.id, title: 'Compra en Sevilla' })
			.select('id, token')
			.single();
		const clientEmail = uniqueEmail('cliente');
		const { error } = await client(app).rpc(
			'submit_share_form',
			answer(form!.token, { p_email: clientEmail }) as never,
		);
		expect(error).toBeNull();
		const toPro = await queuedFor(pro.email);
		expect(
			toPro.map((r) => [r.template, r.payload['client_name'], r.payload['form_title']]),
		).toEqual([['nuevo_cliente', 'Ana Pérez', 'Compra en Sevilla']]);
		// Issue 43: first a confirmation to the address; the copy once its owner confirms.
		await confirmSignedCopy(app, clientEmail);
		const copy = (await queuedFor(clientEmail)).slice(1);
		expect(copy).toHaveLength(1);
		expect(copy[0]!.template).toBe('copia_formulario_firmado');
		expect(copy[0]!.payload).toMatchObject({
			form_title: 'Compra en Sevilla',
			professional: 'Prueba Usuario',
			name: 'Ana Pérez',
			monthly_income: 2500,
			province: 'sevilla',
			signature: png,
			signature_method: 'trazo',
		});
		expect(copy[0]!.payload['sha256']).toMatch(/^[0-9a-f]{64}$/);
	});

	it('with emails turned off only the legal copy is queued', async () => {
		const pro = await signedInUser(app, { role: 'agente_inmobiliario' });
		const admin = await signedInUser(app, { admin: true });
		// On by default; the person's own client may turn it off (the column grant).
		expect(await fetchEmailNotifications(pro.client, pro.id)).toBe(true);
		expect(await updateEmailNotifications(pro.client, pro.id, false)).toBe(false);
		expect(await fetchEmailNotifications(pro.client, pro.id)).toBe(false);
		// Nobody else can change it for them.
		const other = await signedInUser(app);
		await expect(updateEmailNotifications(other.client, pro.id, true)).rejects.toThrow();
		const ticket = await openTicket(pro, 'Sin emails');
		await admin.client
			.from('ticket_messages')
			.insert({ ticket_id: ticket, body: 'Hola', is_staff: true });
		await sendNotification(admin.client, {
			title: 'Aviso',
			message: 'Hola',
			target: { userId: pro.id },
		});
		const { data: form } = await pro.client
			.from('share_forms')
			.insert({ owner_id: pro.id, title: 'Formulario sin avisos' })
			.select('token')
			.single();
		const clientEmail = uniqueEmail('firmante');
		await client(app).rpc(
			'submit_share_form',
			answer(form!.token, { p_email: clientEmail }) as never,
		);
		expect(await templatesFor(pro.email)).toEqual([]);
		await confirmSignedCopy(app, clientEmail);
		expect(await templatesFor(clientEmail)).toEqual([
			'confirmar_copia',
			'copia_formulario_firmado',
		]);
	});

	it('nobody but the service role reads the queue or calls the worker’s functions', async () => {
		const ana = await signedInUser(app);
		const admin = await signedInUser(app, { admin: true });
		await openTicket(ana, 'Cola privada');
		for (const c of [client(app), ana.client, admin.client]) {
			const { data } = await c.from('email_outbox').select('id');
			expect(data ?? []).toEqual([]);
			const claim = await c.rpc('email_claim', { p_limit: 10, p_lease_seconds: 60 });
			expect(claim.error).not.toBeNull();
			const mark = await c.rpc('email_mark_failed', {
				p_id: ana.id,
				p_error: 'x',
				p_retry_in_seconds: 1,
			});
			expect(mark.error).not.toBeNull();
		}
	});
});

describe('the worker delivers to the local mailbox', () => {
	it('sends a team answer with every user value escaped and marks it sent', async () => {
		const ana = await signedInUser(app);
		const admin = await signedInUser(app, { admin: true });
		const ticket = await openTicket(ana, '<b>Hola</b> & «adiós»');
		await admin.client
			.from('ticket_messages')
			.insert({ ticket_id: ticket, body: '<script>alert(1)</script>', is_staff: true });
		await drain();
		const mails = app.mailbox.list(ana.email).filter((m) => m.type === 'respuesta_soporte');
		expect(mails).toHaveLength(1);
		const mail = mails[0]!;
		expect(mail.subject).toBe('Nueva respuesta a tu consulta: <b>Hola</b> & «adiós»');
		expect(mail.html).toContain('&#60;b&#62;Hola&#60;/b&#62; &#38; «adiós»');
		expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
		expect(mail.html).not.toContain('<script>');
		expect(mail.link).toBe(`${app.config.siteUrl}/soporte?ticket=${ticket}`);
		expect((await queuedFor(ana.email)).map((r) => r.status)).toEqual(['sent']);
	});

	it('the signed-form copy shows the signature inline', async () => {
		const pro = await signedInUser(app, { role: 'promotora' });
		const { data: form } = await pro.client
			.from('share_forms')
			.insert({ owner_id: pro.id, title: 'Obra nueva' })
			.select('token')
			.single();
		const clientEmail = uniqueEmail('copia');
		await client(app).rpc(
			'submit_share_form',
			answer(form!.token, { p_email: clientEmail }) as never,
		);
		await confirmSignedCopy(app, clientEmail);
		await drain();
		const copy = app.mailbox.list(clientEmail).find((m) => m.type === 'copia_formulario_firmado');
		expect(copy?.type).toBe('copia_formulario_firmado');
		expect(copy?.attachments).toEqual(['firma.png']);
		expect(copy?.html).toContain(`src="${png}"`);
		expect(copy?.text).toContain('Situación laboral: Asalariado con contrato indefinido');
		// Sent: the queue no longer keeps a copy of the signature.
		const row = (await queuedFor(clientEmail)).find(
			(r) => r.template === 'copia_formulario_firmado',
		);
		expect(row?.status).toBe('sent');
		expect(row?.payload).not.toHaveProperty('signature');
		expect(row?.payload).toHaveProperty('name', 'Ana Pérez');
	});
});
