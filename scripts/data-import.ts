/**
 * `npm run data:import -- euribor FICHERO.csv` and `npm run data:import -- valor-tasado FICHERO.xls`
 * (or its CSV export): reads an official download, validates it and rewrites content/data:
 * euribor.json (+ the import date in euribor-source.json), provinces.json or municipalities.json.
 * Prints what changed. `--dry-run` prints without writing; `--data-dir DIR` writes elsewhere
 * (tests). Exit code 1 with Spanish messages when the file does not validate. `npm run
 * data:update` does the same from the official URLs (scripts/lib/dataFiles.ts holds both).
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import {
	applyEuribor,
	applyValorTasado,
	checkSize,
	decodeText,
	errorLines,
	readRows,
	type DataDir,
} from './lib/dataFiles.ts';

const usage = `Uso:
  npm run data:import -- euribor FICHERO.csv            (serie mensual del Banco de España)
  npm run data:import -- valor-tasado FICHERO.xls|.csv  (MIVAU, tabla 35101000 o 35103500)
Opciones: --dry-run (solo muestra los cambios), --data-dir DIR (otra carpeta de datos).`;

const args = process.argv.slice(2);
const dirAt = args.indexOf('--data-dir');
const data: DataDir = {
	dir: resolve(dirAt >= 0 ? (args[dirAt + 1] ?? '') : join(import.meta.dirname, '../content/data')),
	dryRun: args.includes('--dry-run'),
};
const [kind, file] = args.filter((a, i) => !a.startsWith('--') && (dirAt < 0 || i !== dirAt + 1));
const today = new Date().toISOString().slice(0, 10);

function main(): void {
	if (!kind || !file) {
		console.error(usage);
		process.exit(2);
	}
	// The size is checked before the file is read: a huge file is refused, not loaded.
	checkSize(statSync(file).size);
	const bytes = readFileSync(file);
	let lines: string[];
	if (kind === 'euribor') lines = applyEuribor(data, decodeText(bytes), today).lines;
	else if (kind === 'valor-tasado')
		lines = applyValorTasado(data, readRows(bytes, basename(file)), today).lines;
	else {
		console.error(`Tipo de datos desconocido: «${kind}».\n${usage}`);
		process.exit(2);
	}
	for (const line of lines) console.log(line);
	if (data.dryRun) console.log('(--dry-run: no se ha escrito nada)');
}

try {
	main();
} catch (error) {
	console.error('El fichero no se ha importado:');
	for (const line of errorLines(error)) console.error(line);
	process.exit(1);
}
