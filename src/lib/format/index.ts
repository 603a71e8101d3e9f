/**
 * es-ES formatting and tolerant parsing of numbers shared by pages, islands and the mortgage
 * engine. Money and percentages always go through Intl with 'es-ES' (and 'EUR' explicitly).
 */
export { formatBytes } from './formatBytes.ts';
export {
	dateFormatter,
	formatDate,
	formatDateTime,
	formatMonth,
	formatQuarter,
} from './formatDate.ts';
export { formatRelativeTime } from './formatRelativeTime.ts';
export { formatEuros } from './formatEuros.ts';
export { formatNumber, type FormatOptions } from './formatNumber.ts';
export { formatPercent } from './formatPercent.ts';
export { parseSpanishNumber, type ParseResult } from './parseSpanishNumber.ts';
export { notAvailable, parseMessages } from './messages.ts';
