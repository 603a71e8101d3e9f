import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, describe, expect, it } from 'vitest';
import {
	ImportError,
	mergeEuribor,
	readEuriborCsv,
	readMonth,
} from '../../../src/lib/dataImport/euriborImport.ts';
import {
	parseCsv,
	readNumber,
	readPeriodTable,
	readQuarter,
	type Cell,
} from '../../../src/lib/dataImport/table.ts';
import { importValorTasado } from '../../../src/lib/dataImport/valorTasadoImport.ts';
import { euribor } from '../../../src/lib/mortgage/euribor.ts';
import { municipalities } from '../../../src/lib/places/municipalities.ts';
import { provinces } from '../../../src/lib/places/provinces.ts';

const fixtures = join(import.meta.dirname, '../../fixtures/data-import');
const text = (name: string, encoding: BufferEncoding = 'utf8') =>
	readFileSync(join(fixtures, name), encoding);
const xlsRows = (name: string): Cell[][] => {
	const book = XLSX.read(readFileSync(join(fixtures, name)), { type: 'buffer' });
	const sheet = book.Sheets[book.SheetNames[0] as string];
	if (!sheet) throw new Error('hoja vacía');
	return XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null });
};
const problemsOf = (fn: () => unknown): string[] => {
	try {
		fn();
	} catch (error) {
		if (error instanceof ImportError) return error.problems;
		throw error;
	}
	return [];
};

describe('reading official tables', () => {
	it('reads CSV with quotes and either delimiter, Spanish or English decimals', () => {
		expect(parseCsv('"a;b";2,5\r\n"x ""y""";3\n')).toEqual([
			['a;b', '2,5'],
			['x "y"', '3'],
		]);
		expect(parseCsv('a,b\n1,2')).toEqual([
			['a', 'b'],
			['1', '2'],
		]);
		expect([readNumber('2.153,4'), readNumber('2153.4'), readNumber('-0,505')]).toEqual([
			2153.4, 2153.4, -0.505,
		]);
		expect([readNumber('3.069'), readNumber(1236.2), readNumber('_'), readNumber('abc')]).toEqual([
			3.069,
			1236.2,
			null,
			null,
		]);
	});

	it('recognises quarters and months as the publishers write them', () => {
		expect(
			['2026T2', '2026 T2', 'T2 2026', '2º trimestre 2026', '2T 2026'].map(readQuarter),
		).toEqual(Array(5).fill('2026-T2'));
		expect(readQuarter('Madrid')).toBeNull();
		expect(['ENE 1999', 'enero 1999', '1999-01', '01/1999', '1999M01'].map(readMonth)).toEqual(
			Array(5).fill('1999-01'),
		);
		expect(readMonth('XYZ 1999')).toBeNull();
	});

	it('finds a year row over a quarter row, carrying the year across merged cells', () => {
		const table = readPeriodTable([
			['Título'],
			[null, 2025, null, null, null, 2026],
			[null, '1º', '2º', '3º', '4º', '1º'],
			['Soria', 1, 2, 3, 4, 5],
		]);
		expect(table?.periods).toEqual(['2025-T1', '2025-T2', '2025-T3', '2025-T4', '2026-T1']);
		expect(table?.lines).toEqual([{ name: 'Soria', values: [1, 2, 3, 4, 5] }]);
	});
});

describe('Euribor import (Banco de España series CSV)', () => {
	it('reads the fixture and merges it: one value corrected, one month added', () => {
		const months = readEuriborCsv(text('euribor-bde.csv'));
		expect(months).toEqual([
			{ month: '2026-06', ratePercent: 2.798 },
			{ month: '2026-07', ratePercent: 2.86 },
			{ month: '2026-08', ratePercent: 2.9 },
		]);
		const { series, changes } = mergeEuribor(euribor, months, '26-11-2026');
		expect(changes).toEqual(['2026-07: 2,855 % → 2,860 %', '2026-08: nuevo, 2,900 %']);
		expect(series).toHaveLength(euribor.length + 1);
		expect(series.at(-1)).toEqual({
			id: '2026-08',
			month: '2026-08',
			ratePercent: 2.9,
			source:
				'Banco de España, referencia interbancaria a un año (euríbor), media mensual; importado del fichero oficial el 26-11-2026',
			verified: true,
		});
	});

	it('leaves out the months a table of several series has no Euríbor for («_»)', () => {
		const csv = [
			'"NOMBRE DE LA SERIE","D_1T9H0000","D_1NBAF472"',
			'"TÍTULO DE LA COLUMNA","IRPH Entidades","Euríbor a 1 año"',
			'"DIC 1998","5,123","_"',
			'"ENE 1999","5,000","3,112"',
			'"FEB 1999","4,900","3,088"',
			'"MAR 1999","4,800",""',
		].join('\n');
		expect(readEuriborCsv(csv)).toEqual([
			{ month: '1999-01', ratePercent: 3.112 },
			{ month: '1999-02', ratePercent: 3.088 },
		]);
		// A marker inside the series still leaves a gap, and a gap is refused.
		const gap = csv.replace('"3,088"', '"_"').replace('"4,800",""', '"4,800","3,050"');
		expect(problemsOf(() => readEuriborCsv(gap))).toEqual([
			'Faltan meses entre 1999-01 y 1999-03.',
		]);
	});

	it('refuses gaps and impossible values, naming each in Spanish', () => {
		expect(problemsOf(() => readEuriborCsv(text('euribor-bde-gap.csv')))).toEqual([
			'Fila 5 (2026-08): el valor «25,000» no es un euríbor válido (entre −1 % y 6 %).',
			'Faltan meses entre 2026-05 y 2026-07.',
		]);
		expect(
			problemsOf(() => mergeEuribor(euribor, [{ month: '2026-10', ratePercent: 2 }], 'hoy')),
		).toEqual(['Faltan meses entre 2026-07 y 2026-10.']);
		expect(problemsOf(() => readEuriborCsv('"NOMBRE","x"\n'))).toHaveLength(1);
	});
});

