/**
 * Reading an outbox row's payload (jsonb written by the triggers) without trusting its shape:
 * a missing or wrongly typed value reads as empty, never as "undefined" or NaN in an email.
 */
import { inert } from './inert.ts';

export type Payload = Record<string, unknown>;

/** The text at `key`, trimmed ('' when missing or not text). */
export function text(payload: Payload, key: string): string {
	const value = payload[key];
	if (typeof value === 'string') return value.trim();
	if (typeof value === 'number' && Number.isFinite(value)) return String(value);
	return '';
}

/**
 * User-written text at `key` (a title, a name, a subject, a message): as text(), with anything
 * that looks like a link defanged so no mail client links it (inert.ts).
 */
export function quoted(payload: Payload, key: string): string {
	return inert(text(payload, key));
}

/** The finite number at `key` (jsonb numerics may arrive as text), or null. */
export function numberAt(payload: Payload, key: string): number | null {
	const value = payload[key];
	const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
	return value !== '' && Number.isFinite(n) ? n : null;
}

const euros = new Intl.NumberFormat('es-ES', {
	style: 'currency',
	currency: 'EUR',
	useGrouping: 'always',
});

/** 1234.5 → '1.234,50 €' (es-ES, grouping from the thousands, as the site writes amounts). */
export function formatAmount(value: number): string {
	return euros.format(value);
}

const longDate = new Intl.DateTimeFormat('es-ES', {
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
	timeZone: 'Europe/Madrid',
});

/** An ISO time as Spanish people read it, in Madrid time: '26 de noviembre de 2026 a las 12:05'. */
export function formatWhen(iso: string): string {
	const time = Date.parse(iso);
	return Number.isFinite(time) ? longDate.format(time) : '';
}
