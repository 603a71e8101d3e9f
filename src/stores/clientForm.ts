import { atom } from 'nanostores';
import type { NewFormLink } from '~/lib/clientForm/formLinks.ts';
import type { CopyOutcome, FormLookup, SubmitOutcome } from '~/lib/clientForm/outcome.ts';
import type { ClientFormValues, SignatureInput } from '~/lib/clientForm/schema.ts';
import type { PortalClient } from '~/lib/supabase/client.ts';
import type { ClientLeadRow, ShareFormRow } from '~/lib/supabase/clientForm.ts';
import type { LeadStatus } from '~/lib/leads/states.ts';
import { liveWhileMounted, type LiveDeps } from './shared/live.ts';
import { createFetcherStore, mutateCache, refresh } from './shared/query.ts';
import { $userId, portalClient } from './session.ts';
import { overridable } from './shared/deps.ts';

export type { ClientLeadRow, ShareFormRow };

/**
 * The professional's client forms: their shareable links and the leads signed through them
 * («Mis formularios», «Mis clientes»), the actions on both, and the public side of a link
 * (/formulario: read it, send the signed answers). New signed leads arrive through Realtime
 * while anyone reads the list. Islands call these; only this module talks to supabase-js.
 */

/** Where the store finds the client, the queries and Realtime; replaced in unit tests. */
export interface ClientFormsDeps {
	client: () => Promise<PortalClient>;
	queries: () => Promise<typeof import('~/lib/supabase/clientForm.ts')>;
	live?: LiveDeps;
}

const deps = overridable<ClientFormsDeps>({
	client: portalClient,
	queries: () => import('~/lib/supabase/clientForm.ts'),
});

/** Replaces some of the store's dependencies (unit tests); returns the function that restores them. */
export const configureClientForm = deps.configure;

/** The client and the queries, loaded together on first use. */
async function load() {
	const [client, queries] = await Promise.all([deps.get().client(), deps.get().queries()]);
	return { client, ...queries };
}

/**
 * A professional's forms and the newest leads that came through them (a page: `more` says
 * whether older ones exist).
 */
export interface ClientForms {
	forms: ShareFormRow[];
	leads: ClientLeadRow[];
	more: boolean;
}

const keyPrefix = 'clientForms/';

/** Clients shown at first and added by each «show more». */
export const clientsPageSize = 25;
/** How many clients the list shows now (grows by a page; back to one page on sign-out). */
const $clientsShown = atom(clientsPageSize);
$userId.listen(() => $clientsShown.set(clientsPageSize));

/** The signed-in professional's forms and leads (keyed by the user, like every panel store). */
export const $clients = createFetcherStore<ClientForms>([keyPrefix, $userId], {
	fetcher: async (_prefix, userId) => {
		const { client, listShareForms, listClientLeads } = await load();
		const forms = await listShareForms(client, String(userId));
		const shown = $clientsShown.get();
		// One row more than shown says whether there are older clients, without counting them.
		const leads = await listClientLeads(
			client,
			forms.map((f) => f.id),
			shown + 1,
		);
		return { forms, leads: leads.slice(0, shown), more: leads.length > shown };
	},
});

/** Shows the next page of older clients (the list loads again with one page more). */
export function showMoreClients(): void {
	$clientsShown.set($clientsShown.get() + clientsPageSize);
	refreshClients();
}

/** Loads the list again, after a running load if there is one (a save, a new signed lead). */
export function refreshClients(): void {
	if ($userId.get()) refresh($clients);
}

/** The Realtime of the browser client (the default of live.ts, loaded on first watch). */
const defaultLive: LiveDeps = {
	realtime: async () => {
		const [client, realtime] = await Promise.all([
			deps.get().client(),
			import('~/lib/supabase/realtime.ts'),
		]);
		return { client: realtime.realtimeOf(client), subscribe: realtime.subscribeToChanges };
	},
};

// A client who signs a link inserts a lead; RLS delivers it only to the form's owner (and
// admins). The insert refreshes the list, and so does every (re)join: leads signed while the
// channel was down were not delivered.
liveWhileMounted(
	$clients,
	$userId,
	(userId) => ({
		channel: `leads:${userId}`,
		table: 'leads',
		event: 'INSERT',
		onChange: refreshClients,
		onJoined: refreshClients,
	}),
	{ realtime: () => (deps.get().live ?? defaultLive).realtime() },
);

/** The signed-in user's id, or an error (the panel hides these actions when signed out). */
function signedInUser(): string {
	const userId = $userId.get();
	if (!userId) throw new Error('Inicia sesión para gestionar tus formularios.');
	return userId;
}

/**
 * Creates a form link and shows it at once at the top of the list (before the reload confirms
 * it), so the island can move the focus to it. Returns the new row.
 */
export async function createFormLink(values: NewFormLink): Promise<ShareFormRow> {
	const userId = signedInUser();
	const { client, createShareForm } = await load();
	const row = await createShareForm(client, userId, values);
	const shown = $clients.get().data;
	if (shown) mutateCache(`${keyPrefix}${userId}`, { ...shown, forms: [row, ...shown.forms] });
	refreshClients();
	return row;
}

/** Renames a link (its title, which the client sees on /formulario). */
export async function renameFormLink(id: string, title: string): Promise<void> {
	signedInUser();
	const { client, renameShareForm } = await load();
	await renameShareForm(client, id, title);
	refreshClients();
}

/** Deactivates (false) or reactivates (true) a link. */
export async function setFormLinkActive(id: string, active: boolean): Promise<void> {
	signedInUser();
	const { client, setShareFormActive } = await load();
	await setShareFormActive(client, id, active);
	refreshClients();
}

/** Saves a lead's follow-up (status and notes), when the professional presses «Guardar». */
export async function saveLeadFollowUp(
	id: string,
	values: { status: LeadStatus; notes: string | null },
): Promise<void> {
	signedInUser();
	const { client, updateClientLead } = await load();
	await updateClientLead(client, id, values);
	refreshClients();
}

/** The public view of a link for /formulario (anyone, signed in or not). */
export async function fetchPublicForm(token: string): Promise<FormLookup> {
	const { client, fetchPublicShareForm } = await load();
	return fetchPublicShareForm(client, token);
}

/** Asks for the copy of a signed form at the address its link was mailed to; never throws. */
export async function confirmCopy(token: string): Promise<CopyOutcome> {
	try {
		const { client, confirmSignedCopy } = await load();
		return await confirmSignedCopy(client, token);
	} catch {
		return 'failed';
	}
}

/** Sends a client's signed answers to a link; never throws (a failure is an outcome). */
export async function submitSignedForm(
	token: string,
	values: ClientFormValues & SignatureInput,
): Promise<SubmitOutcome> {
	try {
		const { client, submitShareForm } = await load();
		return await submitShareForm(client, token, values);
	} catch {
		return { ok: false, reason: 'failed' };
	}
}
