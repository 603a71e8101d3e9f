/**
 * What `npm run data:import` (a file downloaded by hand) and `npm run data:update` (the official
 * URLs, or saved copies of them) share: decoding the official downloads, the same validation
 * (src/lib/dataImport) and the writing of content/data, with one Spanish line per change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { z } from 'zod';
import {
	ImportError,
	mergeEuribor,
	readEuriborCsv,
} from '../../src/lib/dataImport/euriborImport.ts';
import {
	decodeText,
	printable,
	sizeProblem,
	zipProblem,
} from '../../src/lib/dataImport/inputFile.ts';
import { parseCsv, readPeriodTable, type Cell } from '../../src/lib/dataImport/table.ts';
import { importValorTasado } from '../../src/lib/dataImport/valorTasadoImport.ts';
import { marketRateMonthSchema } from '../../src/lib/loans/marketSchemas.ts';
import { mergeMarketRates, readMarketRateCsv } from '../../src/lib/loans/marketRateImport.ts';
import type { EuriborMonth } from '../../src/lib/mortgage/euribor.ts';
import { euriborSchema, euriborSourceSchema } from '../../src/lib/mortgage/lendingSchemas.ts';
import { municipalitySchema } from '../../src/lib/places/municipalities.ts';
import { provinceSchema } from '../../src/lib/places/provinceSchema.ts';

export { ImportError };

/** The folder of data files a run reads and writes; with `dryRun` nothing is written. */
export interface DataDir {
	dir: string;
	dryRun: boolean;
}

const readJson = <T>(data: DataDir, name: string, schema: z.ZodType<T>): T =>
	schema.parse(JSON.parse(readFileSync(join(data.dir, name), 'utf8')));

const writeJson = (data: DataDir, name: string, value: unknown): void => {
	if (!data.dryRun) writeFileSync(join(data.dir, name), `${JSON.stringify(value, null, '\t')}\n`);
};

export { decodeText };

/**
 * Refuses a download larger than any official file before any parsing (a hostile or mistaken
 * file never reaches the parsers); the CLI checks the size before it even reads the file.
 */
export function checkSize(size: number): void {
	const tooBig = sizeProblem(size);
	if (tooBig) throw new ImportError([tooBig]);
}

/** The bytes of a download whose size has been checked. */
export function checkedBytes(bytes: Uint8Array): Uint8Array {
	checkSize(bytes.byteLength);
	return bytes;
}

/** The rows of a CSV, or of the first sheet of a workbook that holds a period table. */
export function readRows(bytes: Uint8Array, fileName: string): Cell[][] {
	const ext = /\.[^.]+$/.exec(fileName.toLowerCase())?.[0] ?? '';
	if (ext === '.csv' || ext === '.txt') return parseCsv(decodeText(checkedBytes(bytes)));
	if (ext !== '.xls' && ext !== '.xlsx')
		throw new ImportError([`Formato no admitido: «${ext}». Usa .xls, .xlsx o .csv.`]);
	checkedBytes(bytes);
	// A spreadsheet's zip is checked from its own directory before it is opened (a zip bomb).
	const bomb = zipProblem(bytes);
	if (bomb) throw new ImportError([bomb]);
	let book: XLSX.WorkBook;
	try {
		book = XLSX.read(bytes, { type: 'buffer' });
	} catch {
		throw new ImportError([`«${fileName}» no es un libro de Excel legible.`]);
	}
	for (const name of book.SheetNames) {
		const sheet = book.Sheets[name];
		if (!sheet) continue;
		const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null });
		if (readPeriodTable(rows)) return rows;
	}
	throw new ImportError(['Ninguna hoja del libro tiene una fila de trimestres.']);
}

/** What a run did with one file: the lines to print and whether it wrote anything. */
export interface Applied {
	lines: string[];
	written: string[];
}

/** A monthly series of the Banco de España CSV and the data files it is merged into. */
interface MonthlyFiles<M extends EuriborMonth> {
	label: string;
	file: string;
	sourceFile: string;
	schema: z.ZodType<M>;
	read: (text: string) => { month: string; ratePercent: number }[];
	merge: (
		current: readonly M[],
		imported: readonly { month: string; ratePercent: number }[],
		importedOn: string,
	) => { series: M[]; changes: string[] };
}

