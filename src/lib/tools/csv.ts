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

/** A text cell a spreadsheet would read as a formula (OWASP: = + - @ tab or CR first). */
const formulaStart = /^[=+\-@\t\r]/;
/** A number written as text (-1234,5): a spreadsheet reads it as the number it is. */
const plainNumber = /^-?\d+(?:[.,]\d+)*$/;

/**
 * One cell. Numbers are numbers; a text that a spreadsheet would run as a formula is written
 * with a leading apostrophe and quoted (OWASP «CSV Injection»), so a lead named
 * `=HYPERLINK(…)` stays text in Excel or LibreOffice (issue 43).
 */
function cell(value: CsvCell): string {
	if (typeof value === 'number') return numberFormat().format(value);
	if (formulaStart.test(value) && !plainNumber.test(value))
		return `"'${value.replace(/"/g, '""')}"`;
	return /[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Builds the CSV text of a table with a header row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
	const lines = [headers, ...rows].map((row) => row.map(cell).join(';'));
	return `\uFEFF${lines.join('\r\n')}\r\n`;
}
