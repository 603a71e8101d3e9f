/**
 * `npm run data:import -- euribor FICHERO.csv` and `npm run data:import -- valor-tasado FICHERO.xls`
 * (or its CSV export): reads an official download, validates it and rewrites content/data:
 * euribor.json (+ the import date in euribor-source.json), provinces.json or municipalities.json.
 * Prints what changed. `--dry-run` prints without writing; `--data-dir DIR` writes elsewhere
 * (tests). Exit code 1 with Spanish messages when the file does not validate.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { z } from 'zod';
import * as XLSX from '@e965/xlsx';
import { ImportError, mergeEuribor, readEuriborCsv } from '../src/lib/dataImport/euriborImport.ts';
import { decodeText, printable, sizeProblem, zipProblem } from '../src/lib/dataImport/inputFile.ts';
import { parseCsv, readPeriodTable, type Cell } from '../src/lib/dataImport/table.ts';
import { importValorTasado } from '../src/lib/dataImport/valorTasadoImport.ts';
import { euriborSchema, euriborSourceSchema } from '../src/lib/mortgage/lendingSchemas.ts';
import { municipalitySchema } from '../src/lib/places/municipalities.ts';
import { provinceSchema } from '../src/lib/places/provinceSchema.ts';

const usage = `Uso:
  npm run data:import -- euribor FICHERO.csv            (serie mensual del Banco de España)
  npm run data:import -- valor-tasado FICHERO.xls|.csv  (MIVAU, tabla 35101000 o 35103500)
Opciones: --dry-run (solo muestra los cambios), --data-dir DIR (otra carpeta de datos).`;

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const dirAt = args.indexOf('--data-dir');
const dataDir = resolve(
	dirAt >= 0 ? (args[dirAt + 1] ?? '') : join(import.meta.dirname, '../content/data'),
);
const [kind, file] = args.filter((a, i) => !a.startsWith('--') && (dirAt < 0 || i !== dirAt + 1));

const readJson = <T>(name: string, schema: z.ZodType<T>): T =>
	schema.parse(JSON.parse(readFileSync(join(dataDir, name), 'utf8')));
const writeJson = (name: string, data: unknown) => {
	if (!dryRun) writeFileSync(join(dataDir, name), `${JSON.stringify(data, null, '\t')}\n`);
};
const today = new Date().toISOString().slice(0, 10);
const todayEs = today.split('-').reverse().join('-');

/** The file's bytes, refused before reading when it is larger than any official download. */
function readBytes(path: string): Buffer {
	const tooBig = sizeProblem(statSync(path).size);
	if (tooBig) throw new ImportError([tooBig]);
	return readFileSync(path);
}

/** A text file in UTF-8 or UTF-16, or in Windows-1252 (as some official CSV exports are). */
function readText(path: string): string {
	return decodeText(readBytes(path));
}

/** The rows of a spreadsheet's first sheet that holds a period table, or of a CSV. */
function readRows(path: string): Cell[][] {
	const ext = extname(path).toLowerCase();
	if (ext === '.csv' || ext === '.txt') return parseCsv(readText(path));
	if (ext !== '.xls' && ext !== '.xlsx')
		throw new ImportError([`Formato no admitido: «${ext}». Usa .xls, .xlsx o .csv.`]);
	const bytes = readBytes(path);
	const bomb = zipProblem(bytes);
	if (bomb) throw new ImportError([bomb]);
	const book = XLSX.read(bytes, { type: 'buffer' });
	for (const name of book.SheetNames) {
		const sheet = book.Sheets[name];
		if (!sheet) continue;
		const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null });
		if (readPeriodTable(rows)) return rows;
	}
	throw new ImportError(['Ninguna hoja del libro tiene una fila de trimestres.']);
}

function main(): void {
	if (!kind || !file) {
		console.error(usage);
		process.exit(2);
	}
	if (kind === 'euribor') {
		const current = readJson('euribor.json', z.array(euriborSchema));
		const source = readJson('euribor-source.json', euriborSourceSchema);
		const imported = readEuriborCsv(readText(file));
		const { series, changes } = mergeEuribor(current, imported, todayEs);
		writeJson('euribor.json', series);
		writeJson('euribor-source.json', { ...source, updated: today });
		console.log(
			`Euríbor: ${imported.length} ${imported.length === 1 ? 'mes leído' : 'meses leídos'} (${imported[0]?.month} a ${imported.at(-1)?.month}), ${changes.length} ${changes.length === 1 ? 'cambio' : 'cambios'}.`,
		);
		for (const line of changes) console.log(`  ${line}`);
	} else if (kind === 'valor-tasado') {
		const provinces = readJson('provinces.json', z.array(provinceSchema));
		const municipalities = readJson('municipalities.json', z.array(municipalitySchema));
		const result = importValorTasado(readRows(file), provinces, municipalities, todayEs);
		writeJson(
			result.table === 'provincias' ? 'provinces.json' : 'municipalities.json',
			result.records,
		);
		console.log(
			`Valor tasado (${result.table}, ${result.period}): ${result.changes.length} cambios.`,
		);
		for (const line of result.changes) console.log(`  ${line}`);
		if (result.kept.length > 0) {
			const shown = result.kept.slice(0, 10).join(', ');
			const more = result.kept.length > 10 ? ` y ${result.kept.length - 10} más` : '';
			console.log(
				`Sin dato en el fichero para ${result.kept.length} municipios: se mantiene su valor anterior (${shown}${more}).`,
			);
		}
	} else {
		console.error(`Tipo de datos desconocido: «${kind}».\n${usage}`);
		process.exit(2);
	}
	if (dryRun) console.log('(--dry-run: no se ha escrito nada)');
}

try {
	main();
} catch (error) {
	if (error instanceof ImportError) {
		console.error('El fichero no se ha importado:');
		// A problem may quote the file's cells: printed without control characters.
		for (const p of error.problems) console.error(`  - ${printable(p)}`);
	} else if (error instanceof z.ZodError) {
		console.error(
			`Datos no válidos: ${error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
		);
	} else console.error(printable(error instanceof Error ? error.message : String(error)));
	process.exit(1);
}
