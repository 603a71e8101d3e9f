import type { z } from 'zod';

/** Thrown by every engine function when an input is invalid; `message` is Spanish. */
export class MortgageInputError extends Error {
	/** Dotted path of the offending input field, e.g. 'principal' or 'earlyRepayments.0.month'. */
	readonly field: string;

	constructor(field: string, message: string) {
		super(message);
		this.name = 'MortgageInputError';
		this.field = field;
	}
}

/** Outcome of a `safe*` engine call: the value, or the first invalid field with a Spanish message. */
export type Result<T> =
	{ ok: true; value: T } | { ok: false; error: { field: string; message: string } };

/** Validates `input` with `schema`, throwing a MortgageInputError for the first issue. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
	const parsed = schema.safeParse(input);
	if (parsed.success) return parsed.data;
	const issue = parsed.error.issues[0];
	throw new MortgageInputError(issue?.path.join('.') ?? '', issue?.message ?? 'Dato no válido.');
}

/** Wraps an engine function so it returns a Result instead of throwing MortgageInputError. */
export function toSafe<A extends unknown[], T>(fn: (...args: A) => T): (...args: A) => Result<T> {
	return (...args) => {
		try {
			return { ok: true, value: fn(...args) };
		} catch (error) {
			if (!(error instanceof MortgageInputError)) throw error;
			return { ok: false, error: { field: error.field, message: error.message } };
		}
	};
}

/** Throws a MortgageInputError unless `value` is a finite number (last guard before returning). */
export function assertFinite(value: number, field: string, message: string): number {
	if (!Number.isFinite(value)) throw new MortgageInputError(field, message);
	return value;
}
