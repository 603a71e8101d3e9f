import type { z } from 'zod';

/**
 * The one way every form of the site checks its values against its zod schema: the parsed values,
 * or the first failed rule in the schema's field order (SPEC.md section 8: the toast shows the
 * first rule's message, and the field gets `aria-invalid`).
 */

/** Field of a form and its first rule's message, for the toast and `aria-invalid`. */
export interface FirstIssue {
	field: string;
	message: string;
}

/**
 * Validates `input` and returns the parsed values, or the first failed rule in the schema's
 * field order (SPEC.md section 8: the toast shows the first rule's message).
 */
export function validateForm<T>(
	schema: z.ZodType<T>,
	input: unknown,
): { ok: true; data: T } | { ok: false; issue: FirstIssue } {
	const result = schema.safeParse(input);
	if (result.success) return { ok: true, data: result.data };
	const first = result.error.issues[0];
	return {
		ok: false,
		issue: {
			field: String(first?.path[0] ?? ''),
			message: first?.message ?? 'Revisa los datos del formulario.',
		},
	};
}
