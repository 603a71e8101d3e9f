import { describe, expect, it } from 'vitest';
import { authErrorMessage, isNetworkError } from '~/lib/auth/authErrors.ts';

describe('authErrorMessage', () => {
	it('says each known GoTrue code in Spanish', () => {
		const cases: [string, string][] = [
			['invalid_credentials', 'Email o contraseña incorrectos.'],
			[
				'email_not_confirmed',
				'Todavía no has confirmado tu email. Abre el enlace que te enviamos al registrarte.',
			],
			[
				'user_already_exists',
				'Ya existe una cuenta con este email. Inicia sesión o restablece tu contraseña.',
			],
			[
				'email_exists',
				'Ya existe una cuenta con este email. Inicia sesión o restablece tu contraseña.',
			],
			[
				'over_request_rate_limit',
				'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
			],
			[
				'over_email_send_rate_limit',
				'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
			],
			[
				'weak_password',
				'La contraseña es demasiado débil. Elige una más larga y difícil de adivinar.',
			],
			['otp_expired', 'El enlace no es válido o ha caducado. Solicita uno nuevo.'],
			['same_password', 'La nueva contraseña debe ser distinta de la anterior.'],
			[
				'validation_failed',
				'Algún dato no es válido o lleva caracteres que no se pueden guardar. Revísalo y vuelve a intentarlo.',
			],
		];
		for (const [code, message] of cases) {
			expect(authErrorMessage({ name: 'AuthApiError', code, message: 'English text' })).toBe(
				message,
			);
		}
	});

	it('names a leaked password, reading the weak_password reasons', () => {
		expect(authErrorMessage({ code: 'weak_password', reasons: ['length', 'pwned'] })).toBe(
			'Esta contraseña aparece en filtraciones de datos conocidas. Elige una diferente.',
		);
	});

	it('treats fetch failures as network errors, never showing the English text', () => {
		const offline = { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 };
		expect(isNetworkError(offline)).toBe(true);
		expect(authErrorMessage(offline)).toMatch(/^No hemos podido conectar con el servidor\./);
		const chunk = { name: 'TypeError', message: 'Failed to fetch dynamically imported module' };
		expect(isNetworkError(chunk)).toBe(true);
		expect(isNetworkError({ name: 'AuthApiError', code: 'invalid_credentials' })).toBe(false);
	});

	it('falls back by status or message, then to a general Spanish text', () => {
		expect(authErrorMessage({ status: 429, message: 'Too many' })).toBe(
			'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
		);
		expect(authErrorMessage({ message: 'Invalid login credentials' })).toBe(
			'Email o contraseña incorrectos.',
		);
		expect(authErrorMessage({ code: 'something_new', message: 'Database exploded' })).toBe(
			'Ha ocurrido un error inesperado. Inténtalo de nuevo en unos minutos.',
		);
	});
});
