import type { PortalClient } from './client.ts';
import { queryError } from './fail.ts';

/** Who receives a notification: one user or every user of a profile role. */
export type NotificationTarget = { userId: string } | { role: string };

/** Sends a notification (admin_notify) and returns how many people received it. */
export async function sendNotification(
	client: PortalClient,
	values: { title: string; message: string; actionUrl?: string; target: NotificationTarget },
): Promise<number> {
	const { data, error } = await client.rpc('admin_notify', {
		p_title: values.title,
		p_message: values.message,
		p_action_url: (values.actionUrl || null) as string,
		p_user_id: ('userId' in values.target ? values.target.userId : null) as string,
		p_role: ('role' in values.target ? values.target.role : null) as string,
	});
	if (error) throw queryError('admin_notify', error);
	return data;
}
