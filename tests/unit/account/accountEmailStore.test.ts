import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import {
	$emailPreference,
	configureAccountEmail,
	emailPreferenceTexts,
	saveEmailPreference,
} from '~/stores/accountEmail.ts';
import { $session } from '~/stores/session.ts';

const signIn = (id: string) =>
	$session.set({ status: 'signed-in', session: { user: { id } } as unknown as Session });

/** Resolves with the store's first loaded value. */
function loaded(): Promise<boolean> {
	return new Promise((resolve, reject) => {
		const stop = $emailPreference.subscribe((v) => {
			if (v.data !== undefined) {
				queueMicrotask(() => stop());
				resolve(v.data);
			} else if (v.error) reject(v.error as Error);
		});
	});
}

let reset: (() => void) | undefined;
afterEach(() => {
	reset?.();
	$session.set({ status: 'signed-out' });
});

describe('email preference store', () => {
	it('reads the signed-in user’s preference and shows what a save stored', async () => {
		const stored = new Map([['u1', true]]);
		const calls: string[] = [];
		reset = configureAccountEmail({
			read: (id) => {
				calls.push(`read ${id}`);
				return Promise.resolve(stored.get(id) ?? true);
			},
			write: (id, on) => {
				calls.push(`write ${id} ${on}`);
				stored.set(id, on);
				return Promise.resolve(on);
			},
		});
		signIn('u1');
		expect(await loaded()).toBe(true);
		expect(await saveEmailPreference(false)).toEqual({
			ok: true,
			value: false,
			message: emailPreferenceTexts.savedOff,
		});
		expect(await loaded()).toBe(false);
		expect(calls).toEqual(['read u1', 'write u1 false']);
		expect((await saveEmailPreference(true)).message).toBe('Guardado: te avisaremos por email.');
	});

	it('a failed save keeps the stored value and says so in Spanish', async () => {
		reset = configureAccountEmail({
			read: () => Promise.resolve(true),
			write: () => Promise.reject(new Error('network down')),
		});
		signIn('u2');
		expect(await loaded()).toBe(true);
		const result = await saveEmailPreference(false);
		expect(result).toEqual({
			ok: false,
			message: 'No se pudo guardar tu preferencia. Comprueba tu conexión e inténtalo de nuevo.',
		});
		expect(await loaded()).toBe(true);
	});

	it('signed out, nothing is written', async () => {
		let writes = 0;
		reset = configureAccountEmail({
			write: () => {
				writes++;
				return Promise.resolve(true);
			},
		});
		expect(await saveEmailPreference(true)).toEqual({
			ok: false,
			message: 'Inicia sesión para cambiar tus avisos por email.',
		});
		expect(writes).toBe(0);
	});
});
