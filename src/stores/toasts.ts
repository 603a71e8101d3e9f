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

/** Shows a toast, replacing any other; returns its id. */
export function toast(input: ToastInput): number {
	clearTimeout(timer);
	const id = nextId++;
	const shown: Toast = {
		id,
		title: input.title,
		variant: input.variant ?? 'default',
		duration: input.duration ?? TOAST_DURATION_MS,
		...(input.description === undefined ? {} : { description: input.description }),
	};
	$toast.set(shown);
	if (shown.duration > 0) timer = setTimeout(() => dismissToast(id), shown.duration);
	return id;
}

/** Hides the toast with `id` (or whichever is shown when no id is given). */
export function dismissToast(id?: number): void {
	const current = $toast.get();
	if (!current || (id !== undefined && current.id !== id)) return;
	clearTimeout(timer);
	$toast.set(null);
}

/** sessionStorage key of a toast waiting for the next page (this tab only). */
export const pendingToastKey = 'pending_toast';

/**
 * Shows `input` on the next page this tab opens, for messages raised just before navigating
 * away (session expired, then the home page). Stored shape: the ToastInput as JSON; anything
 * else found there is dropped.
 */
export function toastOnNextPage(input: ToastInput): void {
	try {
		sessionStorage.setItem(pendingToastKey, JSON.stringify(input));
	} catch {
		toast(input);
	}
}

/** Shows (once) the toast a previous page left for this one; the toaster calls it on load. */
export function showPendingToast(): void {
	let input: unknown;
	try {
		const text = sessionStorage.getItem(pendingToastKey);
		sessionStorage.removeItem(pendingToastKey);
		input = text ? JSON.parse(text) : undefined;
	} catch {
		return;
	}
	if (typeof input !== 'object' || input === null) return;
	const { title, description, variant, duration } = input as Record<string, unknown>;
	if (typeof title !== 'string') return;
	toast({
		title,
		...(typeof description === 'string' ? { description } : {}),
		...(variant === 'destructive' ? { variant } : {}),
		...(typeof duration === 'number' ? { duration } : {}),
	});
}
