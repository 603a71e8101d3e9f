/**
 * The admin's notification form: the limits of the notifications checks and their Spanish
 * messages (plain data, so the form loads no zod until it is sent).
 */

/** Limits of the notifications checks. */
export const notificationLimits = { title: 200, message: 2000, actionUrl: 500 } as const;

/** The messages of the notification form's rules. */
export const notificationMessages = {
	titleMin: 'Escribe un título',
	titleMax: `El título no puede exceder ${notificationLimits.title} caracteres`,
	messageMin: 'Escribe el mensaje',
	messageMax: `El mensaje no puede exceder ${notificationLimits.message} caracteres`,
	actionUrl: 'El enlace debe ser una ruta del sitio que empiece por «/», como /dashboard',
	user: 'Elige a quién se envía',
	role: 'Elige un rol',
} as const;
