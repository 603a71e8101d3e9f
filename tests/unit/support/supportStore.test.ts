import type { Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TicketMessageRow } from '~/lib/supabase/support.ts';
import { $session } from '~/stores/session.ts';
import {
	$openTicketId,
	$ticketThread,
	changeTicketStatus,
	markTicketRead,
	sendMessage,
	TicketSendError,
} from '~/stores/supportThread.ts';
import {
	$inbox,
	$inboxFilter,
	$myTickets,
	assignTicket,
	configureSupport,
	openTicket,
} from '~/stores/support.ts';
import { fakeBackend, ticket } from './supportFake.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Waits (a few event-loop turns at most) until `check` holds. */
async function until(check: () => boolean): Promise<void> {
	for (let i = 0; i < 200 && !check(); i++) await tick();
	expect(check()).toBe(true);
}

let backend: ReturnType<typeof fakeBackend>;
let restore: () => void;
let stops: (() => void)[] = [];
let userSeq = 0;

/** Signs a new user in (a fresh cache key per test). */
function signIn(): string {
	const id = `viewer-${++userSeq}`;
	$session.set({
		status: 'signed-in',
		session: { access_token: 't', user: { id, app_metadata: {} } } as unknown as Session,
	});
	return id;
}

beforeEach(() => {
	backend = fakeBackend();
	restore = configureSupport(backend.deps);
});

afterEach(async () => {
	stops.forEach((stop) => stop());
	stops = [];
	$openTicketId.set(null);
	$inboxFilter.set('');
	restore();
	await tick();
});

describe('the person’s tickets', () => {
	it('load with read marks and follow a new message without fetching the list again', async () => {
		const me = signIn();
		backend.db.tickets = [
			ticket('a', '2026-11-26T10:00:00Z', { user_id: me }),
			ticket('b', '2026-11-26T09:00:00Z', { user_id: me }),
			ticket('z', '2026-11-26T11:00:00Z', { user_id: 'someone-else' }),
		];
		backend.db.reads = { a: '2026-11-26T10:05:00Z' };
		stops.push($myTickets.listen(() => {}));
		await until(() => $myTickets.get().data !== undefined && backend.subs.size > 0);
		expect($myTickets.get().data?.tickets.map((t) => t.id)).toEqual(['a', 'b']);
		expect($myTickets.get().data?.reads).toEqual({ a: '2026-11-26T10:05:00Z' });
		const fetches = backend.calls.filter((c) => c.startsWith('fetchTickets')).length;

		backend.emit('/tickets', {
			eventType: 'UPDATE',
			new: {
				...ticket('b', '2026-11-26T11:00:00Z', { user_id: me }),
				last_staff_message_at: '2026-11-26T11:00:00Z',
			},
		});
		expect($myTickets.get().data?.tickets.map((t) => t.id)).toEqual(['b', 'a']);
		expect($myTickets.get().data?.tickets[0]?.last_staff_message_at).toBe('2026-11-26T11:00:00Z');
		expect(backend.calls.filter((c) => c.startsWith('fetchTickets')).length).toBe(fetches);
	});

	it('marks a ticket read without loading the team’s inbox for a client', async () => {
		const me = signIn();
		backend.db.tickets = [ticket('a', '2026-11-26T10:00:00Z', { user_id: me })];
		stops.push($myTickets.listen(() => {}));
		await until(() => $myTickets.get().data !== undefined);
		await markTicketRead('a', new Date('2026-11-26T10:10:00Z'));
		await tick();
		expect($myTickets.get().data?.reads['a']).toBe('2026-11-26T10:10:00.000Z');
		expect(backend.calls.filter((c) => c.startsWith('listInboxTickets'))).toEqual([]);
	});

	it('show a ticket just opened at once', async () => {
		signIn();
		stops.push($myTickets.listen(() => {}));
		await until(() => $myTickets.get().data !== undefined);
		const row = await openTicket({ subject: 'Duda', category: 'otro', priority: 'alta' });
		expect(row.id).toBe('nuevo');
		expect($myTickets.get().data?.tickets.map((t) => [t.id, t.subject, t.category])).toEqual([
			['nuevo', 'Duda', 'otro'],
		]);
	});
});

