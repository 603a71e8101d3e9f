/**
 * The texts and limits of SPEC.md section 5 (sign-up and sign-in rules), verbatim. Plain data
 * without zod so that small browser scripts (the contact form) can share them.
 */

/** Messages of the rules, verbatim from SPEC.md section 5 (passwordCommon and the last ones are ours). */
export const authMessages = {
	firstNameMin: 'El nombre debe tener al menos 2 caracteres',
	firstNameMax: 'El nombre no puede exceder 100 caracteres',
	lastNameMin: 'Los apellidos deben tener al menos 2 caracteres',
	lastNameMax: 'Los apellidos no pueden exceder 100 caracteres',
	phoneMin: 'El teléfono debe tener al menos 9 dígitos',
	phoneMax: 'El teléfono no puede exceder 20 caracteres',
	emailInvalid: 'Email inválido',
	emailMax: 'El email no puede exceder 255 caracteres',
	passwordMin: 'La contraseña debe tener al menos 8 caracteres',
	passwordMax: 'La contraseña no puede exceder 100 caracteres',
	passwordRequired: 'La contraseña es requerida',
	passwordCommon:
		'Esta contraseña es de las más usadas y se adivina enseguida. Elige otra menos común.',
	terms: 'Debes aceptar las condiciones para continuar',
	role: 'Elige el tipo de usuario',
	phoneChars: 'El teléfono solo puede llevar números, espacios y el prefijo +',
	passwordMismatch: 'Las contraseñas no coinciden',
	phoneSpanish:
		'Un teléfono español tiene 9 dígitos (con +34 o 0034 delante si quieres). Revisa que no sobre ninguno.',
	phoneInternational:
		'Un teléfono internacional tiene como mucho 15 dígitos con el prefijo del país.',
} as const;

/** SPEC.md section 9 limits. */
export const authLimits = {
	name: { min: 2, max: 100 },
	phone: { min: 9, max: 20 },
	email: { max: 255 },
	password: { min: 8, max: 100 },
} as const;
