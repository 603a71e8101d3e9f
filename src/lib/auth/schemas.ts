import { z } from 'zod';
import { isCommonPassword } from './commonPasswords.ts';
import { authLimits, authMessages } from './messages.ts';
import { phoneDigitsIssue, type PhoneDigitsIssue } from './phone.ts';
import { userRoles } from './roles.ts';
import { isSingleLine, singleLineMessage } from '../validation/singleLine.ts';

export { authLimits, authMessages };
// The roles live in a zod-free module (pages that only name roles do not load zod).
export { userRoleLabels, userRoles, type UserRole } from './roles.ts';

/**
 * The sign-up, sign-in and profile rules of SPEC.md section 5, written once: the auth forms,
 * the panel's profile form and the password reset all validate with these schemas. Every text
 * field is trimmed before its rule is checked.
 */

/** The message of each phone digits issue. */
const phoneMessages = {
	few: authMessages.phoneMin,
	spanishLength: authMessages.phoneSpanish,
	internationalLength: authMessages.phoneInternational,
} as const satisfies Record<NonNullable<PhoneDigitsIssue>, string>;

/** Digits, spaces, dots, dashes, brackets and a leading +. */
const phonePattern = /^\+?[\d\s().-]+$/;

const m = authMessages;
const l = authLimits;

export const firstNameSchema = z
	.string()
	.trim()
	.min(l.name.min, m.firstNameMin)
	.max(l.name.max, m.firstNameMax)
	.refine(isSingleLine, singleLineMessage);
export const lastNameSchema = z
	.string()
	.trim()
	.min(l.name.min, m.lastNameMin)
	.max(l.name.max, m.lastNameMax)
	.refine(isSingleLine, singleLineMessage);
/** Up to 20 characters, allowed characters, then the digits counted (lib/auth/phone.ts). */
export const phoneSchema = z
	.string()
	.trim()
	.max(l.phone.max, m.phoneMax)
	.regex(phonePattern, m.phoneChars)
	.superRefine((phone, ctx) => {
		const issue = phonePattern.test(phone) ? phoneDigitsIssue(phone) : null;
		if (issue) ctx.addIssue({ code: 'custom', message: phoneMessages[issue] });
	});
/** Length first, so an overlong address gets the length message rather than "Email inválido". */
export const emailSchema = z
	.string()
	.trim()
	.max(l.email.max, m.emailMax)
	.pipe(z.email(m.emailInvalid));
/**
 * A new password (sign-up, reset, change): 8 to 100 characters, not trimmed, and not one of the
 * 1,000 most common passwords (the server checks 10,000, see content/data/common-passwords.json).
 */
export const newPasswordSchema = z
	.string()
	.min(l.password.min, m.passwordMin)
	.max(l.password.max, m.passwordMax)
	.refine((value) => !isCommonPassword(value), m.passwordCommon);

/**
 * A new password typed twice (the reset page and the profile): the rules of newPasswordSchema,
 * then both fields must match; a mismatch is reported on `repeat`.
 */
export const newPasswordPairSchema = z
	.object({ password: newPasswordSchema, repeat: z.string() })
	.refine((value) => value.password === value.repeat, {
		message: m.passwordMismatch,
		path: ['repeat'],
	});

/** Sign-up form: role, names, phone, email, password and the terms box (SPEC.md section 5). */
export const registerSchema = z.object({
	role: z.enum(userRoles, m.role),
	first_name: firstNameSchema,
	last_name: lastNameSchema,
	phone: phoneSchema,
	email: emailSchema,
	password: newPasswordSchema,
	terms: z.literal(true, m.terms),
});
export type RegisterValues = z.infer<typeof registerSchema>;

/** Sign-in form: a valid email and a password of at least one character. */
export const loginSchema = z.object({
	email: emailSchema,
	password: z.string().min(1, m.passwordRequired),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** The profile fields a person edits in the panel, with the sign-up rules. */
export const profileSchema = z.object({
	first_name: firstNameSchema,
	last_name: lastNameSchema,
	phone: phoneSchema,
});
export type ProfileValues = z.infer<typeof profileSchema>;
