import { z } from 'zod';
import { formLinkMessages as m } from './messages.ts';
import { isSingleLine, singleLineMessage } from '../validation/singleLine.ts';

/**
 * A professional's form links in Mi Panel: the rules of a new link (the share_forms checks) and
 * the state each one is in.
 */

/** A link's title (the share_forms `title` check), for a new link and a rename. */
export const formLinkTitleSchema = z
	.string()
	.trim()
	.min(3, m.titleMin)
	.max(120, m.titleMax)
	.refine(isSingleLine, singleLineMessage);

/** A new link: title, optional description, optional last day ('YYYY-MM-DD', today or later). */
export function newFormLinkSchema(now: Date = new Date()) {
	return z.object({
		title: formLinkTitleSchema,
		description: z
			.string()
			.trim()
			.max(1000, m.descriptionMax)
			.transform((v) => (v === '' ? null : v)),
		expiresOn: z.string().transform((v, ctx): string | null => {
			if (v.trim() === '') return null;
			const end = endOfDay(v);
			if (!end) {
				ctx.addIssue({ code: 'custom', message: m.expiryInvalid });
				return null;
			}
			if (end.getTime() <= now.getTime()) {
				ctx.addIssue({ code: 'custom', message: m.expiryPast });
				return null;
			}
			return end.toISOString();
		}),
	});
}

/** What the create form holds. */
export type NewFormLinkInput = z.input<ReturnType<typeof newFormLinkSchema>>;
/** A new link ready to insert (expiry as an ISO instant or null). */
export type NewFormLink = z.output<ReturnType<typeof newFormLinkSchema>>;

/** The last second of a 'YYYY-MM-DD' day in the browser's time zone, or null when invalid. */
export function endOfDay(date: string): Date | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
	if (!match) return null;
	const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const end = new Date(y, mo - 1, d, 23, 59, 59);
	return end.getFullYear() === y && end.getMonth() === mo - 1 && end.getDate() === d ? end : null;
}

/** State of a link: revoked by its owner, past its expiry, or usable. */
export type LinkState = 'activo' | 'caducado' | 'revocado';

/** The state of a link at `now`. */
export function linkState(
	form: { is_active: boolean; expires_at: string | null },
	now: Date = new Date(),
): LinkState {
	if (!form.is_active) return 'revocado';
	if (form.expires_at && new Date(form.expires_at).getTime() <= now.getTime()) return 'caducado';
	return 'activo';
}

/** How each state is named in the panel. */
export const linkStateLabels: Record<LinkState, string> = {
	activo: 'Activo',
	caducado: 'Caducado',
	revocado: 'Desactivado',
};
