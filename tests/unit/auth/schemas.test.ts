import { describe, expect, it } from 'vitest';
import {
	authMessages as m,
	loginSchema,
	profileSchema,
	registerSchema,
	validateForm,
} from '../../../src/lib/auth/schemas.ts';

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
		['terms', false, m.terms],
		['role', 'admin', m.role],
	])('%s = %j fails with its message', (field, value, message) => {
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
