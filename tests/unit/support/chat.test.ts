import { describe, expect, it } from 'vitest';
import {
	isUnread,
	mergeMessages,
	sendRefusal,
	ticketIdFrom,
} from '../../../src/lib/support/chat.ts';

const msg = (id: string, created_at: string, body = id) => ({ id, created_at, body });

describe('mergeMessages', () => {
	it('orders by time whatever the arrival order, each message once', () => {
		const loaded = [msg('b', '2026-11-24T10:00:02Z'), msg('a', '2026-11-24T10:00:01Z')];
		const live = [msg('c', '2026-11-24T10:00:03Z'), msg('b', '2026-11-24T10:00:02Z', 'b2')];
		expect(mergeMessages(loaded, live).map((m) => `${m.id}:${m.body}`)).toEqual([
			'a:a',
			'b:b2',
			'c:c',
		]);
	});

	it('keeps a stable order by id for messages of the same instant', () => {
		const at = '2026-11-24T10:00:00Z';
		expect(mergeMessages([msg('z', at)], [msg('m', at), msg('a', at)]).map((m) => m.id)).toEqual([
			'a',
			'm',
			'z',
		]);
	});

	it('leaves the inputs untouched', () => {
		const current = [msg('a', '2026-11-24T10:00:01Z')];
		mergeMessages(current, [msg('b', '2026-11-24T09:00:00Z')]);
		expect(current.map((m) => m.id)).toEqual(['a']);
	});
});

describe('isUnread', () => {
	const ticket = {
		last_staff_message_at: '2026-11-24T10:05:00Z',
		last_user_message_at: '2026-11-24T10:00:00Z',
	};

	it('is unread for the owner when the team wrote after the last read', () => {
		expect(isUnread(ticket, '2026-11-24T10:01:00Z', false)).toBe(true);
		expect(isUnread(ticket, '2026-11-24T10:05:00Z', false)).toBe(false);
		expect(isUnread(ticket, null, false)).toBe(true);
	});

	it('is unread for the team when the owner wrote after their last read', () => {
		expect(isUnread(ticket, '2026-11-24T09:59:59Z', true)).toBe(true);
		expect(isUnread(ticket, '2026-11-24T10:01:00Z', true)).toBe(false);
	});

	it('is read when the other side never wrote', () => {
		expect(isUnread({ ...ticket, last_staff_message_at: null }, undefined, false)).toBe(false);
	});
});

describe('ticketIdFrom', () => {
	it('reads a ticket uuid from the query string', () => {
		expect(ticketIdFrom('?ticket=0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
			'0f8fad5b-d9cb-469f-a165-70867728950e',
		);
	});

	it('ignores anything that is not a uuid', () => {
		expect(ticketIdFrom('?ticket=1;drop')).toBeNull();
		expect(ticketIdFrom('?otro=1')).toBeNull();
	});
});

describe('sendRefusal', () => {
	const rls = Object.assign(new Error('ticket_messages: new row violates row-level security'), {
		code: '42501',
	});

	it('says the ticket is closed and that the text is kept', () => {
		expect(sendRefusal(rls, true)).toBe(
			'Este ticket está cerrado y ya no admite mensajes. Tu texto sigue en el cuadro; si necesitas más ayuda, abre un ticket nuevo.',
		);
	});

	it('tells apart a refusal, a body too long, a lost connection and anything else', () => {
		expect(sendRefusal(rls, false)).toBe(
			'No puedes escribir en este ticket. Tu texto sigue en el cuadro.',
		);
		expect(sendRefusal(Object.assign(new Error('check'), { code: '23514' }), false)).toBe(
			'El mensaje no puede exceder 5000 caracteres.',
		);
		expect(sendRefusal(new TypeError('Failed to fetch'), false)).toBe(
			'No hay conexión con el servidor. Tu mensaje sigue en el cuadro: vuelve a enviarlo en unos segundos.',
		);
		expect(sendRefusal(new Error('boom'), false)).toBe(
			'No se ha podido enviar el mensaje. Tu texto sigue en el cuadro: inténtalo de nuevo.',
		);
	});
});
