import { adminErrorMessage } from '~/lib/admin/admin.ts';
import { notificationMessages } from '~/lib/notifications/texts.ts';
import { roleLabel } from '~/lib/auth/roles.ts';
import { notificationSchema } from '~/lib/notifications/schema.ts';
import { validateForm } from '~/lib/forms/validateForm.ts';
import { adminClient, type ActionResult } from './shared/adminStore.ts';
import { findUserByEmail } from './admin.ts';

/** The admin's notifications: one person (by email) or everyone of a profile role. */

/** The fields of the notification form. */
export type NotifyField = 'title' | 'message' | 'actionUrl' | 'email' | 'role';

/** What sending did: the text to announce, or the field to fix and why. */
export type NotifyResult = ActionResult & { field?: NotifyField };

/** The form as typed. */
export interface NotifyDraft {
	kind: 'user' | 'role';
	email: string;
	role: string;
	title: string;
	message: string;
	actionUrl: string;
}

/**
 * Checks and sends a notification. A missing or unknown email, or a field the schema refuses,
 * comes back with the field to fix; a sent one with how many people received it.
 */
export async function sendAdminNotification(draft: NotifyDraft): Promise<NotifyResult> {
	try {
		let userId = '';
		if (draft.kind === 'user') {
			if (!draft.email.trim()) {
				return { ok: false, field: 'email', message: notificationMessages.user };
			}
			const found = await findUserByEmail(draft.email);
			if (!found) {
				return { ok: false, field: 'email', message: 'No hay ninguna persona con ese email' };
			}
			userId = found.id;
		}
		const checked = validateForm(notificationSchema, {
			title: draft.title,
			message: draft.message,
			actionUrl: draft.actionUrl,
			target: draft.kind === 'user' ? { kind: 'user', userId } : { kind: 'role', role: draft.role },
		});
		if (!checked.ok) {
			const field =
				checked.issue.field === 'target'
					? draft.kind === 'user'
						? 'email'
						: 'role'
					: checked.issue.field;
			return { ok: false, field: field as NotifyField, message: checked.issue.message };
		}
		const { target, ...values } = checked.data;
		const { sendNotification } = await import('~/lib/supabase/notificationsAdmin.ts');
		const sent = await sendNotification(await adminClient(), {
			...values,
			target: target.kind === 'user' ? { userId: target.userId } : { role: target.role },
		});
		if (target.kind === 'user') return { ok: true, message: 'Notificación enviada.' };
		const people = sent === 1 ? '1 persona' : `${sent} personas`;
		return {
			ok: true,
			message: `Notificación enviada a ${people} (${roleLabel(target.role)}).`,
		};
	} catch (error) {
		return { ok: false, message: adminErrorMessage(error) };
	}
}
