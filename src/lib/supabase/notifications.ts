import type { PortalClient } from './client.ts';
import { throwIfError } from '../errors/dataErrors.ts';
import type { Tables } from './database.types.ts';

/** A notification as the bell and the panel show it (SPEC.md section 3). */
export type NotificationRow = Pick<
	Tables<'notifications'>,
	'id' | 'title' | 'message' | 'created_at' | 'is_read' | 'action_url'
>;

/** The bell shows the latest 10 (SPEC.md section 9). */
export const bellLimit = 10;

const columns = 'id, title, message, created_at, is_read, action_url';

/**
 * The user's latest notifications, newest first. Filtered by user_id as SPEC.md section 6 asks,
 * although RLS already limits a user to their own rows (admins could otherwise read everyone's).
 */
export async function fetchNotifications(
	client: PortalClient,
	userId: string,
	limit = bellLimit,
): Promise<NotificationRow[]> {
	const { data, error } = await client
		.from('notifications')
		.select(columns)
		.eq('user_id', userId)
		.order('created_at', { ascending: false })
		.limit(limit);
	throwIfError('notifications', error);
	return data;
}

/** Marks one notification read. */
export async function markNotificationRead(client: PortalClient, id: string): Promise<void> {
	const { error } = await client.from('notifications').update({ is_read: true }).eq('id', id);
	throwIfError('notifications', error);
}

/** Marks every unread notification of the user read ('Marcar todas como leídas'). */
export async function markAllNotificationsRead(
	client: PortalClient,
	userId: string,
): Promise<void> {
	const { error } = await client
		.from('notifications')
		.update({ is_read: true })
		.eq('user_id', userId)
		.eq('is_read', false);
	throwIfError('notifications', error);
}

/** How many of `rows` are unread (the bell's badge). */
export const unreadCount = (rows: readonly Pick<NotificationRow, 'is_read'>[]) =>
	rows.filter((row) => !row.is_read).length;
