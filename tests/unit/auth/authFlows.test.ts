import { describe, expect, it } from 'vitest';
import {
	registerAccount,
	requestPasswordReset,
	setNewPassword,
	signInWithPassword,
	type AuthFlowsClient,
} from '~/lib/auth/authFlows.ts';
import type { RegisterValues } from '~/lib/auth/schemas.ts';

/** A fake auth client that records calls and answers what each test sets. */
function fakeClient(answers: Partial<Record<keyof AuthFlowsClient, unknown>> = {}) {
	const calls: { method: string; args: unknown[] }[] = [];
	const answer = (method: keyof AuthFlowsClient, fallback: unknown) => {
		const value = answers[method] ?? fallback;
		return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
	};
	const client = {
		signInWithPassword: (...args: unknown[]) => {
			calls.push({ method: 'signInWithPassword', args });
			return answer('signInWithPassword', { error: null });
		},
		signUp: (...args: unknown[]) => {
			calls.push({ method: 'signUp', args });
			return answer('signUp', { data: { user: { identities: [{}] } }, error: null });
		},
		resetPasswordForEmail: (...args: unknown[]) => {
			calls.push({ method: 'resetPasswordForEmail', args });
			return answer('resetPasswordForEmail', { error: null });
		},
		updateUser: (...args: unknown[]) => {
			calls.push({ method: 'updateUser', args });
			return answer('updateUser', { error: null });
		},
	} as unknown as AuthFlowsClient;
	return { client, calls };
}

const values: RegisterValues = {
	role: 'promotora',
	first_name: 'Lucía',
	last_name: 'García Pérez',
	phone: '+34 612 345 678',
	email: 'lucia@example.com',
	password: 'hipoteca-2026',
	terms: true,
};

describe('auth flows', () => {
	it('signs up with the metadata of SPEC.md section 7 and the email redirect', async () => {
		const { client, calls } = fakeClient();
		const result = await registerAccount(
			client,
			values,
			'https://www.hipotecaclara.es/auth?redirect=%2Fdashboard',
		);
		expect(result).toEqual({ ok: true });
		expect(calls).toEqual([
			{
				method: 'signUp',
				args: [
					{
						email: 'lucia@example.com',
						password: 'hipoteca-2026',
						options: {
							emailRedirectTo: 'https://www.hipotecaclara.es/auth?redirect=%2Fdashboard',
							data: {
								first_name: 'Lucía',
								last_name: 'García Pérez',
								phone: '+34 612 345 678',
								role: 'promotora',
							},
						},
					},
				],
			},
		]);
	});

	it('reports an existing account when GoTrue answers a user without identities', async () => {
		const { client } = fakeClient({ signUp: { data: { user: { identities: [] } }, error: null } });
		expect(await registerAccount(client, values, 'https://x.es/auth')).toEqual({
			ok: false,
			message: 'Ya existe una cuenta con este email. Inicia sesión o restablece tu contraseña.',
			network: false,
		});
	});

	it('turns service errors into Spanish messages', async () => {
		const { client } = fakeClient({
			signInWithPassword: {
				error: { name: 'AuthApiError', code: 'invalid_credentials', status: 400 },
			},
		});
		expect(await signInWithPassword(client, { email: 'lucia@example.com', password: 'x' })).toEqual(
			{ ok: false, message: 'Email o contraseña incorrectos.', network: false },
		);
	});

	it('never throws: a rejected call (offline) is a network failure', async () => {
		const { client } = fakeClient({ updateUser: new TypeError('Failed to fetch') });
		const result = await setNewPassword(client, 'nueva-clave-2026');
		expect(result).toMatchObject({ ok: false, network: true });
	});

	it('asks for the recovery email with the redirect back to the reset page', async () => {
		const { client, calls } = fakeClient();
		await requestPasswordReset(client, 'lucia@example.com', 'https://x.es/reset-password');
		expect(calls).toEqual([
			{
				method: 'resetPasswordForEmail',
				args: ['lucia@example.com', { redirectTo: 'https://x.es/reset-password' }],
			},
		]);
	});
});
