/**
 * The sections of Mi Panel (/dashboard), each reachable by its URL hash (`/dashboard#simulaciones`).
 * Professional sections are listed only for agencies, developers and agents.
 */

/** A section of the panel. */
export interface PanelSection {
	id: string;
	title: string;
	/** Only for professional roles (inmobiliaria, promotora, agente_inmobiliario). */
	professional?: boolean;
}

/** The panel's sections in menu order. */
export const panelSections = [
	{ id: 'perfil', title: 'Mi perfil' },
	{ id: 'notificaciones', title: 'Notificaciones' },
	{ id: 'solicitud', title: 'Mi solicitud' },
	{ id: 'hipoteca', title: 'Mi hipoteca' },
	{ id: 'documentos', title: 'Documentación' },
	{ id: 'simulaciones', title: 'Simulaciones guardadas' },
	{ id: 'valoraciones', title: 'Valoraciones' },
	{ id: 'tickets', title: 'Soporte' },
	{ id: 'clientes', title: 'Mis clientes', professional: true },
	{ id: 'formularios', title: 'Mis formularios', professional: true },
] as const satisfies readonly PanelSection[];

/** Id of a panel section. */
export type PanelSectionId = (typeof panelSections)[number]['id'];

/** Other names a link may use for a section. */
const aliases: Record<string, PanelSectionId> = { soporte: 'tickets' };

/** Roles that see the professional sections. */
export const professionalRoles: readonly string[] = [
	'inmobiliaria',
	'promotora',
	'agente_inmobiliario',
];

/** Whether a profile role is a professional one. */
export const isProfessionalRole = (role: string | null | undefined) =>
	professionalRoles.includes(role ?? '');

/** The sections a person with `role` sees. */
export function sectionsFor(role: string | null | undefined): readonly PanelSection[] {
	const pro = isProfessionalRole(role);
	return panelSections.filter((s) => pro || !('professional' in s));
}

/** The section a hash (`#simulaciones`, `#soporte`) points to, or the first section. */
export function sectionFromHash(hash: string, role?: string | null): PanelSectionId {
	const raw = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
	const id = aliases[raw] ?? raw;
	const visible = sectionsFor(role);
	return (visible.find((s) => s.id === id)?.id ?? visible[0]!.id) as PanelSectionId;
}
