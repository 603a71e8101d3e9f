import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authErrorMessages } from '~/lib/auth/authErrors.ts';
import {
	DataError,
	dataErrorMessages,
	errorMessage,
	throwIfError,
} from '~/lib/errors/dataErrors.ts';

/**
 * Every error a person can meet in the signed-in pages reads in Spanish: each GoTrue error code
 * (the upstream list and every code our local auth server throws), each PostgREST code and
 * SQLSTATE class we can produce, and the browser-side supabase-js errors.
 */

/**
 * GoTrue's ErrorCode list, copied from supabase/auth internal/api/apierrors/errorcode.go
 * (snapshot of 20 August 2026).
 */
const goTrueCodes =
	`unknown unexpected_failure validation_failed bad_json email_exists phone_exists bad_jwt
not_admin no_authorization user_not_found session_not_found session_expired refresh_token_not_found
refresh_token_already_used flow_state_not_found flow_state_expired flow_state_already_used
oauth_client_state_not_found oauth_client_state_expired oauth_invalid_state signup_disabled
user_banned provider_email_needs_verification invite_not_found bad_oauth_state bad_oauth_callback
oauth_provider_not_supported unexpected_audience single_identity_not_deletable
email_conflict_identity_not_deletable identity_already_exists email_provider_disabled
phone_provider_disabled too_many_enrolled_mfa_factors mfa_factor_name_conflict mfa_factor_not_found
mfa_ip_address_mismatch mfa_challenge_expired mfa_verification_failed mfa_verification_rejected
insufficient_aal captcha_failed saml_provider_disabled manual_linking_disabled sms_send_failed
email_not_confirmed phone_not_confirmed saml_relay_state_not_found saml_relay_state_expired
saml_idp_not_found saml_assertion_no_user_id saml_assertion_no_email user_already_exists
sso_provider_not_found sso_provider_disabled saml_metadata_fetch_failed saml_idp_already_exists
sso_domain_already_exists saml_entity_id_mismatch conflict provider_disabled user_sso_managed
reauthentication_needed same_password reauthentication_not_valid current_password_invalid
current_password_required otp_expired otp_disabled identity_not_found weak_password
over_request_rate_limit over_email_send_rate_limit over_sms_send_rate_limit bad_code_verifier
anonymous_provider_disabled hook_timeout hook_timeout_after_retry hook_payload_over_size_limit
hook_payload_invalid_content_type request_timeout mfa_phone_enroll_not_enabled
mfa_phone_verify_not_enabled mfa_totp_enroll_not_enabled mfa_totp_verify_not_enabled
mfa_webauthn_enroll_not_enabled mfa_webauthn_verify_not_enabled mfa_verified_factor_exists
invalid_credentials email_address_not_authorized email_address_invalid
oauth_dynamic_client_registration_disabled email_address_not_provided feature_disabled
oauth_client_not_found oauth_authorization_not_found oauth_consent_not_found
request_entity_too_large custom_provider_not_found over_custom_provider_quota passkey_disabled
too_many_passkeys webauthn_credential_not_found webauthn_challenge_not_found
webauthn_challenge_expired webauthn_verification_failed webauthn_credential_exists`.split(/\s+/);

/** The codes our local auth server throws (read from its source, so a new one is walked too). */
function localAuthCodes(): string[] {
	const dir = join(import.meta.dirname, '../../../supabase/local/auth');
	const codes = new Set<string>();
	for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
		const text = readFileSync(join(dir, file), 'utf8');
		for (const m of text.matchAll(/new AuthError\(\s*\d+,\s*'([a-z_]+)'/g)) codes.add(m[1]!);
	}
	return [...codes];
}

