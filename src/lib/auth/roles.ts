/**
 * The roles of an account, without the form rules: the panel, the admin and the statistics name
 * roles without loading zod (src/lib/auth/schemas.ts re-exports them for the forms).
 */

/** Roles a person can choose at sign-up (SPEC.md section 3); `admin` is never self-chosen. */
export const userRoles = [
	'particular',
	'inmobiliaria',
	'promotora',
	'agente_inmobiliario',
] as const;
export type UserRole = (typeof userRoles)[number];

/** How each role is named to people. */
export const userRoleLabels: Record<UserRole, { label: string; hint: string }> = {
	particular: { label: 'Particular', hint: 'Busco hipoteca para mi vivienda' },
	inmobiliaria: { label: 'Inmobiliaria', hint: 'Agencia que acompaña a sus clientes' },
	promotora: { label: 'Promotora', hint: 'Vendo obra nueva y financio a compradores' },
	agente_inmobiliario: { label: 'Agente inmobiliario', hint: 'Profesional independiente' },
};

/** The label of a profile role, or the raw value when unknown. */
export function roleLabel(role: string): string {
	return role in userRoleLabels ? userRoleLabels[role as UserRole].label : role;
}
