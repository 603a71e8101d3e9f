import { parseSpanishNumber } from '../../format/parseSpanishNumber.ts';

/** A form value read back as a number the Spanish way; null when empty or unreadable. */
export function readMoney(text: string): number | null {
	if (text.trim() === '') return null;
	const parsed = parseSpanishNumber(text);
	return parsed.ok ? parsed.value : null;
}
