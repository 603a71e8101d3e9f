import {
	fetchNotifications,
	markAllNotificationsRead,
	markNotificationRead,
} from '~/lib/supabase/notifications.ts';
import { refreshNotifications } from './notifications.ts';
import {
	browserData,
	liveForUser,
	signedInUserId,
	userStore,
	type DataDeps,
} from './shared/signedIn.ts';
import { overridable } from './shared/deps.ts';

/**
 * The notifications section of Mi Panel: more than the bell's 10, live while shown, with read
 * marks that the bell follows too.
 */

/** The panel lists up to 50 notifications (the bell shows the latest 10). */
export const panelNotificationsLimit = 50;

const deps = overridable<DataDeps>(browserData());

/** Replaces the client and Realtime (tests); returns the reset. */
export const configureNotificationsPanel = deps.configure;

/** The user's latest 50 notifications, newest first. */
export const $allNotifications = userStore('notifications', deps.get, (client, userId) =>
	fetchNotifications(client, userId, panelNotificationsLimit),
);

/** What the live watcher listens to: any change of the user's notifications. */
export const panelNotificationChanges = liveForUser(
	$allNotifications,
	deps.get,
	'notifications',
	'panel-notificaciones',
);

/** Marks one notification read, or all of them when `id` is null; the bell follows. */
export async function markPanelRead(id: string | null): Promise<void> {
	const userId = signedInUserId();
	const client = await deps.get().client();
	if (id === null) await markAllNotificationsRead(client, userId);
	else await markNotificationRead(client, id);
	$allNotifications.mutate(
		($allNotifications.get().data ?? []).map((n) =>
			id === null || n.id === id ? { ...n, is_read: true } : n,
		),
	);
	refreshNotifications();
}
