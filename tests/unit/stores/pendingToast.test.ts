import { afterEach, describe, expect, it } from 'vitest';
import {
	$toast,
	dismissToast,
	pendingToastKey,
	showPendingToast,
	toastOnNextPage,
} from '~/stores/toasts.ts';

/** A Map-backed sessionStorage on globalThis. */
function installSessionStorage() {
	const store = new Map<string, string>();
	globalThis.sessionStorage = {
		getItem: (k: string) => store.get(k) ?? null,
		setItem: (k: string, v: string) => void store.set(k, v),
		removeItem: (k: string) => void store.delete(k),
	} as unknown as Storage;
	return store;
}

afterEach(() => {
	dismissToast();
	Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('toastOnNextPage', () => {
	it('keeps the toast for the next page, which shows it once', () => {
		const store = installSessionStorage();
		toastOnNextPage({ title: 'Sesión expirada', description: 'Texto', variant: 'destructive' });
		expect($toast.get()).toBeNull();
		expect(store.has(pendingToastKey)).toBe(true);
		showPendingToast();
		expect($toast.get()).toMatchObject({
			title: 'Sesión expirada',
			description: 'Texto',
			variant: 'destructive',
		});
		dismissToast();
		showPendingToast();
		expect($toast.get()).toBeNull();
	});
	it('drops anything else stored under the key', () => {
		const store = installSessionStorage();
		store.set(pendingToastKey, '{"title":3}');
		showPendingToast();
		store.set(pendingToastKey, 'no es JSON');
		showPendingToast();
		expect($toast.get()).toBeNull();
	});
	it('without storage shows the toast at once', () => {
		toastOnNextPage({ title: 'Sesión cerrada' });
		expect($toast.get()?.title).toBe('Sesión cerrada');
	});
});
