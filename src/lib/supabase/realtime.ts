import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';

/** A row change as Realtime delivers it. */
export type RowChange = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** Channel status strings of supabase-js (`REALTIME_SUBSCRIBE_STATES`). */
type ChannelStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

/** The part of a supabase-js channel the helper uses (a fake in unit tests). */
export interface ChannelLike {
	on(
		type: 'postgres_changes',
		filter: { event: string; schema: string; table: string; filter?: string },
		callback: (payload: RowChange) => void,
	): ChannelLike;
	subscribe(callback: (status: ChannelStatus, error?: Error) => void): ChannelLike;
}

/** The part of the supabase-js client the helper uses. */
export interface RealtimeClientLike {
	channel(name: string): ChannelLike;
	removeChannel(channel: ChannelLike): unknown;
}

/** What to listen to: one table on one channel, optionally filtered (`user_id=eq.…`). */
export interface ChangeSubscription {
	channel: string;
	table: string;
	/** PostgREST-style filter, e.g. `ticket_id=eq.<uuid>`; RLS applies either way. */
	filter?: string;
	event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
	onChange: (change: RowChange) => void;
	/**
	 * Called each time the channel joins, first and after every rejoin: changes made before a
	 * join were not delivered, so (re)load what is shown here.
	 */
	onJoined?: () => void;
}

/**
 * A supabase-js client seen through `RealtimeClientLike`. The cast is needed only because
 * `RealtimeChannel.on` is a set of overloads (presence, broadcast, postgres_changes…), which
 * TypeScript does not match against a single signature.
 */
export function realtimeOf(client: {
	channel(name: string): RealtimeChannel;
	removeChannel(channel: RealtimeChannel): unknown;
}): RealtimeClientLike {
	return client as unknown as RealtimeClientLike;
}

/** Waits before a rejoin after an error: 1 s, doubling, at most 30 s. */
export function retryDelayMs(attempt: number): number {
	return Math.min(30_000, 1000 * 2 ** attempt);
}

/** Name of the channel that carries one user's own rows (notifications, progress). */
export function userChannel(userId: string): string {
	return `user:${userId}`;
}

/** Name of the channel that carries one support ticket's messages. */
export function ticketChannel(ticketId: string): string {
	return `ticket:${ticketId}`;
}

/**
 * Listens to row changes of one table (the bell, the support chat, application progress, admin
 * inboxes). Rejoins on its own after an error or time-out, with growing waits, and reports each
 * join through `onJoined`. Returns the cleanup that removes the channel.
 */
export function subscribeToChanges(
	client: RealtimeClientLike,
	subscription: ChangeSubscription,
): () => void {
	const { channel: name, table, filter, event = '*', onChange, onJoined } = subscription;
	let current: ChannelLike | undefined;
	let timer: ReturnType<typeof setTimeout> | undefined;
	let attempt = 0;
	let stopped = false;

	const join = () => {
		const channel = client
			.channel(name)
			.on(
				'postgres_changes',
				{ event, schema: 'public', table, ...(filter ? { filter } : {}) },
				onChange,
			);
		current = channel;
		channel.subscribe((status) => {
			if (stopped || channel !== current) return;
			if (status === 'SUBSCRIBED') {
				attempt = 0;
				onJoined?.();
			} else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
				current = undefined;
				void client.removeChannel(channel);
				timer = setTimeout(join, retryDelayMs(attempt++));
			}
		});
	};
	join();

	return () => {
		stopped = true;
		clearTimeout(timer);
		if (current) void client.removeChannel(current);
		current = undefined;
	};
}
