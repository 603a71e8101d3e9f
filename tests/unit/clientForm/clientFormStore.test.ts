import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalClient } from '~/lib/supabase/client.ts';
import type { ChangeSubscription, RealtimeClientLike } from '~/lib/supabase/realtime.ts';
import type { ClientLeadRow, ShareFormRow } from '~/lib/supabase/clientForm.ts';
import {
	$clients,
	configureClientForm,
	createFormLink,
	fetchPublicForm,
	saveLeadFollowUp,
	setFormLinkActive,
	showMoreClients,
	submitSignedForm,
	type ClientFormsDeps,
} from '~/stores/clientForm.ts';
import { $session } from '~/stores/session.ts';

const form = (id: string, title = `Formulario ${id}`): ShareFormRow => ({
	id,
	token: `tok-${id}`,
	title,
	description: null,
	is_active: true,
	expires_at: null,
	created_at: '2026-11-20T10:00:00Z',
});
const lead = (id: string, formId: string): ClientLeadRow =>
	({ id, name: `Cliente ${id}`, share_form_id: formId, status: 'nuevo' }) as ClientLeadRow;

/**
 * A stand-in for the share-form queries over an in-memory table set, recording every call, and
 * a Realtime stand-in whose open channels the test can fire.
 */
function fakeBackend() {
	const db = { forms: [form('f1')], leads: [lead('l1', 'f1')] };
	const calls: string[] = [];
	/** The row limit of each leads query (undefined: every row). */
	const limits: (number | undefined)[] = [];
	const channels = new Map<string, ChangeSubscription>();
	const client = { fake: true } as unknown as PortalClient;
	const queries = {
		listShareForms: (c: PortalClient, owner: string) => {
			expect(c).toBe(client);
			calls.push(`list-forms:${owner}`);
			return Promise.resolve([...db.forms]);
		},
		listClientLeads: (_c: PortalClient, ids: readonly string[], limit?: number) => {
			calls.push(`list-leads:${ids.join(',')}`);
			limits.push(limit);
			const rows = db.leads.filter((l) => ids.includes(l.share_form_id ?? ''));
			return Promise.resolve(rows.slice(0, limit ?? rows.length));
		},
		createShareForm: (_c: PortalClient, owner: string, values: { title: string }) => {
			calls.push(`create:${owner}:${values.title}`);
			const row = form(`f${db.forms.length + 1}`, values.title);
			db.forms = [row, ...db.forms];
			return Promise.resolve(row);
		},
		setShareFormActive: (_c: PortalClient, id: string, active: boolean) => {
			calls.push(`active:${id}:${active}`);
			return Promise.resolve();
		},
		renameShareForm: () => Promise.resolve(),
		updateClientLead: (_c: PortalClient, id: string, v: { status: string }) => {
			calls.push(`lead:${id}:${v.status}`);
			return Promise.resolve();
		},
		fetchPublicShareForm: (_c: PortalClient, token: string) => {
			calls.push(`public:${token}`);
			return Promise.resolve({ kind: 'missing' as const });
		},
		submitShareForm: () => Promise.reject(new Error('network down')),
	};
	const deps: ClientFormsDeps = {
		client: () => Promise.resolve(client),
		queries: () =>
			Promise.resolve(queries as unknown as Awaited<ReturnType<ClientFormsDeps['queries']>>),
		live: {
			realtime: () =>
				Promise.resolve({
					client: {} as RealtimeClientLike,
					subscribe: (_c: RealtimeClientLike, sub: ChangeSubscription) => {
						channels.set(sub.channel, sub);
						return () => void channels.delete(sub.channel);
					},
				}),
		},
	};
	return { db, calls, limits, channels, deps };
}

const signIn = (id: string) =>
	$session.set({ status: 'signed-in', session: { user: { id } } as unknown as Session });

/** Waits until the store holds data whose form ids are `ids`. */
async function formsShown(ids: string[]) {
	for (let i = 0; i < 200; i++) {
		const data = $clients.get().data;
		if (data && JSON.stringify(data.forms.map((f) => f.id)) === JSON.stringify(ids)) return data;
		await new Promise((r) => setTimeout(r, 5));
	}
	throw new Error(`forms never became ${ids.join(',')}: ${JSON.stringify($clients.get().data)}`);
}

let restore: (() => void) | undefined;
let unlisten: (() => void) | undefined;
afterEach(() => {
	unlisten?.();
	restore?.();
	$session.set({ status: 'signed-out' });
});

