import { atom } from 'nanostores';
import { personName } from '~/lib/admin/admin.ts';
import { roleLabel } from '~/lib/auth/roles.ts';
import { checkRoleRequest, roleRequestErrorMessage } from '~/lib/roleRequests/roleRequests.ts';
import type { PortalClient } from '~/lib/supabase/client.ts';
import { type RoleDecision, type RoleRequestRow } from '~/lib/supabase/roleRequests.ts';
import { roleRequestStatusValues, type RoleRequestStatus } from '~/lib/roleRequests/states.ts';
import type { PersonRow } from '~/lib/supabase/admin.ts';
import { liveWhileMounted, type LiveDeps } from './shared/live.ts';
import { createFetcherStore, refresh } from './shared/query.ts';
import { $userId, portalClient, refreshProfile } from './session.ts';
import { overridable } from './shared/deps.ts';

/**
 * Role change requests: the signed-in person's latest request (live: it follows the admin's
 * decision), asking for another role, and the admin's list and decisions.
 */

/** Where the store finds the client and Realtime; fakes in unit tests. */
export interface RoleRequestDeps {
	client: () => Promise<PortalClient>;
	live?: LiveDeps;
}

const deps = overridable<RoleRequestDeps>({ client: portalClient });

/** Replaces some of the store's dependencies (unit tests); returns the function that restores them. */
export const configureRoleRequests = deps.configure;

const queries = () => import('~/lib/supabase/roleRequests.ts');

/** What an action did, in Spanish; `field` names what to fix. */
export interface RoleRequestResult {
	ok: boolean;
	message: string;
	field?: 'role' | 'reason';
}

/** The signed-in person's latest request, or null when they never asked. */
export const $myRoleRequest = createFetcherStore<RoleRequestRow | null>(
	['role-requests/mine/', $userId],
	{
		fetcher: async (_prefix, userId) =>
			(await queries()).fetchLatestRoleRequest(await deps.get().client(), String(userId)),
	},
);

/** Realtime through supabase-js, loaded on first use. */
const liveDefaults: LiveDeps = {
	realtime: async () => {
		const [client, realtime] = await Promise.all([
			portalClient(),
			import('~/lib/supabase/realtime.ts'),
		]);
		return { client: realtime.realtimeOf(client), subscribe: realtime.subscribeToChanges };
	},
};

// The decision reaches the profile while it is open: any change of the person's requests
// (RLS lets them see only their own) reloads the latest one.
liveWhileMounted(
	$myRoleRequest,
	$userId,
	(userId) => ({
		channel: `role-requests:${userId}`,
		table: 'role_change_requests',
		filter: `user_id=eq.${userId}`,
		onChange: () => {
			refresh($myRoleRequest);
			// An approval changed the profile's role: the header and the profile read it again.
			void refreshProfile();
		},
		onJoined: () => refresh($myRoleRequest),
	}),
	{ realtime: () => (deps.get().live ?? liveDefaults).realtime() },
);

/**
 * Asks for `wanted` instead of `currentRole`, with an optional reason. Checked first (another
 * role, at most 500 characters); the database refuses a second pending request.
 */
export async function requestRoleChange(
	currentRole: string,
	wanted: string,
	reason: string,
): Promise<RoleRequestResult> {
	const checked = checkRoleRequest(currentRole, wanted, reason);
	if (!checked.ok) return checked;
	try {
		await (
			await queries()
		).insertRoleRequest(await deps.get().client(), {
			toRole: checked.toRole,
			reason: checked.reason,
		});
		return {
			ok: true,
			message: `Solicitud enviada: pasar a ${roleLabel(checked.toRole)}. Te avisaremos cuando el equipo la revise.`,
		};
	} catch (error) {
		return { ok: false, message: roleRequestErrorMessage(error) };
	} finally {
		refresh($myRoleRequest);
	}
}

/** The admin's list: the state shown (pendiente by default; anything else reads as pendiente). */
export const $roleRequestFilter = atom<string>('pendiente');

const statusOf = (value: string): RoleRequestStatus =>
	roleRequestStatusValues.find((s) => s === value) ?? 'pendiente';

/** The requests of the chosen state with the names of who asked. */
export const $roleRequests = createFetcherStore<{
	requests: RoleRequestRow[];
	people: Record<string, PersonRow>;
}>(['role-requests/admin/', $userId, '?', $roleRequestFilter], {
	fetcher: async (_prefix, _userId, _q, status) => {
		const client = await deps.get().client();
		const [{ listRoleRequests }, { profilesByIds }] = await Promise.all([
			queries(),
			import('~/lib/supabase/admin.ts'),
		]);
		const requests = await listRoleRequests(client, statusOf(String(status)));
		const people = await profilesByIds(
			client,
			requests.map((r) => r.user_id),
		);
		return { requests, people };
	},
});

/** Approves (the profile takes the new role) or rejects a request; the person is notified. */
export async function decideRoleRequest(
	request: RoleRequestRow,
	person: PersonRow | undefined,
	decision: RoleDecision,
): Promise<RoleRequestResult> {
	const name = personName(person, request.user_id);
	try {
		await (await queries()).decideRoleRequest(await deps.get().client(), request.id, decision);
		return {
			ok: true,
			message:
				decision === 'aprobada'
					? `Aprobado: ${name} ahora es ${roleLabel(request.to_role)}.`
					: `Rechazada la solicitud de ${name}.`,
		};
	} catch (error) {
		return { ok: false, message: roleRequestErrorMessage(error) };
	} finally {
		refresh($roleRequests);
	}
}
