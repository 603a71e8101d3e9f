import { parseSpanishNumber } from '../format/parseSpanishNumber.ts';

/** Outcome of reading one form field. */
export type FieldResult = { ok: true; value: number } | { ok: false; message: string };

/** Reads a typed number the Spanish way ("200.000", "3,5 %"); the message is Spanish. */
export function readNumber(raw: string): FieldResult {
	const parsed = parseSpanishNumber(raw);
	return parsed.ok
		? { ok: true, value: parsed.value }
		: { ok: false, message: parsed.error.message };
}

/**
 * Reads every numeric field of a form. Returns the numbers when all are readable, or the
 * messages keyed by field so each shows next to its input; text is never lost.
 */
export function readNumbers<K extends string>(
	raw: Record<K, string>,
	keys: readonly K[],
): { ok: true; values: Record<K, number> } | { ok: false; errors: Partial<Record<K, string>> } {
	const values = {} as Record<K, number>;
	const errors: Partial<Record<K, string>> = {};
	for (const key of keys) {
		const result = readNumber(raw[key]);
		if (result.ok) values[key] = result.value;
		else errors[key] = result.message;
	}
	return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, errors };
}
