import { esNumberFormat } from '~/lib/format/formatNumber.ts';

/**
 * CSV for Spanish spreadsheets: semicolon separated, decimal comma, UTF-8 with BOM so Excel
 * opens accents correctly.
 */

/** A cell value: numbers are written with a decimal comma and no thousands separator. */
export type CsvCell = string | number;

/** Decimal comma, no thousands separator (built on first use, shared with the other formatters). */
const numberFormat = () =>
	esNumberFormat('decimal', {
		useGrouping: false,
		minimumFractionDigits: 0,
		maximumFractionDigits: 2,
	});

function cell(value: CsvCell): string {
	const text = typeof value === 'number' ? numberFormat().format(value) : value;
	return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Builds the CSV text of a table with a header row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
	const lines = [headers, ...rows].map((row) => row.map(cell).join(';'));
	return `\uFEFF${lines.join('\r\n')}\r\n`;
}
