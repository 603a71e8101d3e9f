import { z } from 'zod';
import { emailSchema, firstNameSchema, phoneSchema } from '../auth/schemas.ts';
import { parseSpanishNumber } from '../format/parseSpanishNumber.ts';
import { clientFormMessages as m } from './messages.ts';
import { isSignatureDataUrl, signatureMaxChars, type SignatureMethod } from './signature.ts';
import { type Employment, employmentLabels } from './employment.ts';

export { type Employment, employmentLabels };

/**
 * Rules of the shareable client form (/formulario). Name, email and phone follow the sign-up
 * rules (SPEC.md section 5); the numbers are typed the Spanish way ('2.500', '30.000 €'); every
 * limit mirrors a check of the leads table.
 */

const employments = Object.keys(employmentLabels) as Employment[];

/** A Spanish-typed amount between `min` and `max` euros; empty is `required`'s message or null. */
function amount(min: number, max: number, rangeMessage: string, required?: string) {
	return z.string().transform((text, ctx): number | null => {
		if (text.trim() === '') {
			if (required) ctx.addIssue({ code: 'custom', message: required });
			return null;
		}
		const parsed = parseSpanishNumber(text);
		if (!parsed.ok || parsed.value < min || parsed.value > max) {
			ctx.addIssue({ code: 'custom', message: parsed.ok ? rangeMessage : parsed.error.message });
			return null;
		}
		return Math.round(parsed.value * 100) / 100;
	});
}

/** The form's schema; province and property-type ids come from the site's data files. */
export function clientFormSchema(options: {
	provinceIds: readonly string[];
	propertyTypeIds: readonly string[];
}) {
	const oneOf = (ids: readonly string[], message: string) =>
		z.string().refine((v) => ids.includes(v), message);
	return z.object({
		name: firstNameSchema,
		email: emailSchema,
		phone: phoneSchema,
		monthlyIncome: amount(0, 1_000_000, m.incomeRange, m.incomeRequired),
		savings: amount(0, 100_000_000, m.savingsRange, m.savingsRequired),
		employment: z
			.string()
			.refine((v): v is Employment => employments.includes(v as Employment), m.employment),
		propertyType: oneOf(options.propertyTypeIds, m.propertyType),
		propertyPrice: amount(1000, 100_000_000, m.priceRange),
		province: oneOf(options.provinceIds, m.province),
		city: z
			.string()
			.trim()
			.refine((v) => v === '' || v.length >= 2, m.cityMin)
			.refine((v) => v.length <= 100, m.cityMax),
		message: z.string().trim().max(2000, m.messageMax),
		consent: z.boolean().refine((v) => v, m.consent),
	});
}

/** The signature part of the form: how it was made, the typed name, and the PNG data URL. */
export interface SignatureInput {
	signatureMethod: SignatureMethod;
	typedName: string;
	signature: string;
}

/** The signature's error as [field, message], or null when it can be stored. */
export function checkSignature(input: SignatureInput): [string, string] | null {
	const typed = input.signatureMethod === 'nombre';
	if (typed && input.typedName.trim().length < 2) return ['typedName', m.signatureTyped];
	if (input.signature.length > signatureMaxChars) return ['signature', m.signatureTooBig];
	if (!isSignatureDataUrl(input.signature))
		return typed ? ['typedName', m.signatureTyped] : ['signature', m.signatureDrawn];
	return null;
}

/** What the form holds while being filled in (text as typed). */
export type ClientFormInput = z.input<ReturnType<typeof clientFormSchema>>;
/** The checked values, ready for submit_share_form. */
export type ClientFormValues = z.output<ReturnType<typeof clientFormSchema>>;

/** Order of the fields on the page (the first invalid one gets the focus and the toast). */
export const clientFormFields = [
	'name',
	'email',
	'phone',
	'monthlyIncome',
	'savings',
	'employment',
	'propertyType',
	'propertyPrice',
	'province',
	'city',
	'message',
	'signature',
	'typedName',
	'consent',
] as const;
export type ClientFormField = (typeof clientFormFields)[number];

/**
 * Checks the whole form: the values ready to send, or the first message of each invalid field
 * and the first invalid field in page order.
 */
export function validateClientForm(
	schema: ReturnType<typeof clientFormSchema>,
	input: ClientFormInput & SignatureInput,
):
	| { ok: true; values: ClientFormValues & SignatureInput }
	| { ok: false; errors: Partial<Record<ClientFormField, string>>; first: ClientFormField } {
	const result = schema.safeParse(input);
	const errors: Partial<Record<ClientFormField, string>> = {};
	if (!result.success) {
		for (const issue of result.error.issues) {
			const field = String(issue.path[0] ?? '') as ClientFormField;
			errors[field] ??= issue.message;
		}
	}
	const signature = checkSignature(input);
	if (signature) errors[signature[0] as ClientFormField] = signature[1];
	const first = clientFormFields.find((f) => errors[f] !== undefined);
	if (first || !result.success) return { ok: false, errors, first: first ?? 'name' };
	return {
		ok: true,
		values: {
			...result.data,
			signatureMethod: input.signatureMethod,
			typedName: input.typedName.trim(),
			signature: input.signature,
		},
	};
}
