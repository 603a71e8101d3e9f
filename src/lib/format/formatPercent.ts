import { digitOptions, esNumberFormat, type FormatOptions } from './formatNumber.ts';
import { notAvailable } from './messages.ts';

/**
 * Formats a value already expressed in percent (3.5 means 3,5 %) as '3,50 %'. The mortgage engine
 * works in percent units, so no division by 100 is expected from callers. Two decimals by default.
 */
export function formatPercent(percent: number, options: FormatOptions = {}): string {
	if (!Number.isFinite(percent)) return notAvailable;
	const digits = digitOptions(
		options.maxDecimals === undefined ? { decimals: 2, ...options } : options,
		2,
	);
	return esNumberFormat('percent', digits).format(percent / 100);
}
