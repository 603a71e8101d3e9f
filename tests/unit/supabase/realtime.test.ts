import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	type ChannelLike,
	type RealtimeClientLike,
	type RowChange,
	retryDelayMs,
	subscribeToChanges,
	ticketChannel,
	userChannel,
} from '~/lib/supabase/realtime.ts';

type Status = Parameters<Parameters<ChannelLike['subscribe']>[0]>[0];

/** A client whose channels record what was asked and let the test push statuses and rows. */
function fakeClient() {
	const made: {
		name: string;
		filter: Record<string, unknown>;
		status: (s: Status) => void;
		row: (p: RowChange) => void;
		removed: boolean;
	}[] = [];
	const client: RealtimeClientLike = {
		channel(name) {
			const entry = {
				name,
				filter: {},
				status: (_s: Status) => {},
				row: (_p: RowChange) => {},
				removed: false,
			};
			made.push(entry);
			const channel: ChannelLike & { entry: typeof entry } = {
				entry,
				on(_type, filter, callback) {
					entry.filter = filter;
					entry.row = callback;
					return channel;
				},
				subscribe(callback) {
					entry.status = callback;
					return channel;
				},
			};
			return channel;
		},
		removeChannel(channel) {
			(channel as ChannelLike & { entry: (typeof made)[number] }).entry.removed = true;
		},
	};
	return { client, made };
}

const insert = { eventType: 'INSERT', new: { id: 'n1' } } as unknown as RowChange;

afterEach(() => {
	vi.useRealTimers();
});

describe('channel names', () => {
	it('one channel per user and per ticket', () => {
		expect(userChannel('7f3c')).toBe('user:7f3c');
		expect(ticketChannel('a1b2')).toBe('ticket:a1b2');
	});
});

describe('retryDelayMs', () => {
	it('doubles from one second and stops at thirty', () => {
		expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([
			1000, 2000, 4000, 8000, 16000, 30000, 30000,
		]);
	});
});

describe('subscribeToChanges', () => {
	it('listens to one table with its filter and passes rows on', () => {
		const { client, made } = fakeClient();
		const got: RowChange[] = [];
		subscribeToChanges(client, {
			channel: 'user:u1',
			table: 'notifications',
			filter: 'user_id=eq.u1',
			onChange: (c) => got.push(c),
		});
		expect(made).toHaveLength(1);
		expect(made[0]?.name).toBe('user:u1');
		expect(made[0]?.filter).toEqual({
			event: '*',
			schema: 'public',
			table: 'notifications',
			filter: 'user_id=eq.u1',
		});
		made[0]?.row(insert);
		expect(got).toEqual([insert]);
	});

	it('cleanup removes the channel', () => {
		const { client, made } = fakeClient();
		const stop = subscribeToChanges(client, { channel: 'c', table: 't', onChange: () => {} });
		stop();
		expect(made[0]?.removed).toBe(true);
	});

	it('rejoins after an error and reports every join so the caller reloads', () => {
		vi.useFakeTimers();
		const { client, made } = fakeClient();
		let joins = 0;
		subscribeToChanges(client, {
			channel: 'ticket:t1',
			table: 'ticket_messages',
			event: 'INSERT',
			onChange: () => {},
			onJoined: () => joins++,
		});
		made[0]?.status('SUBSCRIBED');
		expect(joins).toBe(1);
		made[0]?.status('CHANNEL_ERROR');
		expect(made[0]?.removed).toBe(true);
		expect(made).toHaveLength(1);
		vi.advanceTimersByTime(999);
		expect(made).toHaveLength(1);
		vi.advanceTimersByTime(1);
		expect(made).toHaveLength(2);
		made[1]?.status('TIMED_OUT');
		vi.advanceTimersByTime(1999);
		expect(made).toHaveLength(2);
		vi.advanceTimersByTime(1);
		expect(made).toHaveLength(3);
		made[2]?.status('SUBSCRIBED');
		expect(joins).toBe(2);
		expect(made[2]?.filter).toEqual({
			event: 'INSERT',
			schema: 'public',
			table: 'ticket_messages',
		});
	});

	it('after cleanup a pending rejoin never happens', () => {
		vi.useFakeTimers();
		const { client, made } = fakeClient();
		const stop = subscribeToChanges(client, { channel: 'c', table: 't', onChange: () => {} });
		made[0]?.status('CHANNEL_ERROR');
		stop();
		vi.advanceTimersByTime(60_000);
		expect(made).toHaveLength(1);
	});
});
