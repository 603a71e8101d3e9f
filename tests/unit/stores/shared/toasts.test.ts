import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	$toast,
	dismissToast,
	flashToast,
	flashToastKey,
	pauseToast,
	resumeToast,
	showFlashedToast,
	toast,
} from '~/stores/toasts.ts';

afterEach(() => {
	dismissToast();
	vi.useRealTimers();
});

describe('toasts store', () => {
	it('shows one toast at a time: a new one replaces the old', () => {
		toast({ title: 'Primero' });
		const second = toast({
			title: 'Error de validación',
			description: 'Email inválido',
			variant: 'destructive',
		});
		expect($toast.get()).toMatchObject({
			id: second,
			title: 'Error de validación',
			variant: 'destructive',
		});
	});

	it('ignores the dismissal of a toast that was already replaced', () => {
		const first = toast({ title: 'Primero' });
		toast({ title: 'Segundo' });
		dismissToast(first);
		expect($toast.get()?.title).toBe('Segundo');
	});

	it('hides by itself after its duration, or never with 0', () => {
		vi.useFakeTimers();
		toast({ title: 'Sesión a punto de expirar', duration: 10_000 });
		vi.advanceTimersByTime(9_999);
		expect($toast.get()).not.toBeNull();
		vi.advanceTimersByTime(1);
		expect($toast.get()).toBeNull();
		toast({ title: 'Fijo', duration: 0 });
		vi.advanceTimersByTime(1_000_000);
		expect($toast.get()?.title).toBe('Fijo');
	});
});

/** An in-memory sessionStorage. */
function memoryStorage() {
	const items = new Map<string, string>();
	return {
		items,
		getItem: (key: string) => items.get(key) ?? null,
		setItem: (key: string, value: string) => void items.set(key, value),
		removeItem: (key: string) => void items.delete(key),
	};
}

describe('flash toasts', () => {
	it('shows now and once more on the next page, then never again', () => {
		const storage = memoryStorage();
		flashToast(
			{ title: '¡Bienvenido!', description: 'Has iniciado sesión correctamente' },
			storage,
		);
		expect($toast.get()?.title).toBe('¡Bienvenido!');
		dismissToast();
		// The next page's toaster.
		expect(showFlashedToast(storage)).toBeTypeOf('number');
		expect($toast.get()).toMatchObject({
			title: '¡Bienvenido!',
			description: 'Has iniciado sesión correctamente',
			variant: 'default',
		});
		dismissToast();
		expect(showFlashedToast(storage)).toBeUndefined();
		expect($toast.get()).toBeNull();
	});

	it('drops what it cannot read and works without storage', () => {
		const storage = memoryStorage();
		storage.setItem(flashToastKey, '{no es json');
		expect(showFlashedToast(storage)).toBeUndefined();
		expect(storage.items.size).toBe(0);
		storage.setItem(flashToastKey, JSON.stringify({ title: 42 }));
		expect(showFlashedToast(storage)).toBeUndefined();
		expect(flashToast({ title: 'Sin almacenamiento' }, undefined)).toBeTypeOf('number');
		expect(showFlashedToast(undefined)).toBeUndefined();
	});
});

describe('pausing a toast (WCAG 2.2.1: hover or focus stops its clock)', () => {
	it('keeps the toast while hovered and hides it after the time it had left', () => {
		vi.useFakeTimers();
		toast({ title: 'Guardado', duration: 5000 });
		vi.advanceTimersByTime(3000);
		pauseToast('hover');
		vi.advanceTimersByTime(60_000);
		expect($toast.get()?.title).toBe('Guardado');
		resumeToast('hover');
		vi.advanceTimersByTime(1999);
		expect($toast.get()?.title).toBe('Guardado');
		vi.advanceTimersByTime(1);
		expect($toast.get()).toBeNull();
	});

	it('runs again only when neither the pointer nor the focus is on it', () => {
		vi.useFakeTimers();
		toast({ title: 'Error', duration: 5000 });
		pauseToast('hover');
		pauseToast('focus');
		resumeToast('hover');
		vi.advanceTimersByTime(10_000);
		expect($toast.get()?.title).toBe('Error');
		resumeToast('focus');
		vi.advanceTimersByTime(5000);
		expect($toast.get()).toBeNull();
	});

	it('starts a new toast paused when it replaces one under the pointer', () => {
		vi.useFakeTimers();
		toast({ title: 'Primero', duration: 5000 });
		pauseToast('hover');
		toast({ title: 'Segundo', duration: 5000 });
		vi.advanceTimersByTime(20_000);
		expect($toast.get()?.title).toBe('Segundo');
		resumeToast('hover');
		vi.advanceTimersByTime(5000);
		expect($toast.get()).toBeNull();
	});
});
