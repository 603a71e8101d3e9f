/**
 * The words of a lead, written once: where it came from and how it is followed up (the `source`
 * and `status` checks of the leads table, in their order), and how people read them. The admin's
 * contacts table, the professional's clients, the statistics and the CSV all read them here.
 */

/** Where a lead came from: the leads `source` check, in its order. */
export const leadSourceValues = ['contacto', 'formulario_compartido', 'estudio_mejora'] as const;
export type LeadSource = (typeof leadSourceValues)[number];

/** How a lead is followed up: the leads `status` check, in its order. */
export const leadStatusValues = ['nuevo', 'contactado', 'cerrado', 'descartado'] as const;
export type LeadStatus = (typeof leadStatusValues)[number];

/** Where a lead came from, as people read it. */
export const leadSources: Readonly<Record<string, string>> = {
	contacto: 'Formulario de contacto',
	formulario_compartido: 'Formulario compartido',
	estudio_mejora: 'Estudio de mejora (Mi hipoteca)',
} satisfies Record<LeadSource, string>;

/** A lead's follow-up state, as people read it. */
export const leadStatuses: Readonly<Record<string, string>> = {
	nuevo: 'Nuevo',
	contactado: 'Contactado',
	cerrado: 'Cerrado',
	descartado: 'Descartado',
} satisfies Record<LeadStatus, string>;
