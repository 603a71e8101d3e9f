import { describe, expect, it } from 'vitest';
import {
	applyTicketChange,
	inboxFilterQuery,
	matchesInboxFilter,
	missingPeople,
	parseInboxFilter,
	withInboxFilter,
} from '~/lib/support/inbox.ts';

const row = (id: string, at: string, status = 'abierto', category = 'hipoteca') => ({
	id,
	status,
	category,
	last_message_at: at,
	user_id: `u-${id}`,
});

const a = row('a', '2026-11-26T10:00:00Z');
const b = row('b', '2026-11-26T09:00:00Z', 'en_progreso');
const c = row('c', '2026-11-26T08:00:00Z', 'abierto', 'tasacion');

describe('inbox filter', () => {
	it('reads known statuses and categories and ignores anything else', () => {
		expect(parseInboxFilter('status=cerrado&category=tasacion')).toEqual({
			status: 'cerrado',
			category: 'tasacion',
		});
		expect(parseInboxFilter('status=borrado&category=&x=1')).toEqual({});
	});

	it('writes one query string per filter whatever the order it was built in', () => {
		expect(inboxFilterQuery({ category: 'otro', status: 'resuelto' })).toBe(
			'status=resuelto&category=otro',
		);
		expect(withInboxFilter('category=otro', 'status', 'abierto')).toBe(
			'status=abierto&category=otro',
		);
		expect(withInboxFilter('status=abierto&category=otro', 'status', '')).toBe('category=otro');
	});

	it('matches on each column given, and everything without a filter', () => {
		expect(matchesInboxFilter(b, { status: 'en_progreso' })).toBe(true);
		expect(matchesInboxFilter(b, { status: 'abierto' })).toBe(false);
		expect(matchesInboxFilter(c, { status: 'abierto', category: 'hipoteca' })).toBe(false);
		expect(matchesInboxFilter(c, {})).toBe(true);
	});
});

describe('applyTicketChange', () => {
	it('moves a ticket with a new message to the top, keeping its other columns', () => {
		const next = applyTicketChange(
			[a, b, c],
			{ eventType: 'UPDATE', new: { id: 'c', last_message_at: '2026-11-26T11:00:00Z' }, old: {} },
			{},
			10,
		);
		expect(next?.map((r) => r.id)).toEqual(['c', 'a', 'b']);
		expect(next?.[0]).toEqual({ ...c, last_message_at: '2026-11-26T11:00:00Z' });
	});

	it('drops a ticket that leaves the filter and adds one that enters it', () => {
		const filter = { status: 'abierto' as const };
		const moved = applyTicketChange(
			[a, c],
			{ eventType: 'UPDATE', new: { ...a, status: 'en_progreso' }, old: {} },
			filter,
			10,
		);
		expect(moved?.map((r) => r.id)).toEqual(['c']);
		const entered = applyTicketChange(
			[a, c],
			{ eventType: 'UPDATE', new: { ...b, status: 'abierto' }, old: {} },
			filter,
			10,
		);
		expect(entered?.map((r) => r.id)).toEqual(['a', 'b', 'c']);
	});

	it('inserts new tickets in place, within the limit, and removes deleted ones', () => {
		const inserted = applyTicketChange(
			[a, b],
			{ eventType: 'INSERT', new: row('d', '2026-11-26T09:30:00Z'), old: {} },
			{},
			2,
		);
		expect(inserted?.map((r) => r.id)).toEqual(['a', 'd']);
		const deleted = applyTicketChange(
			[a, b],
			{ eventType: 'DELETE', new: {}, old: { id: 'a' } },
			{},
			10,
		);
		expect(deleted?.map((r) => r.id)).toEqual(['b']);
	});

	it('asks for a reload when the change carries no record (a row too large to notify)', () => {
		expect(applyTicketChange([a], { eventType: 'UPDATE', new: {}, old: {} }, {}, 10)).toBeNull();
		expect(applyTicketChange([a], { eventType: 'DELETE', new: {}, old: {} }, {}, 10)).toBeNull();
	});

	it('orders tickets of the same instant by id', () => {
		const same = applyTicketChange(
			[row('z', '2026-11-26T10:00:00Z')],
			{ eventType: 'INSERT', new: row('m', '2026-11-26T10:00:00Z'), old: {} },
			{},
			10,
		);
		expect(same?.map((r) => r.id)).toEqual(['m', 'z']);
	});
});

describe('missingPeople', () => {
	it('lists each owner not loaded yet once', () => {
		expect(
			missingPeople([{ user_id: 'x' }, { user_id: 'y' }, { user_id: 'x' }], {
				y: { first_name: 'Ana' },
			}),
		).toEqual(['x']);
	});
});
