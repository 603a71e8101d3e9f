/**
 * Rules and Spanish messages of the contact form. The name, email and phone rules and texts are
 * those of the sign-up form (SPEC section 5), so a person meets the same wording everywhere.
 * Framework-free and without zod, because the form's browser script imports it.
 */

import { authLimits, authMessages } from '../auth/messages.ts';

/** What the contact form asks for. */
export interface ContactValues {
	name: string;
	email: string;
	phone: string;
	message: string;
	privacy: boolean;
}

/** A field of the contact form. */
export type ContactField = keyof ContactValues;

/** Spanish messages of the contact form. */
export const contactMessages = {
	nameMin: authMessages.firstNameMin,
	nameMax: authMessages.firstNameMax,
	emailInvalid: authMessages.emailInvalid,
	emailMax: authMessages.emailMax,
	phoneMin: authMessages.phoneMin,
	phoneMax: authMessages.phoneMax,
	phoneChars: authMessages.phoneChars,
	messageMin: 'El mensaje debe tener al menos 10 caracteres',
	messageMax: 'El mensaje no puede exceder 2000 caracteres',
	privacy: 'Debes aceptar la política de privacidad para continuar',
	summary: 'Revisa los campos marcados para poder enviar tu mensaje.',
	sending: 'Enviando…',
	sentTitle: 'Mensaje enviado',
	sent: 'Gracias por escribirnos. Hemos recibido tu mensaje y un asesor te responderá por email o por teléfono lo antes posible.',
	failed:
		'No hemos podido enviar tu mensaje. Lo que has escrito sigue en el formulario: inténtalo de nuevo en unos minutos o escríbenos por teléfono, email o WhatsApp.',
	rateLimited:
		'Has enviado varios mensajes en poco tiempo. Lo que has escrito sigue en el formulario: espera un rato antes de volver a intentarlo o escríbenos por teléfono, email o WhatsApp.',
} as const;

/** Limits of each field (SPEC section 9: names 2–100, phone 9–20, email up to 255). */
export const contactLimits = {
	name: authLimits.name,
	email: authLimits.email,
	phone: authLimits.phone,
	message: { min: 10, max: 2000 },
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Validates the form (text fields trimmed). Returns the first message of each invalid field;
 * an empty object means the form is valid. The phone is optional only when left empty.
 */
export function validateContact(values: ContactValues): Partial<Record<ContactField, string>> {
	const m = contactMessages;
	const l = contactLimits;
	const errors: Partial<Record<ContactField, string>> = {};
	const name = values.name.trim();
	const email = values.email.trim();
	const phone = values.phone.trim();
	const message = values.message.trim();
	if (name.length < l.name.min) errors.name = m.nameMin;
	else if (name.length > l.name.max) errors.name = m.nameMax;
	if (email.length > l.email.max) errors.email = m.emailMax;
	else if (!emailPattern.test(email)) errors.email = m.emailInvalid;
	const digits = phone.replace(/\D/g, '');
	if (phone !== '') {
		if (!/^\+?[\d\s().-]+$/.test(phone)) errors.phone = m.phoneChars;
		else if (digits.length < l.phone.min) errors.phone = m.phoneMin;
		else if (phone.length > l.phone.max) errors.phone = m.phoneMax;
	}
	if (message.length < l.message.min) errors.message = m.messageMin;
	else if (message.length > l.message.max) errors.message = m.messageMax;
	if (!values.privacy) errors.privacy = m.privacy;
	return errors;
}
