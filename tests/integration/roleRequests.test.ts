// Dominio: roleRequests
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import {
	decideRoleRequest,
	fetchLatestRoleRequest,
	insertRoleRequest,
	listRoleRequests,
} from '../../src/lib/supabase/roleRequests.ts';
import { type Client, client, service, signedInUser, startTestServer } from './helpers.ts';

/**
 * Role change requests against the real local backend (issue 26, item 10): who may ask, read
 * and decide, one pending request at a time, and what an approval or a rejection does to the
 * profile and the bell.
 */

let app: LocalSupabase;
let svc: Client;
type User = Awaited<ReturnType<typeof signedInUser>>;
let ana: User;
let bea: User;
let admin: User;

beforeAll(async () => {
	app = await startTestServer();
	svc = service(app);
	[ana, bea, admin] = await Promise.all([
		signedInUser(app),
		signedInUser(app, { role: 'promotora' }),
		signedInUser(app, { admin: true }),
	]);
}, 300_000);
afterAll(() => app?.close());

const roleOf = async (id: string) =>
	(await svc.from('profiles').select('role').eq('id', id).single()).data?.role;
const notificationsOf = async (id: string) =>
	(
		await svc
			.from('notifications')
			.select('title, message, action_url')
			.eq('user_id', id)
			.order('created_at')
	).data;

describe('role change requests', () => {
	it('a person asks once: the current role comes from the profile, a second pending one is refused', async () => {
		await insertRoleRequest(ana.client, { toRole: 'inmobiliaria', reason: 'Abro mi agencia' });
		const mine = await fetchLatestRoleRequest(ana.client, ana.id);
		expect(mine).toMatchObject({
			user_id: ana.id,
			from_role: 'particular',
			to_role: 'inmobiliaria',
			reason: 'Abro mi agencia',
			status: 'pendiente',
			decided_at: null,
		});
		await expect(
			insertRoleRequest(ana.client, { toRole: 'promotora', reason: null }),
		).rejects.toThrow('Ya tienes una solicitud de cambio de rol pendiente.');
		// Asking still leaves the profile as it was.
		expect(await roleOf(ana.id)).toBe('particular');
	});

	it('nobody asks for the role they have, or writes the decision, the user or the current role', async () => {
		await expect(
			insertRoleRequest(bea.client, { toRole: 'promotora', reason: null }),
		).rejects.toThrow('Ya tienes ese rol.');
		const forged = await bea.client
			.from('role_change_requests')
			.insert({ to_role: 'particular', status: 'aprobada' });
		expect(forged.error?.code).toBe('42501');
		const onBehalf = await bea.client
			.from('role_change_requests')
			.insert({ user_id: ana.id, to_role: 'promotora' });
		expect(onBehalf.error?.code).toBe('42501');
		const fromRole = await bea.client
			.from('role_change_requests')
			.insert({ to_role: 'particular', from_role: 'inmobiliaria' });
		expect(fromRole.error?.code).toBe('42501');
	});

	it('only the owner and admins read a request; the owner cannot decide their own', async () => {
		const mine = (await fetchLatestRoleRequest(ana.client, ana.id))!;
		expect(await fetchLatestRoleRequest(bea.client, ana.id)).toBeNull();
		expect((await client(app).from('role_change_requests').select('id')).data ?? []).toEqual([]);
		await expect(decideRoleRequest(ana.client, mine.id, 'aprobada')).rejects.toThrow();
		await expect(decideRoleRequest(bea.client, mine.id, 'aprobada')).rejects.toThrow();
		const pending = await listRoleRequests(admin.client, 'pendiente');
		expect(pending.map((r) => r.id)).toContain(mine.id);
		expect(await roleOf(ana.id)).toBe('particular');
	});

	it('an approval sets the profile role and notifies the person; a decision is final', async () => {
		const mine = (await fetchLatestRoleRequest(ana.client, ana.id))!;
		await decideRoleRequest(admin.client, mine.id, 'aprobada');
		expect(await roleOf(ana.id)).toBe('inmobiliaria');
		expect(await fetchLatestRoleRequest(ana.client, ana.id)).toMatchObject({
			status: 'aprobada',
		});
		const decided = await svc
			.from('role_change_requests')
			.select('decided_by')
			.eq('id', mine.id)
			.single();
		expect(decided.data).toEqual({ decided_by: admin.id });
		expect(await notificationsOf(ana.id)).toEqual([
			{
				title: 'Cambio de rol aprobado',
				message: 'Tu rol ahora es Inmobiliaria.',
				action_url: '/dashboard#perfil',
			},
		]);
		await expect(decideRoleRequest(admin.client, mine.id, 'rechazada')).rejects.toThrow(
			'Esta solicitud ya está decidida.',
		);
		expect(await roleOf(ana.id)).toBe('inmobiliaria');
	});

	it('a rejection keeps the role, tells the person, and lets them ask again', async () => {
		await insertRoleRequest(bea.client, { toRole: 'agente_inmobiliario', reason: null });
		const request = (await fetchLatestRoleRequest(bea.client, bea.id))!;
		await decideRoleRequest(admin.client, request.id, 'rechazada');
		expect(await roleOf(bea.id)).toBe('promotora');
		expect(await notificationsOf(bea.id)).toEqual([
			{
				title: 'Cambio de rol no aprobado',
				message:
					'Tu solicitud para pasar a Agente inmobiliario no se ha aprobado. Si tienes dudas, escríbenos desde Soporte.',
				action_url: '/soporte',
			},
		]);
		await insertRoleRequest(bea.client, { toRole: 'particular', reason: null });
		expect(await fetchLatestRoleRequest(bea.client, bea.id)).toMatchObject({
			from_role: 'promotora',
			to_role: 'particular',
			status: 'pendiente',
		});
	});
});
