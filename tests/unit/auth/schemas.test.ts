import { readFileSync } from 'node:fs';
import { commonPasswords, isCommonPassword } from '~/lib/auth/commonPasswords.ts';
import { describe, expect, it } from 'vitest';
import {
	authMessages as m,
	loginSchema,
	newPasswordPairSchema,
	profileSchema,
	registerSchema,
} from '../../../src/lib/auth/schemas.ts';
import { validateForm } from '../../../src/lib/forms/validateForm.ts';

const valid = {
	role: 'particular',
	first_name: '  Lucía ',
	last_name: 'García Pérez',
	phone: '+34 600 123 456',
	email: ' lucia@example.com ',
	password: 'segura123',
	terms: true,
};

const firstMessage = (input: unknown) => {
	const r = validateForm(registerSchema, input);
	return r.ok ? undefined : r.issue;
};

describe('registerSchema', () => {
	it('accepts a valid sign-up and trims its text fields', () => {
		const r = validateForm(registerSchema, valid);
		expect(r.ok).toBe(true);
		if (r.ok) {
			expect(r.data.first_name).toBe('Lucía');
			expect(r.data.email).toBe('lucia@example.com');
			expect(r.data.password).toBe('segura123');
		}
	});

	it.each([
		['first_name', ' L ', m.firstNameMin],
		['first_name', 'a'.repeat(101), m.firstNameMax],
		['last_name', 'G', m.lastNameMin],
		['last_name', 'b'.repeat(101), m.lastNameMax],
		['phone', '60012345', m.phoneMin],
		['phone', '6'.repeat(21), m.phoneMax],
		['phone', 'seis-cero-cero', m.phoneChars],
		['email', 'lucia@', m.emailInvalid],
		['email', `${'a'.repeat(250)}@example.com`, m.emailMax],
		['password', '1234567', m.passwordMin],
		['password', 'x'.repeat(101), m.passwordMax],
		['password', '12345678', m.passwordCommon],
		['password', 'PassWord', m.passwordCommon],
		['password', 'iloveyou', m.passwordCommon],
		['password', 'qwertyuiop', m.passwordCommon],
		['terms', false, m.terms],
		['role', 'admin', m.role],
	])('%s = %j fails with its message', (field, value, message) => {
		expect(firstMessage({ ...valid, [field]: value })).toEqual({ field, message });
	});

	// Moved from tests/e2e/auth.spec.ts «each bad register value shows its exact message…» (issue 25
	// item 4): the values the browser typed and the exact texts its toast showed; the browser keeps
	// one case for the wiring.
	it.each([
		['first_name', 'A', 'El nombre debe tener al menos 2 caracteres'],
		['first_name', 'a'.repeat(101), 'El nombre no puede exceder 100 caracteres'],
		['last_name', ' G ', 'Los apellidos deben tener al menos 2 caracteres'],
		['last_name', 'g'.repeat(101), 'Los apellidos no pueden exceder 100 caracteres'],
		['phone', '61234567', 'El teléfono debe tener al menos 9 dígitos'],
		['phone', '6'.repeat(21), 'El teléfono no puede exceder 20 caracteres'],
		['email', 'lucia-arroba-correo', 'Email inválido'],
		['email', `${'l'.repeat(250)}@correo.es`, 'El email no puede exceder 255 caracteres'],
		['password', '1234567', 'La contraseña debe tener al menos 8 caracteres'],
		['password', 'c'.repeat(101), 'La contraseña no puede exceder 100 caracteres'],
	])('the sign-up form shows %s = %j as «%s»', (field, value, message) => {
		expect(firstMessage({ ...valid, [field]: value })).toEqual({ field, message });
	});

	it('accepts the limits exactly', () => {
		const edge = {
			...valid,
			first_name: 'ab',
			last_name: 'c'.repeat(100),
			phone: '600123456',
			password: 'x'.repeat(100),
		};
		expect(validateForm(registerSchema, edge).ok).toBe(true);
	});

	it('reports the first rule in form order', () => {
		expect(firstMessage({ ...valid, first_name: '', email: 'x' })?.field).toBe('first_name');
	});
});

describe('loginSchema and profileSchema', () => {
	it('requires a password of one character and a valid email', () => {
		expect(validateForm(loginSchema, { email: 'a@b.es', password: '' })).toEqual({
			ok: false,
			issue: { field: 'password', message: m.passwordRequired },
		});
		expect(validateForm(loginSchema, { email: 'a@b.es', password: 'x' }).ok).toBe(true);
		expect(validateForm(loginSchema, { email: 'nope', password: 'x' }).ok).toBe(false);
	});

	it('checks the profile with the sign-up rules', () => {
		const r = validateForm(profileSchema, {
			first_name: 'Ana',
			last_name: 'R',
			phone: '600123456',
		});
		expect(r).toEqual({ ok: false, issue: { field: 'last_name', message: m.lastNameMin } });
	});
});

describe('the common-password list (issue 24)', () => {
	const data = JSON.parse(
		readFileSync(new URL('../../../content/data/common-passwords.json', import.meta.url), 'utf8'),
	) as { source: string; generated: string; passwords: string[] };

	it('names its source and holds 10,000 passwords the length rule would accept', () => {
		expect(data.source).toMatch(/^@zxcvbn-ts\/language-common 4\.1\.3/);
		expect(data.passwords).toHaveLength(10_000);
		expect(new Set(data.passwords).size).toBe(10_000);
		expect(data.passwords.every((p) => p.length >= 8 && p.length <= 100)).toBe(true);
		expect(data.passwords.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
	});

	it('the forms check its first 1,000, in the same order', () => {
		expect(commonPasswords).toEqual(data.passwords.slice(0, 1000));
		expect(isCommonPassword('Sunshine')).toBe(true);
		expect(isCommonPassword('mi-hipoteca-en-soria')).toBe(false);
	});
});

describe('newPasswordPairSchema (reset page, profile)', () => {
	it('checks the rules first, then that both fields match', () => {
		expect(validateForm(newPasswordPairSchema, { password: 'corta', repeat: 'corta' })).toEqual({
			ok: false,
			issue: { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
		});
		expect(
			validateForm(newPasswordPairSchema, { password: 'hipoteca-2026', repeat: 'hipoteca-2027' }),
		).toEqual({ ok: false, issue: { field: 'repeat', message: 'Las contraseñas no coinciden' } });
		expect(
			validateForm(newPasswordPairSchema, { password: 'hipoteca-2026', repeat: 'hipoteca-2026' }),
		).toEqual({ ok: true, data: { password: 'hipoteca-2026', repeat: 'hipoteca-2026' } });
	});
});
