import { z } from 'zod';
import { ticketCategoryValues, ticketPriorityValues } from '~/lib/support/states.ts';
import { ticketLimits, ticketMessages } from './ticketTexts.ts';
import { isSingleLine, singleLineMessage } from '~/lib/validation/singleLine.ts';

/**
 * The rules of the support ticket form of /soporte and the chat box (the limits and messages are
 * in ticketTexts.ts, re-exported here).
 */
export * from './ticketTexts.ts';

/** One chat message: trimmed, 1 to 5000 characters. */
export const messageBodySchema = z
	.string()
	.trim()
	.min(ticketLimits.message.min, ticketMessages.messageMin)
	.max(ticketLimits.message.max, ticketMessages.messageMax);

/** The new-ticket form: subject, category, priority and the first message. */
export const newTicketSchema = z.object({
	subject: z
		.string()
		.trim()
		.min(ticketLimits.subject.min, ticketMessages.subjectMin)
		.max(ticketLimits.subject.max, ticketMessages.subjectMax)
		.refine(isSingleLine, singleLineMessage),
	category: z.enum(ticketCategoryValues, ticketMessages.category),
	priority: z.enum(ticketPriorityValues, ticketMessages.priority),
	message: messageBodySchema,
});
export type NewTicketValues = z.infer<typeof newTicketSchema>;