/** Merges one series of the CSV into its file (and the date into its source file). */
function applyMonthly<M extends EuriborMonth>(
	data: DataDir,
	files: MonthlyFiles<M>,
	text: string,
	today: string,
	onlyWhenChanged: boolean,
): Applied {
	const current = readJson(data, files.file, z.array(files.schema));
	const source = readJson(data, files.sourceFile, euriborSourceSchema);
	const imported = files.read(text);
	const { series, changes } = files.merge(current, imported, today.split('-').reverse().join('-'));
	const lines = [
		`${files.label}: ${imported.length} ${imported.length === 1 ? 'mes leído' : 'meses leídos'} (${imported[0]?.month} a ${imported.at(-1)?.month}), ${changes.length} ${changes.length === 1 ? 'cambio' : 'cambios'}.`,
		...changes.map((c) => `  ${c}`),
	];
	const same = JSON.stringify(series) === JSON.stringify(current);
	if (onlyWhenChanged && same) return { lines, written: [] };
	writeJson(data, files.file, series);
	writeJson(data, files.sourceFile, { ...source, updated: today });
	return { lines, written: [files.file, files.sourceFile] };
}

/**
 * Merges the Banco de España CSV into euribor.json (and the date into euribor-source.json).
 * With `onlyWhenChanged`, a file that changes no month writes nothing.
 */
export function applyEuribor(
	data: DataDir,
	text: string,
	today: string,
	onlyWhenChanged = false,
): Applied {
	return applyMonthly(
		data,
		{
			label: 'Euríbor',
			file: 'euribor.json',
			sourceFile: 'euribor-source.json',
			schema: euriborSchema,
			read: readEuriborCsv,
			merge: mergeEuribor,
		},
		text,
		today,
		onlyWhenChanged,
	);
}

/**
 * Merges IRPH Entidades from the same Banco de España CSV into market-rates.json (and the date
 * into market-rates-source.json), the market reference of «Mi hipoteca».
 */
export function applyMarketRates(
	data: DataDir,
	text: string,
	today: string,
	onlyWhenChanged = false,
): Applied {
	return applyMonthly(
		data,
		{
			label: 'IRPH Entidades',
			file: 'market-rates.json',
			sourceFile: 'market-rates-source.json',
			schema: marketRateMonthSchema,
			read: readMarketRateCsv,
			merge: mergeMarketRates,
		},
		text,
		today,
		onlyWhenChanged,
	);
}

/** The latest quarter among records ('2026-T2'). */
const latestPeriod = (
	records: readonly { pricePerM2?: { period: string } | undefined }[],
): string =>
	records.reduce((max, r) => {
		const period = r.pricePerM2?.period ?? '';
		return period > max ? period : max;
	}, '');

/**
 * Updates provinces.json or municipalities.json from a MIVAU table. With `onlyNewer`, a table
 * whose latest quarter is older than the data's, or that changes nothing, writes nothing.
 */
export function applyValorTasado(
	data: DataDir,
	rows: readonly (readonly Cell[])[],
	today: string,
	onlyNewer = false,
): Applied {
	const provinces = readJson(data, 'provinces.json', z.array(provinceSchema));
	const municipalities = readJson(data, 'municipalities.json', z.array(municipalitySchema));
	const result = importValorTasado(
		rows,
		provinces,
		municipalities,
		today.split('-').reverse().join('-'),
	);
	const file = result.table === 'provincias' ? 'provinces.json' : 'municipalities.json';
	const held = latestPeriod(result.table === 'provincias' ? provinces : municipalities);
	const lines = [
		`Valor tasado (${result.table}, ${result.period}): ${result.changes.length} cambios.`,
	];
	if (onlyNewer && result.period < held)
		return {
			lines: [
				`Valor tasado (${result.table}): el fichero llega a ${result.period} y los datos ya tienen ${held}; no se cambia nada.`,
			],
			written: [],
		};
	lines.push(...result.changes.map((c) => `  ${c}`));
	if (result.kept.length > 0) {
		const shown = result.kept.slice(0, 10).join(', ');
		const more = result.kept.length > 10 ? ` y ${result.kept.length - 10} más` : '';
		lines.push(
			`Sin dato en el fichero para ${result.kept.length} municipios: se mantiene su valor anterior (${shown}${more}).`,
		);
	}
	if (onlyNewer && result.changes.length === 0) return { lines, written: [] };
	writeJson(data, file, result.records);
	return { lines, written: [file] };
}

/** Spanish lines for an error of a run (problems of a file, invalid data or anything else). */
export function errorLines(error: unknown): string[] {
	// A problem may quote the file's cells: printed without control characters.
	if (error instanceof ImportError) return error.problems.map((p) => `  - ${printable(p)}`);
	if (error instanceof z.ZodError)
		return [
			`  - Datos no válidos: ${printable(error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))}`,
		];
	return [`  - ${printable(error instanceof Error ? error.message : String(error))}`];
}
