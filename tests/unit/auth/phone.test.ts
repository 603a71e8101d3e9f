import { describe, expect, it } from 'vitest';
import { phoneDigitsIssue } from '~/lib/auth/phone.ts';
import { authMessages as m, phoneSchema } from '~/lib/auth/schemas.ts';
import { validateForm } from '~/lib/forms/validateForm.ts';

describe('the phone rule counts digits, not characters', () => {
	it.each([
		['600123456', null],
		['600 12 34 56', null],
		['(91) 123-45.67', null],
		['+34 600 123 456', null],
		['0034 600 123 456', null],
		['+44 20 7946 0958', null],
		['+1 (202) 555-0143', null],
		['12 34 567', 'few'],
		['600 12 345', 'few'],
		['+34 600 123 45', 'few'],
		['+33 123', 'few'],
		['6001234567', 'spanishLength'],
		['+34 600 123 4567', 'spanishLength'],
		['+1 234 567 890 123 45', null],
		['+1234567890123456', 'internationalLength'],
	] as const)('%s → %s', (phone, issue) => {
		expect(phoneDigitsIssue(phone)).toBe(issue);
	});

	it('gives the Spanish message of each rule through the shared schema', () => {
		const first = (phone: string) => {
			const checked = validateForm(phoneSchema, phone);
			return checked.ok ? null : checked.issue.message;
		};
		expect(first('12 34 567')).toBe('El teléfono debe tener al menos 9 dígitos');
		expect(first('6001234567')).toBe(m.phoneSpanish);
		expect(first('+1 234 567 890 123 456')).toBe(m.phoneMax);
		expect(first('+1234567890123456')).toBe(m.phoneInternational);
		expect(first('seis-cero-cero')).toBe(m.phoneChars);
		expect(first('6'.repeat(21))).toBe(m.phoneMax);
		expect(first(' 611 222 333 ')).toBeNull();
	});
});
