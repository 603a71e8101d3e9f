import { digitOptions, esNumberFormat, type FormatOptions } from './formatNumber.ts';
import { notAvailable } from './messages.ts';

/**
 * Formats an amount in euros for es-ES: 1234.56 → '1.234,56 €' (a non-breaking space before
 * the sign, as Intl writes it). Two decimals by default; `{ decimals: 0 }` for round figures.
 */
export function formatEuros(value: number, options: FormatOptions = {}): string {
	if (!Number.isFinite(value)) return notAvailable;
	const digits = digitOptions(
		options.maxDecimals === undefined ? { decimals: 2, ...options } : options,
		2,
	);
	return esNumberFormat('currency', digits).format(value);
}
