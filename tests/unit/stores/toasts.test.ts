import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toast, dismissToast, toast } from '~/stores/toasts.ts';

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
