import type { PortalClient } from './client.ts';

/**
 * The person's choice of transactional emails (profiles.email_notifications, migration
 * 20261127170000): on by default; off stops the emails about tickets, the application, notices
 * and leads, never the legal and security ones.
 */

/** Whether the user receives the optional emails (true when the profile does not exist yet). */
export async function fetchEmailNotifications(
	client: PortalClient,
	userId: string,
): Promise<boolean> {
	const { data, error } = await client
		.from('profiles')
		.select('email_notifications')
		.eq('id', userId)
		.maybeSingle();
	if (error) throw new Error(`profiles: ${error.message}`);
	return data?.email_notifications ?? true;
}

/** Stores the choice and returns what the database kept; throws when nothing was updated. */
export async function updateEmailNotifications(
	client: PortalClient,
	userId: string,
	on: boolean,
): Promise<boolean> {
	const { data, error } = await client
		.from('profiles')
		.update({ email_notifications: on })
		.eq('id', userId)
		.select('email_notifications')
		.single();
	if (error) throw new Error(`profiles: ${error.message}`);
	return data.email_notifications;
}
