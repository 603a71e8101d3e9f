/**
 * `npm run data:update`: downloads the official series and writes content/data when they moved.
 *  - Euríbor: Banco de España, Boletín Estadístico table 19.1 «Tipos de interés de referencia
 *    oficiales del mercado hipotecario» (be1901.csv), column «Euríbor a 1 año» (D_1NBAF472).
 *  - IRPH Entidades (market reference of «Mi hipoteca»): the same be1901.csv, column D_1T9H0000
 *    «Tipo medio de los préstamos hipotecarios a más de tres años…», downloaded once.
 *  - Valor tasado: MIVAU, tables 35101000 (provinces) and 35103500 (towns over 25.000
 *    inhabitants), quarterly; a table whose latest quarter we already hold changes nothing.
 * Each file is validated with the rules of `npm run data:import` (scripts/lib/dataFiles.ts); a
 * file that fails is not written and the run ends with code 1, so the scheduled job
 * (.github/workflows/data-update.yml) fails visibly and the site keeps warning that the series
 * is old. Options: `--source DIR|URL` reads the three files (same names) from a folder or a base
 * URL instead (tests use saved copies), `--data-dir DIR`, `--dry-run`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
	applyEuribor,
	applyMarketRates,
	applyValorTasado,
	decodeText,
	errorLines,
	readRows,
	type Applied,
	type DataDir,
} from './lib/dataFiles.ts';

/** The official files, by the name each has at its publisher. */
const officialFiles = [
	{
		name: 'be1901.csv',
		what: 'Euríbor a un año (Banco de España)',
		url: 'https://www.bde.es/webbe/es/estadisticas/compartido/datos/csv/be1901.csv',
	},
	{
		name: 'be1901.csv',
		what: 'IRPH Entidades (Banco de España)',
		url: 'https://www.bde.es/webbe/es/estadisticas/compartido/datos/csv/be1901.csv',
	},
	{
		name: '35101000.XLS',
		what: 'valor tasado por provincias (MIVAU)',
		url: 'https://apps.fomento.gob.es/BoletinOnline2/sedal/35101000.XLS',
	},
	{
		name: '35103500.XLS',
		what: 'valor tasado por municipios (MIVAU)',
		url: 'https://apps.fomento.gob.es/BoletinOnline2/sedal/35103500.XLS',
	},
] as const;

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
	const at = args.indexOf(name);
	return at >= 0 ? args[at + 1] : undefined;
};
const data: DataDir = {
	dir: resolve(option('--data-dir') ?? join(import.meta.dirname, '../content/data')),
	dryRun: args.includes('--dry-run'),
};
const source = option('--source');
const today = new Date().toISOString().slice(0, 10);

/** Where a file is read from: its official URL, or the same name under `--source`. */
function locationOf(file: (typeof officialFiles)[number]): string {
	if (source === undefined) return file.url;
	if (/^(https?|file):\/\//.test(source))
		return new URL(file.name, source.endsWith('/') ? source : `${source}/`).href;
	return join(resolve(source), file.name);
}

/** Downloads already made in this run (be1901.csv holds two series and is fetched once). */
const downloads = new Map<string, Promise<Uint8Array>>();

/** The bytes of a file from a URL (60 s at most) or a path, once per run. */
function download(location: string): Promise<Uint8Array> {
	const held = downloads.get(location);
	if (held) return held;
	const pending = fetchBytes(location);
	downloads.set(location, pending);
	return pending;
}

async function fetchBytes(location: string): Promise<Uint8Array> {
	if (!/^(https?|file):\/\//.test(location)) return readFileSync(location);
	if (location.startsWith('file://')) return readFileSync(new URL(location));
	const response = await fetch(location, {
		signal: AbortSignal.timeout(60_000),
		headers: { 'user-agent': 'hipoteca-clara-data-update' },
	});
	if (!response.ok)
		throw new Error(`el servidor respondió ${response.status} ${response.statusText}`);
	return new Uint8Array(await response.arrayBuffer());
}

async function main(): Promise<number> {
	let failed = 0;
	const written: string[] = [];
	for (const file of officialFiles) {
		const location = locationOf(file);
		let applied: Applied;
		try {
			const bytes = await download(location).catch((error: unknown) => {
				const why = error instanceof Error ? error.message : String(error);
				throw new Error(`No se ha podido descargar: ${why}.`);
			});
			applied =
				file.name !== 'be1901.csv'
					? applyValorTasado(data, readRows(bytes, file.name), today, true)
					: file.what.startsWith('IRPH')
						? applyMarketRates(data, decodeText(bytes), today, true)
						: applyEuribor(data, decodeText(bytes), today, true);
		} catch (error) {
			failed++;
			console.error(`No se ha actualizado el ${file.what} desde ${location}:`);
			for (const line of errorLines(error)) console.error(line);
			continue;
		}
		for (const line of applied.lines) console.log(line);
		written.push(...applied.written);
	}
	if (data.dryRun) console.log('(--dry-run: no se ha escrito nada)');
	else
		console.log(
			written.length > 0 ? `Ficheros escritos: ${written.join(', ')}.` : 'Ningún fichero cambia.',
		);
	if (failed > 0)
		console.error(
			`${failed} de ${officialFiles.length} series no se han podido actualizar: la web seguirá avisando de que la serie no está al día.`,
		);
	return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
