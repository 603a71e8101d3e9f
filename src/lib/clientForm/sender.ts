import { userRoleLabels, type UserRole } from '../auth/roles.ts';
import type { PublicShareForm } from './outcome.ts';

/** Who sent the link, as the page names them: «Lucía García (Inmobiliaria)», or null. */
export function senderOf(form: Pick<PublicShareForm, 'senderName' | 'senderRole'>): string | null {
	if (!form.senderName) return null;
	const role = userRoleLabels[form.senderRole as UserRole]?.label;
	return role && form.senderRole !== 'particular'
		? `${form.senderName} (${role})`
		: form.senderName;
}
