// Dominio: email, roleRequests
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import {
	decideRoleRequest,
	fetchLatestRoleRequest,
	insertRoleRequest,
} from '../../src/lib/supabase/roleRequests.ts';
import { service, signedInUser, startTestServer } from './helpers.ts';

/**
 * Issue 45, item 3: a decided role request is mailed to the person (migration
 * 20261208100100), once per decision, unless they turned emails off.
 */

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
}, 120_000);
afterAll(() => app?.close());

const outbox = async (userId: string) =>
	(
		await service(app)
			.from('email_outbox')
			.select('template, payload')
			.eq('user_id', userId)
			.order('created_at')
	).data;

describe('the role decision email', () => {
	it('approval and refusal each queue one «rol_decidido», with the role and the name', async () => {
		const [ana, admin] = await Promise.all([signedInUser(app), signedInUser(app, { admin: true })]);
		await insertRoleRequest(ana.client, { toRole: 'promotora', reason: null });
		const first = (await fetchLatestRoleRequest(ana.client, ana.id))!;
		await decideRoleRequest(admin.client, first.id, 'rechazada');
		await insertRoleRequest(ana.client, { toRole: 'inmobiliaria', reason: null });
		const second = (await fetchLatestRoleRequest(ana.client, ana.id))!;
		await decideRoleRequest(admin.client, second.id, 'aprobada');
		expect(await outbox(ana.id)).toEqual([
			{
				template: 'rol_decidido',
				payload: {
					request_id: first.id,
					status: 'rechazada',
					role: 'Promotora',
					first_name: 'Prueba',
				},
			},
			{
				template: 'rol_decidido',
				payload: {
					request_id: second.id,
					status: 'aprobada',
					role: 'Inmobiliaria',
					first_name: 'Prueba',
				},
			},
		]);
	});

	it('nothing is queued for a person who turned emails off', async () => {
		const [bea, admin] = await Promise.all([signedInUser(app), signedInUser(app, { admin: true })]);
		await service(app).from('profiles').update({ email_notifications: false }).eq('id', bea.id);
		await insertRoleRequest(bea.client, { toRole: 'promotora', reason: null });
		const request = (await fetchLatestRoleRequest(bea.client, bea.id))!;
		await decideRoleRequest(admin.client, request.id, 'aprobada');
		expect(await outbox(bea.id)).toEqual([]);
	});
});
