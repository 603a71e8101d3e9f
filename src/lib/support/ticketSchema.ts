import { z } from 'zod';
import {
	ticketCategoryValues,
	ticketPriorityValues,
	type TicketCategory,
	type TicketPriority,
	type TicketStatus,
} from '~/lib/supabase/tickets.ts';

export type { TicketCategory, TicketPriority, TicketStatus };

/**
 * The support ticket form of /soporte and the chat box, with the rules of the support_tickets
 * and ticket_messages checks (subject 3–200 characters, message 1–5000) and Spanish messages.
 */

/** Categories of the support_tickets check, as people read them. */
export const ticketCategories = {
	hipoteca: 'Mi hipoteca',
	tasacion: 'Tasación',
	documentacion: 'Documentación',
	cuenta: 'Mi cuenta',
	tecnico: 'Problema técnico',
	otro: 'Otro',
} as const satisfies Record<TicketCategory, string>;

/** Priorities of the support_tickets check, lowest first. */
export const ticketPriorities = {
	baja: 'Baja',
	media: 'Media',
	alta: 'Alta',
	urgente: 'Urgente',
} as const satisfies Record<TicketPriority, string>;

/** States of the support_tickets check, as people read them. */
export const ticketStatuses = {
	abierto: 'Abierto',
	en_progreso: 'En progreso',
	resuelto: 'Resuelto',
	cerrado: 'Cerrado',
} as const satisfies Record<TicketStatus, string>;

/** The status label, or the raw value when the database holds one this version does not know. */
export function ticketStatusLabel(status: string): string {
	return status in ticketStatuses ? ticketStatuses[status as TicketStatus] : status;
}

/** Limits of the ticket and message checks. */
export const ticketLimits = {
	subject: { min: 3, max: 200 },
	message: { min: 1, max: 5000 },
} as const;

/** Messages of the rules. */
export const ticketMessages = {
	subjectMin: 'El asunto debe tener al menos 3 caracteres',
	subjectMax: 'El asunto no puede exceder 200 caracteres',
	category: 'Elige una categoría',
	priority: 'Elige una prioridad',
	messageMin: 'Escribe tu mensaje',
	messageMax: 'El mensaje no puede exceder 5000 caracteres',
} as const;

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
		.max(ticketLimits.subject.max, ticketMessages.subjectMax),
	category: z.enum(ticketCategoryValues, ticketMessages.category),
	priority: z.enum(ticketPriorityValues, ticketMessages.priority),
	message: messageBodySchema,
});
export type NewTicketValues = z.infer<typeof newTicketSchema>;
