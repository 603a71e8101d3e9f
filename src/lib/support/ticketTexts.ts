import type { TicketCategory, TicketPriority, TicketStatus } from '~/lib/support/states.ts';

export type { TicketCategory, TicketPriority, TicketStatus };

/**
 * What the support pages show of tickets: categories, priorities and states as people read them,
 * and the limits and messages of the support_tickets and ticket_messages checks (subject 3–200
 * characters, message 1–5000). Without zod: the ticket list and the chat load it at start; the
 * form rules (src/lib/support/ticketSchema.ts) load when a form is sent.
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

/** The button above a long chat's first drawn message: «Mostrar mensajes anteriores (450)». */
export const olderMessagesLabel = (hidden: string) => `Mostrar mensajes anteriores (${hidden})`;
