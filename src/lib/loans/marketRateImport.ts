import { mergeMonthly, readMonthlyCsv } from '../dataImport/euriborImport.ts';
import { fold } from '../dataImport/table.ts';
import { marketRateMonthSchema, type MarketRateEntry } from './marketSchemas.ts';

/**
 * Import of IRPH Entidades (series D_1T9H0000) from the Banco de España's table 19.1 download
 * (be1901.csv, the same file as the Euríbor): the column whose header names the series code or
 * «más de tres años», one row per month («ENE 2026»), «_» for a month without data.
 */

/** The IRPH Entidades column: its series code or its description in the header rows. */
function irphColumn(header: readonly (readonly string[])[], width: number): number | string {
	for (let c = 1; c < width; c++) {
		const text = fold(header.map((row) => row[c] ?? '').join(' '));
		if (/d_1t9h0000/.test(text) || /(mas de tres anos|irph entidades)/.test(text)) return c;
	}
	return 'El fichero no tiene la columna del IRPH Entidades (serie D_1T9H0000, «más de tres años»).';
}

/** Reads the months of IRPH Entidades, oldest first; throws ImportError in Spanish. */
export function readMarketRateCsv(text: string): { month: string; ratePercent: number }[] {
	return readMonthlyCsv(text, {
		column: irphColumn,
		rate: marketRateMonthSchema.shape.ratePercent,
		invalid: (row, month, cell) =>
			`Fila ${row} (${month}): el valor «${cell}» no es un IRPH válido (entre 0 % y 20 %).`,
	});
}

/** Merges the official months into market-rates.json (see mergeMonthly). */
export function mergeMarketRates(
	current: readonly MarketRateEntry[],
	imported: readonly { month: string; ratePercent: number }[],
	importedOn: string,
): { series: MarketRateEntry[]; changes: string[] } {
	return mergeMonthly(
		current,
		imported,
		`Banco de España, Boletín Estadístico, tabla 19.1 (be1901.csv), serie D_1T9H0000; importado del fichero oficial el ${importedOn}`,
		marketRateMonthSchema,
	);
}