describe('the team inbox', () => {
	it('applies changes to the cached rows under its filter and fetches only a missing owner', async () => {
		backend.db.tickets = [
			ticket('a', '2026-11-26T10:00:00Z'),
			ticket('b', '2026-11-26T09:00:00Z', { status: 'en_progreso' }),
		];
		signIn();
		$inboxFilter.set('status=abierto');
		stops.push($inbox.listen(() => {}));
		await until(() => $inbox.get().data !== undefined && backend.subs.size > 0);
		expect($inbox.get().data?.tickets.map((t) => t.id)).toEqual(['a']);
		expect($inbox.get().data?.people['owner-1']?.first_name).toBe('Ana');
		const before = backend.calls.length;

		// A message in «a» (its activity moves): no fetch at all.
		backend.emit('/inbox', {
			eventType: 'UPDATE',
			new: { ...ticket('a', '2026-11-26T11:00:00Z') },
		});
		expect($inbox.get().data?.tickets[0]?.last_message_at).toBe('2026-11-26T11:00:00Z');
		// «a» moves to «resuelto»: it leaves the «abierto» filter.
		backend.emit('/inbox', {
			eventType: 'UPDATE',
			new: { ...ticket('a', '2026-11-26T11:00:00Z'), status: 'resuelto' },
		});
		expect($inbox.get().data?.tickets).toEqual([]);
		expect(backend.calls.slice(before)).toEqual([]);

		// A new ticket from someone not listed yet: only that person is fetched.
		backend.db.people['owner-2'] = {
			email: 'luis@example.com',
			first_name: 'Luis',
			last_name: null,
			role: 'particular',
		};
		backend.emit('/inbox', {
			eventType: 'INSERT',
			new: { ...ticket('c', '2026-11-26T12:00:00Z'), user_id: 'owner-2' },
		});
		await until(() => $inbox.get().data?.people['owner-2'] !== undefined);
		expect($inbox.get().data?.tickets.map((t) => t.id)).toEqual(['c']);
		expect(backend.calls.slice(before)).toEqual(['profilesByIds:owner-2']);
	});

	it('shows an assignment at once after saving it', async () => {
		backend.db.tickets = [ticket('a', '2026-11-26T10:00:00Z')];
		signIn();
		stops.push($inbox.listen(() => {}));
		await until(() => $inbox.get().data !== undefined);
		await assignTicket('a', 'admin-9');
		expect(backend.db.tickets[0]?.assigned_to).toBe('admin-9');
		expect($inbox.get().data?.tickets[0]?.assigned_to).toBe('admin-9');
	});
});

