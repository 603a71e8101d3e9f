import { loadOnce } from '~/lib/forms/loadOnce.ts';

/**
 * The rules of the new-ticket form and the chat box (zod and the schemas), loaded when a person
 * starts writing or sends, not while /soporte starts.
 */
export const ticketRules = loadOnce(async () => {
	const [{ validateForm }, { messageBodySchema, newTicketSchema }] = await Promise.all([
		import('~/lib/forms/validateForm.ts'),
		import('~/lib/support/ticketSchema.ts'),
	]);
	return { validateForm, messageBodySchema, newTicketSchema };
});