/** PostgREST codes our local REST server answers with (read from its source). */
function localPostgrestCodes(): string[] {
	const dir = join(import.meta.dirname, '../../../supabase/local');
	const codes = new Set<string>();
	const walk = (path: string) => {
		for (const entry of readdirSync(path, { withFileTypes: true })) {
			const full = join(path, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (entry.name.endsWith('.ts')) {
				for (const m of readFileSync(full, 'utf8').matchAll(/'(PGRST\d{3})'/g)) codes.add(m[1]!);
			}
		}
	};
	walk(dir);
	return [...codes];
}

const spanishTexts = new Set<string>([
	...Object.values(authErrorMessages),
	...Object.values(dataErrorMessages),
]);

/** Reads as one of our Spanish texts and never as the server's English. */
function expectSpanish(message: string, english: string) {
	expect(spanishTexts.has(message), message).toBe(true);
	expect(message).not.toContain(english);
	expect(message).toMatch(/[áéíóúñ¿¡]|\b(el|la|de|tu|y|no|que|se|lo|un|una|es)\b/i);
}

describe('errorMessage: GoTrue', () => {
	it('says every upstream GoTrue error code in Spanish', () => {
		expect(goTrueCodes.length).toBeGreaterThan(100);
		for (const code of goTrueCodes) {
			const english = `English text for ${code}`;
			expectSpanish(errorMessage({ name: 'AuthApiError', code, message: english }), english);
		}
	});

	it('gives every code our auth server throws its own message, not the general one', () => {
		const codes = localAuthCodes();
		expect(codes).toEqual(expect.arrayContaining(['invalid_credentials', 'weak_password']));
		// A server failure is the general text by design; the local server's HTTP plumbing codes
		// (not in GoTrue) may stay general too.
		const plumbing = new Set([
			'unexpected_failure',
			'not_found',
			'method_not_allowed',
			'request_too_large',
		]);
		for (const code of codes.filter((c) => !plumbing.has(c))) {
			const message = errorMessage({ name: 'AuthApiError', code, message: 'x' });
			expect(message, code).not.toBe(authErrorMessages.unexpected);
		}
	});

	it('reads the profile’s raw English errors in Spanish', () => {
		expect(
			errorMessage({
				name: 'AuthApiError',
				code: 'email_exists',
				status: 422,
				message: 'A user with this email address has already been registered',
			}),
		).toBe('Ya existe una cuenta con este email. Inicia sesión o restablece tu contraseña.');
		const missing = new Error('Auth session missing!');
		missing.name = 'AuthSessionMissingError';
		expect(errorMessage(missing)).toBe('Tu sesión ha terminado. Vuelve a iniciar sesión.');
	});

	it('says a network failure and an unknown thing in Spanish', () => {
		expect(errorMessage(new TypeError('Failed to fetch'))).toBe(authErrorMessages.network);
		expect(errorMessage({ name: 'AuthRetryableFetchError', message: 'fetch failed' })).toBe(
			authErrorMessages.network,
		);
		expect(errorMessage('boom')).toBe(authErrorMessages.unexpected);
		expect(errorMessage(null)).toBe(authErrorMessages.unexpected);
		expect(errorMessage(new Error('Cannot read properties of undefined'))).toBe(
			authErrorMessages.unexpected,
		);
	});
});

describe('errorMessage: PostgREST and PostgreSQL', () => {
	it('says every PGRST code our REST server produces in Spanish, none as the general text', () => {
		const codes = localPostgrestCodes();
		expect(codes).toEqual(expect.arrayContaining(['PGRST116', 'PGRST301']));
		for (const code of codes) {
			const english = `PostgREST says ${code}`;
			const message = errorMessage(new DataError('profiles', { code, message: english }));
			expectSpanish(message, english);
			expect(message, code).not.toBe(authErrorMessages.unexpected);
		}
	});

	it('maps the SQLSTATEs a write can hit to what the person can do', () => {
		const cases: [string, string][] = [
			['23505', 'Ya tienes guardado algo igual: no hace falta guardarlo otra vez.'],
			['42501', 'No tienes permiso para hacer este cambio con tu cuenta.'],
			[
				'23514',
				'Algún dato no cumple las reglas (longitud, formato o valores permitidos). Revísalo y vuelve a intentarlo.',
			],
			['22001', 'Algún texto es demasiado largo. Acórtalo y vuelve a intentarlo.'],
			[
				'23503',
				'Falta algo de lo que depende este cambio, o algo depende de lo que quieres borrar.',
			],
			['PGRST116', 'Ya no existe: puede que lo borraras en otra pestaña. Recarga la página.'],
			['PGRST303', 'Tu sesión ha terminado. Vuelve a iniciar sesión.'],
			[
				'P0001',
				'No se ha podido guardar: el servidor lo ha rechazado. Revisa los datos e inténtalo de nuevo.',
			],
		];
		for (const [code, message] of cases) {
			expect(errorMessage({ code, message: 'duplicate key value violates…' }), code).toBe(message);
		}
	});

	it('says every SQLSTATE class we can produce in Spanish', () => {
		// One code of each class PostgreSQL can answer a portal query with (Appendix A).
		const codes = ['08006', '22P02', '22003', '23502', '23P01', '25006', '28000', '40001'];
		codes.push('42P01', '42703', '42883', '53300', '57014', '57P01', 'P0002', 'PT403');
		for (const code of codes) {
			const english = `SQL error ${code}`;
			const message = errorMessage({ code, message: english });
			expectSpanish(message, english);
			expect(message, code).not.toBe(authErrorMessages.unexpected);
		}
	});

	it('keeps the code when a query throws, and throws only on an error', () => {
		expect(() => throwIfError('valuations', null)).not.toThrow();
		try {
			throwIfError('valuations', { code: '23505', message: 'duplicate key' });
			expect.unreachable();
		} catch (error) {
			expect(error).toBeInstanceOf(DataError);
			expect(error).toMatchObject({ code: '23505', message: 'valuations: duplicate key' });
		}
	});
});