describe('valor tasado import (MIVAU tables)', () => {
	it('reads the provincial CSV export: all 52 provinces, latest quarter, now checked', () => {
		const result = importValorTasado(
			parseCsv(text('valor-tasado-provincias.csv', 'latin1')),
			provinces,
			municipalities,
			'26-11-2026',
		);
		expect(result).toMatchObject({ table: 'provincias', period: '2026-T2', kept: [] });
		expect(result.records).toHaveLength(52);
		const madrid = result.records.find((r) => 'id' in r && r.id === 'madrid');
		expect(madrid?.pricePerM2).toMatchObject({ value: 4089.6, verified: true });
		expect(result.changes).toHaveLength(52);
		expect(result.changes[0]).toBe(
			'Álava: 2531,3 €/m² (2026-T2), ahora contrastado con el fichero oficial',
		);
	});

	it('reads the municipal .xls: changed figures listed, the rest kept', () => {
		const result = importValorTasado(
			xlsRows('valor-tasado-municipios.xls'),
			provinces,
			municipalities,
			'hoy',
		);
		expect(result.table).toBe('municipios');
		expect(result.period).toBe('2026-T2');
		expect(result.changes).toEqual([
			'Albacete: 1762,2 €/m² (2026-T1) → 1800,5 €/m² (2026-T2)',
			'Alcalá de Henares: 2838,6 €/m² (2026-T1) → 2900,0 €/m² (2026-T2)',
			'Madrid: 5466,1 €/m² (2026-T1) → 5500,0 €/m² (2026-T2)',
		]);
		expect(result.kept).toHaveLength(303);
	});

	it('refuses unknown municipalities and figures out of range', () => {
		const rows: Cell[][] = [
			[null, '2026T2'],
			['Villaconejos del Norte', 2000],
			['Soria', 99999],
		];
		expect(problemsOf(() => importValorTasado(rows, provinces, municipalities, 'hoy'))).toEqual([
			'«Villaconejos del Norte» no está en municipalities.json: añádelo con su código INE y su provincia antes de importar.',
			'Soria: «99999» no es un valor tasado válido (entre 300 y 15.000 €/m²).',
		]);
		expect(
			problemsOf(() => importValorTasado([['nada']], provinces, municipalities, 'hoy')),
		).toHaveLength(1);
	});
});

describe('npm run data:import (the CLI)', () => {
	const dir = mkdtempSync(join(tmpdir(), 'data-import-'));
	cpSync(join(import.meta.dirname, '../../../content/data'), dir, { recursive: true });
	afterAll(() => rmSync(dir, { recursive: true, force: true }));
	const script = join(import.meta.dirname, '../../../scripts/data-import.ts');

	it('writes the merged series and prints what changed', () => {
		const out = execFileSync(
			process.execPath,
			[script, 'euribor', join(fixtures, 'euribor-bde.csv'), '--data-dir', dir],
			{ encoding: 'utf8' },
		);
		expect(out).toContain('Euríbor: 3 meses leídos (2026-06 a 2026-08), 2 cambios.');
		expect(out).toContain('  2026-08: nuevo, 2,900 %');
		const written = JSON.parse(readFileSync(join(dir, 'euribor.json'), 'utf8')) as {
			month: string;
		}[];
		expect(written.at(-1)?.month).toBe('2026-08');
	});

	it('exits with 1 and the Spanish problems, leaving the data as it was', () => {
		const before = readFileSync(join(dir, 'euribor.json'), 'utf8');
		const run = spawnSync(
			process.execPath,
			[script, 'euribor', join(fixtures, 'euribor-bde-gap.csv'), '--data-dir', dir],
			{ encoding: 'utf8' },
		);
		expect(run.status).toBe(1);
		expect(run.stderr).toContain('Faltan meses entre 2026-05 y 2026-07.');
		expect(readFileSync(join(dir, 'euribor.json'), 'utf8')).toBe(before);
	});
});
