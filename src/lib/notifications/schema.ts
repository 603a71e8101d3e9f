import { z } from 'zod';
import { userRoles } from '~/lib/auth/roles.ts';
import { notificationLimits, notificationMessages } from './texts.ts';
import { isSingleLine, singleLineMessage } from '~/lib/validation/singleLine.ts';

/**
 * The admin's notification form rules, apart from admin.ts so that the pages naming roles and
 * admin errors (the panel's role request among them) do not load zod.
 */

const nm = notificationMessages;

/** The notification form: title, message, optional internal link, and one user or one role. */
export const notificationSchema = z.object({
	title: z
		.string()
		.trim()
		.min(1, nm.titleMin)
		.max(notificationLimits.title, nm.titleMax)
		.refine(isSingleLine, singleLineMessage),
	message: z.string().trim().min(1, nm.messageMin).max(notificationLimits.message, nm.messageMax),
	actionUrl: z
		.string()
		.trim()
		.max(notificationLimits.actionUrl, nm.actionUrl)
		.refine((v) => v === '' || /^\/([^/\\\s][^\s]*)?$/.test(v), nm.actionUrl),
	target: z.discriminatedUnion('kind', [
		z.object({ kind: z.literal('user'), userId: z.uuid(nm.user) }),
		z.object({ kind: z.literal('role'), role: z.enum(userRoles, nm.role) }),
	]),
});
export type NotificationValues = z.infer<typeof notificationSchema>;
