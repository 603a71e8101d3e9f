import { afterEach, describe, expect, it } from 'vitest';
import type { AuthFlowsClient } from '~/lib/auth/authFlows.ts';
import {
	changeEmail,
	configureAuth,
	requestPasswordReset,
	signIn,
	signUp,
	updatePassword,
} from '~/stores/auth.ts';

/** A fake supabase-js auth client: records every call and answers what the test sets. */
function fakeAuth(answers: Partial<Record<keyof AuthFlowsClient, unknown>> = {}) {
	const calls: { method: string; args: unknown[] }[] = [];
	const method =
		(name: keyof AuthFlowsClient, fallback: unknown) =>
		(...args: unknown[]) => {
			calls.push({ method: name, args });
			const value = answers[name] ?? fallback;
			return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
		};
	const client = {
		signInWithPassword: method('signInWithPassword', { error: null }),
		signUp: method('signUp', { data: { user: { identities: [{}] } }, error: null }),
		resetPasswordForEmail: method('resetPasswordForEmail', { error: null }),
		updateUser: method('updateUser', { error: null }),
	} as unknown as AuthFlowsClient;
	return { client, calls };
}

let reset: (() => void) | undefined;
afterEach(() => reset?.());

describe('the auth store', () => {
	it('signs in through the configured client', async () => {
		const { client, calls } = fakeAuth();
		reset = configureAuth({ auth: () => Promise.resolve(client) });
		expect(await signIn({ email: 'ana@example.com', password: 'secreta-1' })).toEqual({ ok: true });
		expect(calls).toEqual([
			{
				method: 'signInWithPassword',
				args: [{ email: 'ana@example.com', password: 'secreta-1' }],
			},
		]);
	});

	it('answers wrong credentials in Spanish without throwing', async () => {
		const { client } = fakeAuth({
			signInWithPassword: { error: { code: 'invalid_credentials', message: 'Invalid login' } },
		});
		reset = configureAuth({ auth: () => Promise.resolve(client) });
		expect(await signIn({ email: 'ana@example.com', password: 'mala' })).toEqual({
			ok: false,
			message: 'Email o contraseña incorrectos.',
			network: false,
		});
	});

	it('reports a client that cannot be downloaded as a network failure', async () => {
		reset = configureAuth({ auth: () => Promise.reject(new TypeError('Failed to fetch')) });
		const result = await updatePassword('otra-clave-2026');
		expect(result.ok).toBe(false);
		expect(result).toMatchObject({ network: true });
		expect(result.ok ? '' : result.message).toMatch(/conexión/);
	});

	it('signs up with the metadata and the confirmation link', async () => {
		const { client, calls } = fakeAuth();
		reset = configureAuth({ auth: () => Promise.resolve(client) });
		const values = {
			role: 'inmobiliaria' as const,
			first_name: 'Pilar',
			last_name: 'Núñez',
			phone: '612345678',
			email: 'pilar@example.com',
			password: 'hipoteca-2026',
			terms: true as const,
		};
		expect(await signUp(values, 'https://www.hipotecaclara.es/auth')).toEqual({ ok: true });
		expect(calls[0]?.args).toEqual([
			{
				email: 'pilar@example.com',
				password: 'hipoteca-2026',
				options: {
					emailRedirectTo: 'https://www.hipotecaclara.es/auth',
					data: {
						first_name: 'Pilar',
						last_name: 'Núñez',
						phone: '612345678',
						role: 'inmobiliaria',
					},
				},
			},
		]);
	});

	it('asks for a reset link, sets a password and changes the email', async () => {
		const { client, calls } = fakeAuth();
		reset = configureAuth({ auth: () => Promise.resolve(client) });
		await requestPasswordReset('ana@example.com', 'https://x.es/reset-password');
		await updatePassword('nueva-clave-2026');
		await changeEmail('nueva@example.com', 'https://x.es/dashboard#perfil');
		expect(calls).toEqual([
			{
				method: 'resetPasswordForEmail',
				args: ['ana@example.com', { redirectTo: 'https://x.es/reset-password' }],
			},
			{ method: 'updateUser', args: [{ password: 'nueva-clave-2026' }] },
			{
				method: 'updateUser',
				args: [
					{ email: 'nueva@example.com' },
					{ emailRedirectTo: 'https://x.es/dashboard#perfil' },
				],
			},
		]);
	});

	it('turns an email already in use into a Spanish message', async () => {
		const { client } = fakeAuth({
			updateUser: {
				error: {
					code: 'email_exists',
					message: 'A user with this email address has already been registered',
				},
			},
		});
		reset = configureAuth({ auth: () => Promise.resolve(client) });
		const result = await changeEmail('usada@example.com', 'https://x.es/dashboard');
		expect(result.ok).toBe(false);
		expect(result.ok ? '' : result.message).not.toMatch(/already|registered/);
	});
});
