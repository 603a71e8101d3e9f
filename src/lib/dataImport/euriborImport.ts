import { z } from 'zod';
import { euriborSeriesProblems, type EuriborMonth } from '../mortgage/euribor.ts';
import { euriborSchema } from '../mortgage/lendingSchemas.ts';
import { fold, isMissing, parseCsv, readNumber, type Cell } from './table.ts';

/**
 * Import of the Banco de España's monthly 12-month Euribor (series CSV download: a few header
 * rows, then one row per month such as «ENE 2026;2,245» or «2026-01,2.245»).
 */

const monthAbbr = [
	'ene',
	'feb',
	'mar',
	'abr',
	'may',
	'jun',
	'jul',
	'ago',
	'sep',
	'oct',
	'nov',
	'dic',
];

/** 'YYYY-MM' from «ENE 1999», «enero 1999», «1999-01», «01/1999» or «1999M01»; null otherwise. */
export function readMonth(cell: Cell): string | null {
	if (typeof cell !== 'string') return null;
	const f = fold(cell);
	const named = /^([a-z]{3})[a-z]* ((?:19|20)\d\d)$/.exec(f);
	if (named) {
		const i = monthAbbr.indexOf(named[1] as string);
		return i < 0 ? null : `${named[2]}-${String(i + 1).padStart(2, '0')}`;
	}
	const iso = /^((?:19|20)\d\d) ?m? ?(\d\d?)$/.exec(f) ?? null;
	if (iso && Number(iso[2]) >= 1 && Number(iso[2]) <= 12)
		return `${iso[1]}-${String(Number(iso[2])).padStart(2, '0')}`;
	const slash = /^(\d\d?) ((?:19|20)\d\d)$/.exec(f);
	if (slash && Number(slash[1]) >= 1 && Number(slash[1]) <= 12)
		return `${slash[2]}-${String(Number(slash[1])).padStart(2, '0')}`;
	return null;
}

/** Spanish problems of an import, thrown as one error so the CLI can print them. */
export class ImportError extends Error {
	readonly problems: string[];
	constructor(problems: string[]) {
		super(problems.join('\n'));
		this.problems = problems;
	}
}

/** The column of the 12-month Euribor: the one whose header names it, else the first value. */
function valueColumn(header: readonly (readonly string[])[], width: number): number {
	for (let c = 1; c < width; c++) {
		const text = fold(header.map((row) => row[c] ?? '').join(' '));
		if (/euribor/.test(text) && /(1 ano|un ano|12 meses)/.test(text)) return c;
	}
	return 1;
}

/** How to read one monthly series of a Banco de España CSV (the Euríbor, IRPH Entidades…). */
export interface MonthlySeries {
	/** Column of the series from the header rows, or a Spanish message when the file lacks it. */
	column: (header: readonly (readonly string[])[], width: number) => number | string;
	/** Valid values of the series. */
	rate: z.ZodNumber;
	/** Spanish problem of a value out of range. */
	invalid: (rowNumber: number, month: string, cell: string) => string;
}

/**
 * Reads one series of a BdE CSV into months, oldest first; throws ImportError with Spanish
 * messages. A month whose cell carries the «no data» marker is left out (a table with several
 * series starts before one of them and may end after its last month); a gap it leaves is still
 * an error.
 */
export function readMonthlyCsv(
	text: string,
	series: MonthlySeries,
): { month: string; ratePercent: number }[] {
	const rows = parseCsv(text);
	const first = rows.findIndex((r) => readMonth(r[0]) !== null);
	if (first < 0)
		throw new ImportError(['No hay ninguna fila de mes (por ejemplo «ENE 2026;2,245»).']);
	const column = series.column(rows.slice(0, first), Math.max(...rows.map((r) => r.length)));
	if (typeof column === 'string') throw new ImportError([column]);
	const monthSchema = z
		.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ratePercent: series.rate })
		.strict();
	const problems: string[] = [];
	const out: { month: string; ratePercent: number }[] = [];
	rows.slice(first).forEach((row, i) => {
		const month = readMonth(row[0]);
		if (month === null || isMissing(row[column])) return;
		const parsed = monthSchema.safeParse({ month, ratePercent: readNumber(row[column]) });
		if (!parsed.success) problems.push(series.invalid(first + i + 1, month, row[column] ?? ''));
		else out.push(parsed.data);
	});
	out.sort((a, b) => a.month.localeCompare(b.month));
	problems.push(...euriborSeriesProblems(out));
	if (problems.length > 0) throw new ImportError(problems);
	return out;
}

/** Reads the BdE CSV's 12-month Euríbor into months, oldest first; throws ImportError. */
export function readEuriborCsv(text: string): { month: string; ratePercent: number }[] {
	return readMonthlyCsv(text, {
		column: valueColumn,
		rate: euriborSchema.shape.ratePercent,
		invalid: (row, month, cell) =>
			`Fila ${row} (${month}): el valor «${cell}» no es un euríbor válido (entre −1 % y 6 %).`,
	});
}

/** Text of a percentage for the change list: 2.245 → «2,245 %». */
const pct = (n: number) =>
	`${n.toLocaleString('es-ES', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} %`;

/**
 * Merges imported official months into a monthly series: they replace ours (marked verified,
 * source `source`) and extend it; a month already imported from the official file with the same
 * value is kept as it was, so a monthly update only touches what moved. Returns the new series
 * and one Spanish line per change; throws ImportError if the result has gaps.
 */
export function mergeMonthly<M extends EuriborMonth>(
	current: readonly M[],
	imported: readonly { month: string; ratePercent: number }[],
	source: string,
	schema: z.ZodType<M>,
): { series: M[]; changes: string[] } {
	const byMonth = new Map<string, M | EuriborMonth>(current.map((m) => [m.month, m]));
	const changes: string[] = [];
	for (const { month, ratePercent } of imported) {
		const old = byMonth.get(month);
		if (
			old?.verified &&
			old.ratePercent === ratePercent &&
			old.source.startsWith('Banco de España')
		)
			continue;
		if (!old) changes.push(`${month}: nuevo, ${pct(ratePercent)}`);
		else if (old.ratePercent !== ratePercent)
			changes.push(`${month}: ${pct(old.ratePercent)} → ${pct(ratePercent)}`);
		byMonth.set(month, { id: month, month, ratePercent, source, verified: true });
	}
	const merged = [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
	const problems = euriborSeriesProblems(merged);
	if (problems.length > 0) throw new ImportError(problems);
	return { series: z.array(schema).parse(merged), changes };
}

/** mergeMonthly for the Euríbor (euribor.json). */
export function mergeEuribor(
	current: readonly EuriborMonth[],
	imported: readonly { month: string; ratePercent: number }[],
	importedOn: string,
): { series: EuriborMonth[]; changes: string[] } {
	return mergeMonthly(
		current,
		imported,
		`Banco de España, referencia interbancaria a un año (euríbor), media mensual; importado del fichero oficial el ${importedOn}`,
		euriborSchema,
	);
}
