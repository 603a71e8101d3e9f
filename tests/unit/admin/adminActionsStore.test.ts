import { describe, expect, it } from 'vitest';
import { deleteAiAnswer, saveAiAnswer } from '~/stores/aiCache.ts';
import { openApplication } from '~/stores/applicationAdmin.ts';
import { $leadFilter, $leads, changeLeadStatus } from '~/stores/leads.ts';
import { createDrafts } from '~/stores/newsDrafts.ts';
import { sendAdminNotification, type NotifyDraft } from '~/stores/notificationsAdmin.ts';
import { setFilter } from '~/stores/shared/adminStore.ts';
import { loaded, storeTestSetup } from './adminFakeClient.ts';

const { useFake } = storeTestSetup();

describe('leads store', () => {
	it('filters by source, status and Madrid days (to: the start of the next day)', async () => {
		const calls = useFake(() => ({ data: [] }));
		setFilter($leadFilter, 'source=contacto&status=nuevo&from=2026-03-01&to=2026-03-31', $leads);
		await new Promise((r) => setTimeout(r, 0));
		expect(await loaded($leads)).toEqual([]);
		expect(calls.at(-1)).toEqual([
			'from("leads")',
			'select("id, source, name, email, phone, message, status, created_at")',
			'eq("source", "contacto")',
			'eq("status", "nuevo")',
			// 1 March is winter time (UTC+1); 1 April is summer time (UTC+2).
			'gte("created_at", "2026-02-28T23:00:00.000Z")',
			'lt("created_at", "2026-03-31T22:00:00.000Z")',
			'order("created_at", {"ascending":false})',
			'limit(500)',
		]);
	});

	it('moves a lead and names it; a refused update is not claimed', async () => {
		const calls = useFake(() => ({ count: 1 }));
		expect(await changeLeadStatus({ id: 'l1', name: 'Luis Martín' }, 'cerrado')).toEqual({
			ok: true,
			message: 'Contacto de Luis Martín: Cerrado',
		});
		expect(calls[0]).toEqual([
			'from("leads")',
			'update({"status":"cerrado"}, {"count":"exact"})',
			'eq("id", "l1")',
		]);
		useFake(() => ({ count: 0 }));
		expect((await changeLeadStatus({ id: 'l1', name: 'Luis' }, 'nuevo')).ok).toBe(false);
	});
});

describe('applications store', () => {
	it('asks for an email, says when nobody has it, and opens at step 1 otherwise', async () => {
		const none = useFake(() => ({ data: [] }));
		expect(await openApplication('  ')).toEqual({
			ok: false,
			message: 'Escribe el email de la persona',
		});
		expect(none).toEqual([]);
		expect(await openApplication('nadie@example.com')).toEqual({
			ok: false,
			message: 'No hay ninguna persona con ese email',
		});
		const calls = useFake((chain) =>
			chain[0]!.startsWith('rpc')
				? {
						data: [{ id: 'u9', email: 'Eva@Example.com', first_name: 'Eva', last_name: 'Sanz' }],
					}
				: {},
		);
		expect(await openApplication(' eva@example.com ')).toEqual({
			ok: true,
			message: 'Solicitud de Eva Sanz abierta en el paso 1',
		});
		expect(calls[1]).toEqual([
			'from("application_progress")',
			'upsert({"user_id":"u9","current_step":1,"completed_steps":[],"status":"en_curso"}, {"onConflict":"user_id"})',
		]);
	});
});

describe('AI answers store', () => {
	it('refuses an empty answer without a call, saves the trimmed text, deletes', async () => {
		const calls = useFake(() => ({ count: 1 }));
		expect(await saveAiAnswer('h1', '   ')).toEqual({ ok: false, message: 'Escribe la respuesta' });
		expect(calls).toEqual([]);
		expect(await saveAiAnswer('h1', '  La TAE incluye comisiones.  ')).toEqual({
			ok: true,
			message: 'Respuesta guardada',
		});
		expect(calls[0]).toEqual([
			'from("ai_response_cache")',
			'update({"response":"La TAE incluye comisiones."}, {"count":"exact"})',
			'eq("question_hash", "h1")',
		]);
		expect(await deleteAiAnswer('h1')).toEqual({ ok: true, message: 'Respuesta borrada' });
	});
});

describe('notifications of the admin', () => {
	const draft: NotifyDraft = {
		kind: 'role',
		email: '',
		role: 'agente_inmobiliario',
		title: ' Nuevas comisiones ',
		message: 'Revisa tu panel.',
		actionUrl: '/dashboard',
	};

	it('sends to a role and says how many people got it', async () => {
		const calls = useFake(() => ({ data: 3 }));
		expect(await sendAdminNotification(draft)).toEqual({
			ok: true,
			message: 'Notificación enviada a 3 personas (Agente inmobiliario).',
		});
		expect(calls[0]).toEqual([
			'rpc("admin_notify", {"p_title":"Nuevas comisiones","p_message":"Revisa tu panel.","p_action_url":"/dashboard","p_user_id":null,"p_role":"agente_inmobiliario"})',
		]);
		useFake(() => ({ data: 1 }));
		expect((await sendAdminNotification(draft)).message).toBe(
			'Notificación enviada a 1 persona (Agente inmobiliario).',
		);
	});

	it('points at the field to fix: an unknown email, a missing title, an outside link', async () => {
		useFake(() => ({ data: [] }));
		expect(await sendAdminNotification({ ...draft, kind: 'user', email: 'x@example.com' })).toEqual(
			{
				ok: false,
				field: 'email',
				message: 'No hay ninguna persona con ese email',
			},
		);
		expect(await sendAdminNotification({ ...draft, title: ' ' })).toEqual({
			ok: false,
			field: 'title',
			message: 'Escribe un título',
		});
		expect(
			(await sendAdminNotification({ ...draft, actionUrl: 'https://otro.example' })).field,
		).toBe('actionUrl');
	});
});

describe('news drafts store', () => {
	it('keeps the database code of a failed insert (23505: a taken address)', async () => {
		useFake(() => ({ error: { message: 'duplicate key', code: '23505' } }));
		expect(await createDrafts([{ title: 'Un titular', slug: 'un-titular' }])).toEqual({
			ok: false,
			code: '23505',
		});
		useFake(() => ({}));
		expect(await createDrafts([{ title: 'Otro titular', slug: 'otro-titular' }])).toEqual({
			ok: true,
		});
	});
});
