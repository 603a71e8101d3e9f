import { describe, expect, it } from 'vitest';
import type { RoleRequestRow } from '~/lib/supabase/roleRequests.ts';
import type { LiveDeps } from '~/stores/shared/live.ts';
import {
	$myRoleRequest,
	configureRoleRequests,
	decideRoleRequest,
	requestRoleChange,
} from '~/stores/roleRequests.ts';
import { loaded, storeTestSetup, type Answer } from '../admin/adminFakeClient.ts';

const request: RoleRequestRow = {
	id: 'r1',
	user_id: 'u1',
	from_role: 'particular',
	to_role: 'inmobiliaria',
	reason: null,
	status: 'pendiente',
	created_at: '2026-11-26T10:00:00Z',
	decided_at: null,
};

/** Realtime that records the subscriptions the store opens. */
function fakeLive() {
	const channels: string[] = [];
	const live: LiveDeps = {
		realtime: () =>
			Promise.resolve({
				client: {} as never,
				subscribe: (_client, sub) => {
					channels.push(`${sub.channel} ${sub.table} ${sub.filter ?? ''}`);
					return () => {};
				},
			}),
	};
	return { live, channels };
}

const live = fakeLive();
const { useFake: fake } = storeTestSetup('u1', (client) =>
	configureRoleRequests({ client: () => Promise.resolve(client), live: live.live }),
);
/** Installs a fake client and returns its calls and the channels opened so far. */
function useFake(answer?: (chain: string[]) => Answer) {
	return { calls: fake(answer), channels: live.channels };
}

describe('role requests store', () => {
	it('loads the person’s latest request and watches their requests while read', async () => {
		const { calls, channels } = useFake(() => ({ data: [request] }));
		expect(await loaded($myRoleRequest)).toEqual(request);
		expect(calls[0]).toEqual([
			'from("role_change_requests")',
			'select("id, user_id, from_role, to_role, reason, status, created_at, decided_at")',
			'eq("user_id", "u1")',
			'order("created_at", {"ascending":false})',
			'limit(1)',
		]);
		const stop = $myRoleRequest.listen(() => {});
		await new Promise((r) => setTimeout(r, 0));
		expect(channels).toEqual(['role-requests:u1 role_change_requests user_id=eq.u1']);
		stop();
	});

	it('checks before asking: another role, a reason of at most 500 characters', async () => {
		const { calls } = useFake(() => ({}));
		expect(await requestRoleChange('particular', 'particular', '')).toEqual({
			ok: false,
			field: 'role',
			message: 'Ya tienes ese rol; elige otro',
		});
		expect(await requestRoleChange('particular', '', '')).toEqual({
			ok: false,
			field: 'role',
			message: 'Elige el rol que quieres tener',
		});
		expect(await requestRoleChange('particular', 'promotora', 'x'.repeat(501))).toEqual({
			ok: false,
			field: 'reason',
			message: 'El motivo no puede exceder 500 caracteres',
		});
		expect(calls.filter((c) => c.some((step) => step.startsWith('insert')))).toEqual([]);
	});

	it('sends the wanted role and the trimmed reason, and says what happens next', async () => {
		const { calls } = useFake(() => ({}));
		expect(await requestRoleChange('particular', 'promotora', '  Vendo obra nueva  ')).toEqual({
			ok: true,
			message: 'Solicitud enviada: pasar a Promotora. Te avisaremos cuando el equipo la revise.',
		});
		expect(calls[0]).toEqual([
			'from("role_change_requests")',
			'insert({"to_role":"promotora","reason":"Vendo obra nueva"})',
		]);
	});

	it('shows the database’s Spanish reason for a second pending request', async () => {
		useFake(() => ({
			error: {
				message: 'Ya tienes una solicitud de cambio de rol pendiente.',
				code: '23505',
			},
		}));
		expect(await requestRoleChange('particular', 'promotora', '')).toEqual({
			ok: false,
			message: 'Ya tienes una solicitud de cambio de rol pendiente.',
		});
	});

	it('an admin approves or rejects, and the outcome names the person and the role', async () => {
		const { calls } = useFake(() => ({ count: 1 }));
		const person = {
			email: 'ana@example.com',
			first_name: 'Ana',
			last_name: 'Ruiz',
			role: 'particular',
		};
		expect(await decideRoleRequest(request, person, 'aprobada')).toEqual({
			ok: true,
			message: 'Aprobado: Ana Ruiz ahora es Inmobiliaria.',
		});
		expect(calls[0]).toEqual([
			'from("role_change_requests")',
			'update({"status":"aprobada"}, {"count":"exact"})',
			'eq("id", "r1")',
		]);
		expect(await decideRoleRequest(request, person, 'rechazada')).toEqual({
			ok: true,
			message: 'Rechazada la solicitud de Ana Ruiz.',
		});
		useFake(() => ({ error: { message: 'Esta solicitud ya está decidida.', code: '22023' } }));
		expect(await decideRoleRequest(request, person, 'aprobada')).toEqual({
			ok: false,
			message: 'Esta solicitud ya está decidida.',
		});
	});
});
