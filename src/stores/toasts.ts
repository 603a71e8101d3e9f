import { atom } from 'nanostores';

/** How a toast looks: destructive for errors. */
export type ToastVariant = 'default' | 'destructive';

/** A toast as islands raise it. */
export interface ToastInput {
	title: string;
	description?: string;
	variant?: ToastVariant;
	/** Milliseconds before it hides by itself; 0 keeps it until closed. */
	duration?: number;
}

/** The toast on screen; `id` changes with every new toast so the view can re-announce it. */
export interface Toast extends Required<Omit<ToastInput, 'description'>> {
	id: number;
	description?: string;
}

/** Default time a toast stays visible. */
export const TOAST_DURATION_MS = 5000;

/**
 * The single toast on screen, or null. Only one toast is shown at a time (SPEC): a new one
 * replaces the current one. Not persisted.
 */
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Time the shown toast has left, and when its clock last started (paused: null). */
let remaining = 0;
let startedAt: number | null = null;
/** Why the toast is paused: the pointer is over it, the focus is in it (WCAG 2.2.1). */
const pausedBy = new Set<string>();

function startClock(id: number): void {
	clearTimeout(timer);
	startedAt = Date.now();
	timer = setTimeout(() => dismissToast(id), remaining);
}

/**
 * Stops the shown toast's clock while a person reads or uses it (`reason`: 'hover', 'focus').
 * It hides only after every reason is gone and then only after the time it still had left.
 */
export function pauseToast(reason: string): void {
	pausedBy.add(reason);
	const current = $toast.get();
	if (!current || current.duration === 0 || startedAt === null) return;
	clearTimeout(timer);
	remaining = Math.max(0, remaining - (Date.now() - startedAt));
	startedAt = null;
}

/** Ends one reason to pause; the clock runs again once none is left. */
export function resumeToast(reason: string): void {
	pausedBy.delete(reason);
	const current = $toast.get();
	if (!current || current.duration === 0 || startedAt !== null || pausedBy.size > 0) return;
	startClock(current.id);
}

/** Shows a toast, replacing any other; returns its id. */
export function toast(input: ToastInput): number {
	clearTimeout(timer);
	startedAt = null;
	const id = nextId++;
	const shown: Toast = {
		id,
		title: input.title,
		variant: input.variant ?? 'default',
		duration: input.duration ?? TOAST_DURATION_MS,
		...(input.description === undefined ? {} : { description: input.description }),
	};
	$toast.set(shown);
	remaining = shown.duration;
	// A toast that replaces one under the pointer or the focus starts paused too.
	if (shown.duration > 0 && pausedBy.size === 0) startClock(id);
	return id;
}

/** Hides the toast with `id` (or whichever is shown when no id is given). */
export function dismissToast(id?: number): void {
	const current = $toast.get();
	if (!current || (id !== undefined && current.id !== id)) return;
	clearTimeout(timer);
	startedAt = null;
	// Nothing is under the pointer or the focus once the toast is gone.
	pausedBy.clear();
	$toast.set(null);
}

/**
 * Where a toast waits for the next page (sessionStorage, this tab only): a ToastInput as JSON,
 * read and removed by the toaster of the next page. Anything unreadable is dropped.
 */
export const flashToastKey = 'flash_toast';

type FlashStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): FlashStorage | undefined {
	try {
		return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
	} catch {
		return undefined;
	}
}

/**
 * Shows a toast now and keeps it for the page the tab opens next, so a message raised right
 * before a navigation ('¡Bienvenido!' after signing in) is still read after it.
 */
export function flashToast(input: ToastInput, storage = tabStorage()): number {
	try {
		storage?.setItem(flashToastKey, JSON.stringify(input));
	} catch {
		// Storage full or blocked: the toast still shows on this page.
	}
	return toast(input);
}

/** Shows (once) the toast a previous page left with flashToast; returns its id. */
export function showFlashedToast(storage = tabStorage()): number | undefined {
	let raw: string | null;
	try {
		raw = storage?.getItem(flashToastKey) ?? null;
		storage?.removeItem(flashToastKey);
	} catch {
		return undefined;
	}
	if (!raw) return undefined;
	try {
		const value: unknown = JSON.parse(raw);
		if (typeof value !== 'object' || value === null) return undefined;
		const { title, description, variant, duration } = value as Record<string, unknown>;
		if (typeof title !== 'string' || title === '') return undefined;
		return toast({
			title,
			...(typeof description === 'string' ? { description } : {}),
			...(variant === 'destructive' ? { variant } : {}),
			...(typeof duration === 'number' && duration >= 0 ? { duration } : {}),
		});
	} catch {
		return undefined;
	}
}