describe('the open thread', () => {
	async function openThread(id: string) {
		signIn();
		$openTicketId.set(id);
		stops.push($ticketThread.listen(() => {}));
		await until(() => $ticketThread.get().data?.ticket?.id === id && backend.subs.size >= 2);
	}

	it('closes live when the team closes the ticket', async () => {
		backend.db.tickets = [ticket('a', '2026-11-26T10:00:00Z')];
		await openThread('a');
		expect([...backend.subs.keys()].filter((k) => k.startsWith('ticket:')).sort()).toEqual([
			'ticket:a',
			'ticket:a/estado',
		]);
		backend.emit('/estado', {
			eventType: 'UPDATE',
			new: { ...ticket('a', '2026-11-26T10:00:00Z'), status: 'cerrado' },
		});
		expect($ticketThread.get().data?.ticket?.status).toBe('cerrado');
	});

	it('keeps a change that arrives while a reload is still on its way', async () => {
		backend.db.tickets = [ticket('a', '2026-11-26T10:00:00Z')];
		await openThread('a');
		const reads = () => backend.calls.filter((c) => c === 'fetchTicket:a').length;
		const before = reads();
		const release = backend.hold();
		// The channel (re)joins and reloads the thread; the reload reads the ticket still open…
		backend.subs.get('ticket:a/estado')?.onJoined?.();
		await until(() => reads() === before + 1);
		// …then the team closes it and the change arrives before the reload's answer.
		backend.db.tickets[0] = { ...backend.db.tickets[0]!, status: 'cerrado' };
		backend.emit('/estado', {
			eventType: 'UPDATE',
			new: { ...ticket('a', '2026-11-26T10:00:00Z'), status: 'cerrado' },
		});
		expect($ticketThread.get().data?.ticket?.status).toBe('cerrado');
		release();
		// The old answer must not open the ticket again: the thread is read once more after it.
		await until(() => reads() === before + 2 && !$ticketThread.get().loading);
		expect($ticketThread.get().data?.ticket?.status).toBe('cerrado');
	});

	it('adds live messages once each, in order', async () => {
		backend.db.tickets = [ticket('a', '2026-11-26T10:00:00Z')];
		await openThread('a');
		const m = (id: string, at: string): TicketMessageRow => ({
			id,
			ticket_id: 'a',
			author_id: 'staff',
			body: id,
			is_staff: true,
			created_at: at,
		});
		backend.emit('ticket:a', { eventType: 'INSERT', new: { ...m('m2', '2026-11-26T10:02:00Z') } });
		backend.emit('ticket:a', { eventType: 'INSERT', new: { ...m('m1', '2026-11-26T10:01:00Z') } });
		backend.emit('ticket:a', { eventType: 'INSERT', new: { ...m('m2', '2026-11-26T10:02:00Z') } });
		expect($ticketThread.get().data?.messages.map((x) => x.id)).toEqual(['m1', 'm2']);
	});

	it('says in Spanish why a send was refused and shows the ticket closed', async () => {
		backend.db.tickets = [ticket('a', '2026-11-26T10:00:00Z')];
		await openThread('a');
		// Closed on the server, with no Realtime change delivered yet.
		backend.db.tickets[0] = { ...backend.db.tickets[0]!, status: 'cerrado' };
		backend.refuseWith('42501');
		const failure = await sendMessage('a', 'Hola', false).catch((e: unknown) => e);
		expect(failure).toBeInstanceOf(TicketSendError);
		expect((failure as TicketSendError).closed).toBe(true);
		expect((failure as Error).message).toBe(
			'Este ticket está cerrado y ya no admite mensajes. Tu texto sigue en el cuadro; si necesitas más ayuda, abre un ticket nuevo.',
		);
		expect($ticketThread.get().data?.ticket?.status).toBe('cerrado');
		expect($ticketThread.get().data?.messages).toEqual([]);
	});

	it('adds an accepted message, marks reads in the lists, and saves a status', async () => {
		backend.db.tickets = [ticket('a', '2026-11-26T10:00:00Z')];
		await openThread('a');
		stops.push($myTickets.listen(() => {}));
		await until(() => $myTickets.get().data !== undefined);
		const row = await sendMessage('a', 'Gracias', false);
		expect($ticketThread.get().data?.messages.map((x) => x.body)).toEqual(['Gracias']);
		expect(row.id).toBe('m1');

		const reads = backend.calls.filter((c) => c === 'fetchTicketReads').length;
		await markTicketRead('a', new Date('2026-11-26T12:31:00Z'));
		expect($myTickets.get().data?.reads['a']).toBe('2026-11-26T12:31:00.000Z');
		expect(backend.calls.filter((c) => c === 'fetchTicketReads').length).toBe(reads);

		await changeTicketStatus('a', 'resuelto');
		expect(backend.db.tickets[0]?.status).toBe('resuelto');
		expect($ticketThread.get().data?.ticket?.status).toBe('resuelto');
	});
});
