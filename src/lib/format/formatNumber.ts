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

/** Formats a plain number the Spanish way: 1234567,8 → '1.234.567,8'. */
export function formatNumber(value: number, options: FormatOptions = {}): string {
	if (!Number.isFinite(value)) return notAvailable;
	return new Intl.NumberFormat('es-ES', digitOptions(options, 2)).format(value);
}