describe('clientForms store', () => {
	it("loads the signed-in professional's forms, then the leads of those forms", async () => {
		const fake = fakeBackend();
		restore = configureClientForm(fake.deps);
		signIn('pro-1');
		unlisten = $clients.listen(() => {});
		const data = await formsShown(['f1']);
		expect(data.leads.map((l) => l.id)).toEqual(['l1']);
		expect(fake.calls).toContain('list-forms:pro-1');
		expect(fake.calls).toContain('list-leads:f1');
	});

	it('asks for a page of clients, never every row, and shows one page more when asked', async () => {
		const fake = fakeBackend();
		fake.db.leads = Array.from({ length: 60 }, (_, i) => lead(`l${i + 1}`, 'f1'));
		restore = configureClientForm(fake.deps);
		signIn('pro-page');
		unlisten = $clients.listen(() => {});
		const first = await formsShown(['f1']);
		expect(first.leads).toHaveLength(25);
		expect(first.more).toBe(true);
		expect(fake.limits).toEqual([26]);
		showMoreClients();
		for (let i = 0; i < 200 && $clients.get().data?.leads.length !== 50; i++) {
			await new Promise((r) => setTimeout(r, 5));
		}
		expect(
			$clients
				.get()
				.data?.leads.map((l) => l.id)
				.slice(24, 26),
		).toEqual(['l25', 'l26']);
		expect(fake.limits.at(-1)).toBe(51);
		showMoreClients();
		for (let i = 0; i < 200 && $clients.get().data?.more !== false; i++) {
			await new Promise((r) => setTimeout(r, 5));
		}
		expect($clients.get().data?.leads).toHaveLength(60);
	});

	it('shows a created link at the top of the list at once and returns it', async () => {
		const fake = fakeBackend();
		restore = configureClientForm(fake.deps);
		signIn('pro-2');
		unlisten = $clients.listen(() => {});
		await formsShown(['f1']);
		const row = await createFormLink({
			title: 'Compradores de Los Olivos',
			description: null,
			expiresOn: null,
		});
		expect(row.id).toBe('f2');
		expect($clients.get().data?.forms.map((f) => f.title)).toEqual([
			'Compradores de Los Olivos',
			'Formulario f1',
		]);
		expect(fake.calls).toContain('create:pro-2:Compradores de Los Olivos');
	});

	it('refuses the professional actions while signed out, without calling the backend', async () => {
		const fake = fakeBackend();
		restore = configureClientForm(fake.deps);
		await expect(setFormLinkActive('f1', false)).rejects.toThrow(/Inicia sesión/);
		await expect(saveLeadFollowUp('l1', { status: 'contactado', notes: null })).rejects.toThrow(
			/Inicia sesión/,
		);
		expect(fake.calls).toEqual([]);
	});

	it('saves a follow-up and a deactivation through the queries, then reloads the list', async () => {
		const fake = fakeBackend();
		restore = configureClientForm(fake.deps);
		signIn('pro-3');
		await saveLeadFollowUp('l1', { status: 'contactado', notes: 'Llamar el lunes' });
		await setFormLinkActive('f1', false);
		expect(fake.calls.filter((c) => !c.startsWith('list-'))).toEqual([
			'lead:l1:contactado',
			'active:f1:false',
		]);
		expect(fake.calls).toContain('list-forms:pro-3');
	});

	it('listens to new leads while read, and a signed lead reloads the list', async () => {
		const fake = fakeBackend();
		restore = configureClientForm(fake.deps);
		signIn('pro-4');
		unlisten = $clients.listen(() => {});
		await formsShown(['f1']);
		for (let i = 0; i < 100 && !fake.channels.has('leads:pro-4'); i++) {
			await new Promise((r) => setTimeout(r, 5));
		}
		const channel = fake.channels.get('leads:pro-4');
		expect(channel).toMatchObject({ table: 'leads', event: 'INSERT' });
		fake.db.leads = [lead('l2', 'f1'), ...fake.db.leads];
		channel!.onChange({} as Parameters<ChangeSubscription['onChange']>[0]);
		for (let i = 0; i < 200 && $clients.get().data?.leads.length !== 2; i++) {
			await new Promise((r) => setTimeout(r, 5));
		}
		expect($clients.get().data?.leads.map((l) => l.id)).toEqual(['l2', 'l1']);
	});

	it('reads a public link and turns a failed send into an outcome instead of throwing', async () => {
		const fake = fakeBackend();
		restore = configureClientForm(fake.deps);
		expect(await fetchPublicForm('abc')).toEqual({ kind: 'missing' });
		expect(fake.calls).toEqual(['public:abc']);
		const outcome = await submitSignedForm('abc', {} as Parameters<typeof submitSignedForm>[1]);
		expect(outcome).toEqual({ ok: false, reason: 'failed' });
	});
});
