/**
 * Spanish texts for what the auth service (GoTrue, hosted or local) answers, by error code.
 * SPEC.md section 8 shows "the service's message": people read it in Spanish, never the raw
 * English text, a status code or a stack trace.
 */

/** The parts of a supabase-js AuthError the mapping reads (also fits plain thrown errors). */
export interface AuthErrorLike {
	name?: string | undefined;
	message?: string | undefined;
	status?: number | undefined;
	code?: string | undefined;
	/** AuthWeakPasswordError: why the password was refused ('length', 'characters', 'pwned'). */
	reasons?: readonly string[] | undefined;
}

/** Spanish message of each GoTrue error code the portal's forms can meet. */
export const authErrorMessages = {
	invalid_credentials: 'Email o contraseña incorrectos.',
	email_not_confirmed:
		'Todavía no has confirmado tu email. Abre el enlace que te enviamos al registrarte.',
	user_already_exists:
		'Ya existe una cuenta con este email. Inicia sesión o restablece tu contraseña.',
	rate_limit: 'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
	weak_password: 'La contraseña es demasiado débil. Elige una más larga y difícil de adivinar.',
	pwned_password:
		'Esta contraseña aparece en filtraciones de datos conocidas. Elige una diferente.',
	same_password: 'La nueva contraseña debe ser distinta de la anterior.',
	signup_disabled: 'El registro de cuentas nuevas está desactivado en este momento.',
	email_invalid: 'Email inválido',
	link_invalid: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
	link_elsewhere:
		'Este enlace solo funciona en el navegador donde lo pediste. Si era para confirmar tu cuenta, ya está confirmada: inicia sesión con tu email y contraseña.',
	link_elsewhere_reset:
		'Este enlace solo funciona en el navegador donde lo pediste. Solicita uno nuevo desde este navegador.',
	session_missing:
		'El enlace ha caducado o ya se usó. Solicita uno nuevo para cambiar la contraseña.',
	user_banned: 'Esta cuenta está bloqueada. Escríbenos desde la página de contacto.',
	session_lost: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
	reauthenticate: 'Por seguridad, vuelve a iniciar sesión antes de hacer este cambio.',
	not_allowed: 'Tu cuenta no puede hacer esta operación.',
	user_not_found: 'No encontramos esa cuenta. Revisa el email o regístrate.',
	method_unavailable: 'Este método de acceso no está disponible. Entra con tu email y contraseña.',
	timeout: 'El servidor ha tardado demasiado en responder. Vuelve a intentarlo en unos segundos.',
	too_large: 'Lo que has enviado es demasiado grande. Redúcelo y vuelve a intentarlo.',
	invalid_data:
		'Algún dato no es válido o lleva caracteres que no se pueden guardar. Revísalo y vuelve a intentarlo.',
	network:
		'No hemos podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo; lo que escribiste sigue en el formulario.',
	unexpected: 'Ha ocurrido un error inesperado. Inténtalo de nuevo en unos minutos.',
} as const;

/** Which message a GoTrue error code gets. */
const byCode: Record<string, keyof typeof authErrorMessages> = {
	invalid_credentials: 'invalid_credentials',
	invalid_grant: 'invalid_credentials',
	email_not_confirmed: 'email_not_confirmed',
	user_already_exists: 'user_already_exists',
	email_exists: 'user_already_exists',
	identity_already_exists: 'user_already_exists',
	over_request_rate_limit: 'rate_limit',
	over_email_send_rate_limit: 'rate_limit',
	over_sms_send_rate_limit: 'rate_limit',
	weak_password: 'weak_password',
	same_password: 'same_password',
	signup_disabled: 'signup_disabled',
	email_provider_disabled: 'signup_disabled',
	email_address_invalid: 'email_invalid',
	email_address_not_authorized: 'email_invalid',
	otp_expired: 'link_invalid',
	flow_state_expired: 'link_invalid',
	flow_state_not_found: 'link_invalid',
	bad_code_verifier: 'link_invalid',
	session_not_found: 'session_missing',
	session_expired: 'session_missing',
	refresh_token_not_found: 'session_missing',
	refresh_token_already_used: 'session_missing',
	user_banned: 'user_banned',
	validation_failed: 'invalid_data',
	bad_json: 'invalid_data',
	phone_exists: 'user_already_exists',
	conflict: 'invalid_data',
	email_conflict_identity_not_deletable: 'not_allowed',
	single_identity_not_deletable: 'not_allowed',
	flow_state_already_used: 'link_invalid',
	invite_not_found: 'link_invalid',
	bad_jwt: 'session_lost',
	no_authorization: 'session_lost',
	unexpected_audience: 'session_lost',
	not_admin: 'not_allowed',
	insufficient_aal: 'reauthenticate',
	reauthentication_needed: 'reauthenticate',
	reauthentication_not_valid: 'reauthenticate',
	current_password_invalid: 'invalid_credentials',
	current_password_required: 'reauthenticate',
	user_not_found: 'user_not_found',
	identity_not_found: 'user_not_found',
	user_sso_managed: 'method_unavailable',
	provider_disabled: 'method_unavailable',
	phone_provider_disabled: 'method_unavailable',
	anonymous_provider_disabled: 'method_unavailable',
	manual_linking_disabled: 'method_unavailable',
	otp_disabled: 'method_unavailable',
	feature_disabled: 'method_unavailable',
	email_address_not_provided: 'email_invalid',
	request_timeout: 'timeout',
	hook_timeout: 'timeout',
	hook_timeout_after_retry: 'timeout',
	request_entity_too_large: 'too_large',
	hook_payload_over_size_limit: 'too_large',
	over_custom_provider_quota: 'rate_limit',
};

/** Whether the request never reached the service (offline, DNS, refused, 502–504). */
export function isNetworkError(error: AuthErrorLike): boolean {
	return (
		error.name === 'AuthRetryableFetchError' ||
		(error.name === 'TypeError' && /fetch|network|load failed/i.test(error.message ?? ''))
	);
}

/** The Spanish message for an error of the auth service, whatever its shape. */
export function authErrorMessage(error: AuthErrorLike): string {
	if (isNetworkError(error)) return authErrorMessages.network;
	if (error.code === 'weak_password' && error.reasons?.includes('pwned')) {
		return authErrorMessages.pwned_password;
	}
	const key = error.code ? byCode[error.code] : undefined;
	if (key) return authErrorMessages[key];
	// Old servers without codes still answer these with a 429 or the GoTrue message.
	if (error.status === 429) return authErrorMessages.rate_limit;
	if (/invalid login credentials/i.test(error.message ?? '')) {
		return authErrorMessages.invalid_credentials;
	}
	return authErrorMessages.unexpected;
}
