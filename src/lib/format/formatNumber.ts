import { notAvailable } from './messages.ts';

/** Options shared by the es-ES number formatters. */
export interface FormatOptions {
	/** Fixed number of decimals; when set, min and max are both this value. */
	decimals?: number;
	/** Maximum decimals when `decimals` is not set. */
	maxDecimals?: number;
}

/** Builds Intl digit options; `useGrouping: 'always'` because es-ES leaves 4-digit numbers ungrouped. */
export function digitOptions(options: FormatOptions, defaultMax: number): Intl.NumberFormatOptions {
	const { decimals, maxDecimals } = options;
	return {
		useGrouping: 'always',
		signDisplay: 'negative',
		minimumFractionDigits: decimals ?? 0,
		maximumFractionDigits: decimals ?? maxDecimals ?? defaultMax,
	};
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One es-ES formatter per option set, created on first use and reused: building an
 * Intl.NumberFormat costs far more than formatting with one, and the build and the calculators'
 * tables format thousands of figures with a handful of option sets.
 */
export function esNumberFormat(
	style: 'decimal' | 'currency' | 'percent',
	digits: Intl.NumberFormatOptions,
): Intl.NumberFormat {
	const key = `${style}|${digits.minimumFractionDigits}|${digits.maximumFractionDigits}|${String(digits.useGrouping)}|${digits.signDisplay}`;
	let formatter = formatters.get(key);
	if (!formatter) {
		formatter = new Intl.NumberFormat('es-ES', {
			style,
			...(style === 'currency' ? { currency: 'EUR' } : {}),
			...digits,
		});
		formatters.set(key, formatter);
	}
	return formatter;
}

/** Formats a plain number the Spanish way: 1234567,8 → '1.234.567,8'. */
export function formatNumber(value: number, options: FormatOptions = {}): string {
	if (!Number.isFinite(value)) return notAvailable;
	return esNumberFormat('decimal', digitOptions(options, 2)).format(value);
}
