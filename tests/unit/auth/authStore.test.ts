import { afterEach, describe, expect, it } from 'vitest';
import type { AuthFlowsClient } from '~/lib/auth/authFlows.ts';
import {
	changeEmail,
	configureAuth,
	deleteAccount,
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

describe('deleting the account', () => {
	/** A fake function call answering `status` and `body`; records the calls and sign-outs. */
	function fakeFunction(status: number, body: unknown) {
		const calls: { name: string; body: unknown }[] = [];
		let signOuts = 0;
		reset = configureAuth({
			callFunction: (name, sent) => {
				calls.push({ name, body: sent });
				return status < 0
					? Promise.reject(new TypeError('Failed to fetch'))
					: Promise.resolve({ status, body });
			},
			signOut: () => Promise.resolve(void signOuts++),
		});
		return { calls, signOuts: () => signOuts };
	}
	const values = { confirmation: 'ELIMINAR', password: 'contraseña-segura-1' };

	it('calls eliminar-cuenta with what was typed and signs out after it deleted', async () => {
		const fake = fakeFunction(200, { deleted: true });
		expect(await deleteAccount(values)).toEqual({ ok: true });
		expect(fake.calls).toEqual([{ name: 'eliminar-cuenta', body: values }]);
		expect(fake.signOuts()).toBe(1);
	});

	it('names the field of a refusal and stays signed in', async () => {
		const wrong = fakeFunction(400, { error: 'x', field: 'password' });
		expect(await deleteAccount(values)).toEqual({
			ok: false,
			field: 'password',
			message: 'La contraseña no es correcta.',
		});
		expect(wrong.signOuts()).toBe(0);
		fakeFunction(400, { error: 'x', field: 'confirmation' });
		expect(await deleteAccount(values)).toEqual({
			ok: false,
			field: 'confirmation',
			message: 'Escribe tu email o la palabra ELIMINAR para confirmar.',
		});
	});

	it('turns an expired session, too many attempts, no connection and the rest into Spanish', async () => {
		const cases: [number, string][] = [
			[401, 'Tu sesión ha caducado. Vuelve a iniciar sesión para eliminar tu cuenta.'],
			[429, 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.'],
			[0, 'No hemos podido conectar. Comprueba tu conexión y vuelve a intentarlo.'],
			[-1, 'No hemos podido conectar. Comprueba tu conexión y vuelve a intentarlo.'],
			[500, 'No hemos podido eliminar tu cuenta. Vuelve a intentarlo en unos minutos.'],
		];
		for (const [status, message] of cases) {
			const fake = fakeFunction(status, { error: 'Internal error' });
			expect(await deleteAccount(values)).toEqual({ ok: false, message });
			expect(fake.signOuts()).toBe(0);
		}
	});
});
