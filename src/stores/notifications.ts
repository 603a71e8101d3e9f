import { atom, onMount } from 'nanostores';
import type { NotificationRow } from '~/lib/supabase/notifications.ts';
import { createFetcherStore, mutateCache, revalidateKeys } from './shared/query.ts';
import { $userId } from './session.ts';

/** Key prefix of the bell's query: `notifications/<user id>`. */
const keyPrefix = 'notifications/';

/** Loads supabase-js and the notification queries only when the bell needs them. */
const load = async () => {
	const [{ getSupabase }, queries] = await Promise.all([
		import('~/lib/supabase/client.ts'),
		import('~/lib/supabase/notifications.ts'),
	]);
	return { client: getSupabase(), ...queries };
};

/**
 * The latest 10 notifications of the signed-in user, newest first, through the query context
 * (retries with backoff, 5-minute cache). A failed fetch is logged (SPEC: silently) and the
 * list shown stays as it was.
 */
/** Changes announced so far (Realtime inserts, joins, marks): a load compares it before and after. */
let announced = 0;

export const $notificationsQuery = createFetcherStore<NotificationRow[]>([keyPrefix, $userId], {
	fetcher: async (_prefix, userId) => {
		const { client, fetchNotifications } = await load();
		// A change announced while this read was on its way may be missing from its answer, and
		// the refetch it asked for joins this one: read again then (a few times at most), as the
		// support thread does, so a live insert is never lost to a load that started before it.
		for (let attempt = 0; ; attempt++) {
			const seen = announced;
			const rows = await fetchNotifications(client, String(userId));
			if (announced === seen || attempt === 2) return rows;
		}
	},
	onError: (error) => console.warn('No se pudieron cargar las notificaciones:', error),
});

/** What the bell shows: the rows of `userId` from the last successful fetch (null: none yet). */
export interface BellList {
	userId: string;
	rows: NotificationRow[];
}

/**
 * The last good list. The query store forgets its data while a retry is loading, so the bell
 * reads this instead: a failed refetch never empties it, and it holds only the current user's
 * rows.
 */
export const $bell = atom<BellList | null>(null);

onMount($bell, () =>
	$notificationsQuery.subscribe(({ data }) => {
		const userId = $userId.get();
		if (!userId) $bell.set(null);
		else if (data) $bell.set({ userId, rows: data });
		else if ($bell.get()?.userId !== userId) $bell.set(null);
	}),
);

const keyOf = (userId: string) => `${keyPrefix}${userId}`;

/** Shows `rows` at once (before the server confirms), for the optimistic marks. */
function showNow(userId: string, rows: NotificationRow[]): void {
	mutateCache(keyOf(userId), rows);
	$bell.set({ userId, rows });
}

/** Fetches the list again (realtime INSERT, after marking), keeping the current one meanwhile. */
export function refreshNotifications(): void {
	announced++;
	const userId = $userId.get();
	if (userId) revalidateKeys(keyOf(userId));
}

/** Marks one notification read (optimistically), then refetches the truth. */
export async function markRead(id: string): Promise<void> {
	const userId = $userId.get();
	const list = $bell.get();
	if (!userId || list?.userId !== userId) return;
	showNow(
		userId,
		list.rows.map((row) => (row.id === id ? { ...row, is_read: true } : row)),
	);
	try {
		const { client, markNotificationRead } = await load();
		await markNotificationRead(client, id);
	} finally {
		refreshNotifications();
	}
}

/** 'Marcar todas como leídas': every unread notification of the user, then a refetch. */
export async function markAllRead(): Promise<void> {
	const userId = $userId.get();
	const list = $bell.get();
	if (!userId || list?.userId !== userId) return;
	showNow(
		userId,
		list.rows.map((row) => ({ ...row, is_read: true })),
	);
	try {
		const { client, markAllNotificationsRead } = await load();
		await markAllNotificationsRead(client, userId);
	} finally {
		refreshNotifications();
	}
}

/**
 * Refetches when a notification is inserted for the user (Realtime, on the user's channel) and
 * after every (re)join, since inserts made while disconnected were not delivered. Returns the
 * cleanup.
 */
export function watchNotifications(): () => void {
	let cleanup: (() => void) | undefined;
	let cancelled = false;
	const unsubscribe = $userId.subscribe((userId) => {
		cleanup?.();
		cleanup = undefined;
		if (!userId) return;
		void (async () => {
			const [{ getSupabase }, realtime] = await Promise.all([
				import('~/lib/supabase/client.ts'),
				import('~/lib/supabase/realtime.ts'),
			]);
			if (cancelled || $userId.get() !== userId) return;
			cleanup = realtime.subscribeToChanges(realtime.realtimeOf(getSupabase()), {
				channel: realtime.userChannel(userId),
				table: 'notifications',
				filter: `user_id=eq.${userId}`,
				event: 'INSERT',
				onChange: refreshNotifications,
				onJoined: refreshNotifications,
			});
		})();
	});
	return () => {
		cancelled = true;
		unsubscribe();
		cleanup?.();
	};
}
