/**
 * The phone rule counts digits, not characters: «12 34 567» has 9 characters but 7 digits. A
 * Spanish number has 9 digits, written with or without the +34 or 0034 prefix and with any
 * spaces, dots, dashes or brackets; another country's number (+ or 00 and its code) has up to 15
 * digits (ITU-T E.164) and at least 9.
 */

/** Spanish numbers: 9 digits after the optional country prefix. */
export const spanishPhoneDigits = 9;
/** E.164: at most 15 digits with the country code. */
export const internationalPhoneDigits = { min: 9, max: 15 } as const;

/** What is wrong with a phone's digits: too few, too many for Spain or for E.164, or nothing. */
export type PhoneDigitsIssue = 'few' | 'spanishLength' | 'internationalLength' | null;

/** Checks the digits of a phone already limited to digits, spaces, ( ) . - and a leading +. */
export function phoneDigitsIssue(phone: string): PhoneDigitsIssue {
	const compact = phone.replace(/[\s().-]/g, '');
	const spanish = compact.match(/^(?:\+34|0034)(\d*)$/);
	const international = spanish ? null : compact.match(/^(?:\+|00)(\d*)$/);
	if (international) {
		const digits = international[1]!.length;
		if (digits < internationalPhoneDigits.min) return 'few';
		return digits > internationalPhoneDigits.max ? 'internationalLength' : null;
	}
	const digits = (spanish ? spanish[1]! : compact.replace(/\D/g, '')).length;
	if (digits < spanishPhoneDigits) return 'few';
	return digits > spanishPhoneDigits ? 'spanishLength' : null;
}
