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

const importedMonth = z
	.object({
		month: z.string().regex(/^\d{4}-\d{2}$/),
		ratePercent: euriborSchema.shape.ratePercent,
	})
	.strict();

/** The column of the 12-month Euribor: the one whose header names it, else the first value. */
function valueColumn(header: readonly (readonly string[])[], width: number): number {
	for (let c = 1; c < width; c++) {
		const text = fold(header.map((row) => row[c] ?? '').join(' '));
		if (/euribor/.test(text) && /(1 ano|un ano|12 meses)/.test(text)) return c;
	}
	return 1;
}

/**
 * Reads the BdE CSV into months, oldest first; throws ImportError with Spanish messages. A month
 * whose Euríbor cell carries the «no data» marker is left out (a table with several series starts
 * before 1999 and may end after the Euríbor's last month); a gap it leaves is still an error.
 */
export function readEuriborCsv(text: string): { month: string; ratePercent: number }[] {
	const rows = parseCsv(text);
	const first = rows.findIndex((r) => readMonth(r[0]) !== null);
	if (first < 0)
		throw new ImportError(['No hay ninguna fila de mes (por ejemplo «ENE 2026;2,245»).']);
	const column = valueColumn(rows.slice(0, first), Math.max(...rows.map((r) => r.length)));
	const problems: string[] = [];
	const out: { month: string; ratePercent: number }[] = [];
	rows.slice(first).forEach((row, i) => {
		const month = readMonth(row[0]);
		if (month === null || isMissing(row[column])) return;
		const value = readNumber(row[column]);
		const parsed = importedMonth.safeParse({ month, ratePercent: value });
		if (!parsed.success)
			problems.push(
				`Fila ${first + i + 1} (${month}): el valor «${row[column] ?? ''}» no es un euríbor válido (entre −1 % y 6 %).`,
			);
		else out.push(parsed.data);
	});
	out.sort((a, b) => a.month.localeCompare(b.month));
	problems.push(...euriborSeriesProblems(out));
	if (problems.length > 0) throw new ImportError(problems);
	return out;
}

/** Text of a percentage for the change list: 2.245 → «2,245 %». */
const pct = (n: number) =>
	`${n.toLocaleString('es-ES', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} %`;

/**
 * Merges imported official months into the series: they replace ours (marked verified, source the
 * Banco de España) and extend it; a month already imported from the official file with the same
 * value is kept as it was, so a monthly update only touches what moved. Returns the new series
 * and one Spanish line per change; throws ImportError if the result has gaps.
 */
export function mergeEuribor(
	current: readonly EuriborMonth[],
	imported: readonly { month: string; ratePercent: number }[],
	importedOn: string,
): { series: EuriborMonth[]; changes: string[] } {
	const source = `Banco de España, referencia interbancaria a un año (euríbor), media mensual; importado del fichero oficial el ${importedOn}`;
	const byMonth = new Map(current.map((m) => [m.month, m]));
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
	const series = [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
	const problems = euriborSeriesProblems(series);
	if (problems.length > 0) throw new ImportError(problems);
	z.array(euriborSchema).parse(series);
	return { series, changes };
}
