import { z } from 'zod';
import { ImportError, readMonth } from '../dataImport/euriborImport.ts';
import { fold, isMissing, parseCsv, readNumber } from '../dataImport/table.ts';
import { euriborSeriesProblems } from '../mortgage/euribor.ts';
import { marketRateMonthSchema, type MarketRateEntry } from './marketSchemas.ts';

/**
 * Import of IRPH Entidades (series D_1T9H0000) from the Banco de España's table 19.1 download
 * (be1901.csv, the same file as the Euríbor): the column whose header names the series code or
 * «más de tres años», one row per month («ENE 2026»), «_» for a month without data.
 */

const importedMonth = z
	.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ratePercent: z.number().min(0).max(20) })
	.strict();

/** The IRPH Entidades column: its series code or its description in the header rows. */
function irphColumn(header: readonly (readonly string[])[], width: number): number | null {
	for (let c = 1; c < width; c++) {
		const text = fold(header.map((row) => row[c] ?? '').join(' '));
		if (/d_1t9h0000/.test(text) || /(mas de tres anos|irph entidades)/.test(text)) return c;
	}
	return null;
}

/** Reads the months of IRPH Entidades, oldest first; throws ImportError in Spanish. */
export function readMarketRateCsv(text: string): { month: string; ratePercent: number }[] {
	const rows = parseCsv(text);
	const first = rows.findIndex((r) => readMonth(r[0]) !== null);
	if (first < 0)
		throw new ImportError(['No hay ninguna fila de mes (por ejemplo «ENE 2026;2,762»).']);
	const column = irphColumn(rows.slice(0, first), Math.max(...rows.map((r) => r.length)));
	if (column === null)
		throw new ImportError([
			'El fichero no tiene la columna del IRPH Entidades (serie D_1T9H0000, «más de tres años»).',
		]);
	const problems: string[] = [];
	const out: { month: string; ratePercent: number }[] = [];
	rows.slice(first).forEach((row, i) => {
		const month = readMonth(row[0]);
		if (month === null || isMissing(row[column])) return;
		const parsed = importedMonth.safeParse({ month, ratePercent: readNumber(row[column]) });
		if (!parsed.success)
			problems.push(
				`Fila ${first + i + 1} (${month}): el valor «${row[column] ?? ''}» no es un IRPH válido (entre 0 % y 20 %).`,
			);
		else out.push(parsed.data);
	});
	out.sort((a, b) => a.month.localeCompare(b.month));
	problems.push(...euriborSeriesProblems(out));
	if (problems.length > 0) throw new ImportError(problems);
	return out;
}

const pct = (n: number) =>
	`${n.toLocaleString('es-ES', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} %`;

/**
 * Merges the official months into market-rates.json: they replace ours (verified, source the
 * official file) and extend it; a month already verified with the same value is kept as it was.
 * Returns the series and one Spanish line per change of value; throws ImportError on gaps.
 */
export function mergeMarketRates(
	current: readonly MarketRateEntry[],
	imported: readonly { month: string; ratePercent: number }[],
	importedOn: string,
): { series: MarketRateEntry[]; changes: string[] } {
	const source = `Banco de España, Boletín Estadístico, tabla 19.1 (be1901.csv), serie D_1T9H0000; importado del fichero oficial el ${importedOn}`;
	const byMonth = new Map(current.map((m) => [m.month, m]));
	const changes: string[] = [];
	for (const { month, ratePercent } of imported) {
		const old = byMonth.get(month);
		if (old?.verified && old.ratePercent === ratePercent) continue;
		if (!old) changes.push(`${month}: nuevo, ${pct(ratePercent)}`);
		else if (old.ratePercent !== ratePercent)
			changes.push(`${month}: ${pct(old.ratePercent)} → ${pct(ratePercent)}`);
		byMonth.set(month, { id: month, month, ratePercent, source, verified: true });
	}
	const series = [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
	const problems = euriborSeriesProblems(series);
	if (problems.length > 0) throw new ImportError(problems);
	z.array(marketRateMonthSchema).parse(series);
	return { series, changes };
}
