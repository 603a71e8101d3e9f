/** States of the support_tickets `status` check, in the order a ticket goes through them. */
export const ticketStatusValues = ['abierto', 'en_progreso', 'resuelto', 'cerrado'] as const;
export type TicketStatus = (typeof ticketStatusValues)[number];

/** Values of the support_tickets `category` check. */
export const ticketCategoryValues = [
	'hipoteca',
	'tasacion',
	'documentacion',
	'cuenta',
	'tecnico',
	'otro',
] as const;
export type TicketCategory = (typeof ticketCategoryValues)[number];

/** Values of the support_tickets `priority` check, lowest first. */
export const ticketPriorityValues = ['baja', 'media', 'alta', 'urgente'] as const;
export type TicketPriority = (typeof ticketPriorityValues)[number];
