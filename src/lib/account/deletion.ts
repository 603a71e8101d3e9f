/**
 * «Eliminar mi cuenta» (issue 30, item 4): what deleting an account deletes, how the person
 * confirms it, and the Spanish refusals. The panel's danger zone, the landing page and the Edge
 * Function «eliminar-cuenta» read these; the privacy policy (content/legal/privacidad.mdx,
 * section 6) says the same.
 */

/** The word that confirms the deletion, as an alternative to typing one's email. */
export const DELETION_WORD = 'ELIMINAR';

/** What goes, immediately and for good, when a person deletes their account. */
export const deletedData = [
	'Tu cuenta, tu perfil y tus preferencias de avisos.',
	'Tus simulaciones y valoraciones guardadas.',
	'Tu solicitud hipotecaria, su avance y el registro de accesos a tus documentos.',
	'Los documentos que subiste (DNI o NIE, nóminas, extractos…), en el momento.',
	'Tus consultas de soporte con todos sus mensajes, y tus notificaciones.',
	'Tus formularios para clientes, si eres profesional (los clientes que ya los firmaron conservan su copia).',
] as const;

/** The Spanish refusals (the function sends them; the panel shows them next to their field). */
export const deletionErrors = {
	session: 'Tu sesión ha caducado. Vuelve a iniciar sesión para eliminar tu cuenta.',
	confirmation: `Escribe tu email o la palabra ${DELETION_WORD} para confirmar.`,
	password: 'La contraseña no es correcta.',
	passwordMissing: 'Escribe tu contraseña actual.',
	tooMany: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
	network: 'No hemos podido conectar. Comprueba tu conexión y vuelve a intentarlo.',
	unknown: 'No hemos podido eliminar tu cuenta. Vuelve a intentarlo en unos minutos.',
} as const;

/** Which field a refusal belongs to. */
export type DeletionField = 'confirmation' | 'password';

/** Whether `typed` confirms deleting the account of `email`: the email itself or «ELIMINAR». */
export function confirmsDeletion(typed: string, email: string): boolean {
	const value = typed.trim();
	return value === DELETION_WORD || value.toLowerCase() === email.trim().toLowerCase();
}

/** The first problem of the confirmation form before anything is sent, or null. */
export function checkDeletionForm(
	values: { confirmation: string; password: string },
	email: string,
): { field: DeletionField; message: string } | null {
	if (!confirmsDeletion(values.confirmation, email))
		return { field: 'confirmation', message: deletionErrors.confirmation };
	if (values.password === '') return { field: 'password', message: deletionErrors.passwordMissing };
	return null;
}
