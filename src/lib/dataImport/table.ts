import { foldName } from '../search/normalize.ts';

/**
 * Reading the official downloads as plain tables: CSV text (Banco de España series, MIVAU's CSV
 * export) or the rows of a spreadsheet, with Spanish or English decimals and the period labels
 * these publishers use. Pure: the CLI (scripts/data-import.ts) reads the files.
 */

/** A cell as read: text from a CSV, number or text from a spreadsheet, or nothing. */
export type Cell = string | number | null | undefined;

/** Splits CSV text into rows of cells: quotes, doubled quotes, `;` or `,` (whichever is used). */
export function parseCsv(text: string): string[][] {
	const clean = text.replace(/^\uFEFF/, '');
	const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
	const delimiter =
		(firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	for (let i = 0; i < clean.length; i++) {
		const ch = clean[i] as string;
		if (quoted) {
			if (ch === '"' && clean[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (ch === '"') quoted = false;
			else cell += ch;
		} else if (ch === '"') quoted = true;
		else if (ch === delimiter) {
			row.push(cell);
			cell = '';
		} else if (ch === '\n' || ch === '\r') {
			if (ch === '\r' && clean[i + 1] === '\n') i++;
			row.push(cell);
			rows.push(row);
			row = [];
			cell = '';
		} else cell += ch;
	}
	if (cell !== '' || row.length > 0) {
		row.push(cell);
		rows.push(row);
	}
	return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/**
 * A number from a cell: spreadsheet numbers as they are; text with a decimal comma («2.153,4»,
 * «-0,505») or a decimal point («2153.4», «3.069»: a single group of three after a dot is read
 * as decimals, so a figure written «2.153» fails the range checks instead of passing as 2,153). Null for empty or missing markers («_», «-»,
 * «..», «n.d.») and for anything else.
 */
export function readNumber(cell: Cell): number | null {
	if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
	const text = (cell ?? '').trim().replace(/\s|\u00A0/g, '');
	if (text === '' || /^(_|-|\.\.|n\.?d\.?)$/i.test(text)) return null;
	let normal = text;
	// «2.153,4» and «1.234.567» use dots for thousands; a lone «3.069» is a decimal point.
	if (
		/^-?\d+,\d+$/.test(text) ||
		/^-?\d{1,3}(\.\d{3})+,\d+$/.test(text) ||
		/^-?\d{1,3}(\.\d{3}){2,}$/.test(text)
	)
		normal = text.replace(/\./g, '').replace(',', '.');
	else if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
	const value = Number(normal);
	return Number.isFinite(value) ? value : null;
}

/** Whether a cell is empty or one of the publishers' «no data» markers («_», «-», «..», «n.d.»). */
export function isMissing(cell: Cell): boolean {
	const text = typeof cell === 'number' ? String(cell) : (cell ?? '').trim();
	return text === '' || /^(_|-|\.{2,3}|n\.?d\.?)$/i.test(text);
}

/** Lower case without accents or punctuation, for matching names. */
export const fold = foldName;

const romanQuarter: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 };

/** The quarter in a label alone: «1º», «2T», «T3», «IV», «4.º trimestre». */
function quarterOnly(label: string): number | null {
	const f = fold(label);
	const m =
		/^(?:t\s*)?([1-4])\s*(?:o|er|t|trim|trimestre)?$/.exec(f) ?? /^([1-4]) o trimestre$/.exec(f);
	if (m) return Number(m[1]);
	return romanQuarter[f] ?? null;
}

/**
 * A full quarter label as 'YYYY-Tn': «2026T2», «2026 T2», «2026-T2», «T2 2026», «2T 2026»,
 * «2º trimestre 2026», «2026 2º». Null otherwise.
 */
export function readQuarter(cell: Cell): string | null {
	if (typeof cell !== 'string') return null;
	const f = fold(cell);
	const yearFirst = /^((?:19|20)\d\d) ?(?:t ?)?([1-4])(?: ?(?:o|t|er))?(?: trimestre)?$/.exec(f);
	if (yearFirst) return `${yearFirst[1]}-T${yearFirst[2]}`;
	const quarterFirst =
		/^(?:t ?)?([1-4])(?: ?(?:o|t|er))?(?: trimestre)?(?: de)? ((?:19|20)\d\d)$/.exec(f);
	if (quarterFirst) return `${quarterFirst[2]}-T${quarterFirst[1]}`;
	return null;
}

/** A table read from an official download: one period per value column, one line per name. */
export interface PeriodTable {
	/** 'YYYY-Tn' of each value column, in column order. */
	periods: string[];
	columns: number[];
	lines: { name: string; values: (number | null)[] }[];
}

/**
 * Finds the period header (one row of full labels, or a row of years over a row of quarters, the
 * year written once per year as in merged cells) and reads every row below it whose first text
 * cell is a name. Null when no header is found.
 */
export function readPeriodTable(rows: readonly (readonly Cell[])[]): PeriodTable | null {
	for (let r = 0; r < rows.length; r++) {
		const row = rows[r] ?? [];
		const columns: number[] = [];
		const periods: string[] = [];
		row.forEach((cell, c) => {
			const q = readQuarter(cell);
			if (q) [columns[columns.length], periods[periods.length]] = [c, q];
		});
		if (periods.length === 0 && r > 0) {
			const years = rows[r - 1] ?? [];
			let year: number | null = null;
			row.forEach((cell, c) => {
				const y = readNumber(years[c]);
				if (y !== null && Number.isInteger(y) && y >= 1990 && y <= 2100) year = y;
				const q = typeof cell === 'string' ? quarterOnly(cell) : null;
				if (q !== null && year !== null) {
					columns.push(c);
					periods.push(`${year}-T${q}`);
				}
			});
		}
		if (periods.length < 1) continue;
		const lines = rows.slice(r + 1).flatMap((cells) => {
			const nameCell = cells.find(
				(c, i) =>
					i < (columns[0] ?? 0) &&
					typeof c === 'string' &&
					c.trim() !== '' &&
					readNumber(c) === null,
			);
			if (typeof nameCell !== 'string') return [];
			return [{ name: nameCell.trim(), values: columns.map((c) => readNumber(cells[c])) }];
		});
		return { periods, columns, lines };
	}
	return null;
}
