import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import {
	decodeText,
	printable,
	sizeProblem,
	zipProblem,
} from '../../../src/lib/dataImport/inputFile.ts';

/**
 * `npm run data:import` with hostile files (issue 43, item 7): wrong encodings, oversized files,
 * a spreadsheet that is a decompression bomb, formula cells and escape sequences in a cell.
 */

const dir = mkdtempSync(join(tmpdir(), 'hostile-import-'));
const data = join(dir, 'data');
cpSync(join(import.meta.dirname, '../../../content/data'), data, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = join(import.meta.dirname, '../../../scripts/data-import.ts');

/** Runs the CLI on a file (dry run); its exit code and output. */
function importFile(kind: string, name: string, bytes: Uint8Array | string) {
	const path = join(dir, name);
	writeFileSync(path, bytes);
	return spawnSync(process.execPath, [script, kind, path, '--dry-run', '--data-dir', data], {
		encoding: 'utf8',
	});
}

describe('the import CLI with hostile files', () => {
	it('reads a UTF-16 export (with its byte-order mark) like a UTF-8 one', () => {
		const utf16 = Buffer.from('\uFEFFFecha;Euríbor\r\nENE 2026;2,245\r\n', 'utf16le');
		const run = importFile('euribor', 'utf16.csv', utf16);
		expect([run.status, run.stdout.split('\n')[0]]).toEqual([
			0,
			'Euríbor: 1 mes leído (2026-01 a 2026-01), 0 cambios.',
		]);
	});

	it('refuses a file larger than any official download before reading it', () => {
		const path = join(dir, 'enorme.csv');
		writeFileSync(path, '');
		truncateSync(path, 21 * 1024 * 1024);
		const run = spawnSync(
			process.execPath,
			[script, 'euribor', path, '--dry-run', '--data-dir', data],
			{
				encoding: 'utf8',
			},
		);
		expect(run.status).toBe(1);
		expect(run.stderr).toContain('El fichero ocupa 21 MB; el máximo es 20 MB.');
	});

	it('refuses a spreadsheet that expands to far more than its size, without opening it', () => {
		const bomb = zipSync({
			'[Content_Types].xml': new TextEncoder().encode('<Types/>'),
			'xl/worksheets/sheet1.xml': new Uint8Array(30 * 1024 * 1024),
		});
		const run = importFile('valor-tasado', 'bomba.xlsx', bomb);
		expect(run.status).toBe(1);
		expect(run.stderr).toContain('El libro se descomprime en 30 MB a partir de 0 MB');
	});

	it('refuses formula cells as values and never prints a cell’s escape sequences', () => {
		const run = importFile(
			'euribor',
			'formulas.csv',
			'Fecha;Euríbor\nENE 2026;=1+1\nFEB 2026;\u001b[31mrojo\u0007\n',
		);
		expect(run.status).toBe(1);
		expect(run.stderr).toContain('el valor «=1+1» no es un euríbor válido');
		expect(run.stderr).toContain('el valor «\uFFFD[31mrojo\uFFFD» no es un euríbor válido');
		expect(run.stderr.includes('\u001b') || run.stderr.includes('\u0007')).toBe(false);
	});
});

describe('input file checks', () => {
	it('decodes UTF-8, UTF-16 both ways and Windows-1252', () => {
		expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
		expect(decodeText(new Uint8Array([0xfe, 0xff, 0x00, 0xed]))).toBe('í');
		expect(decodeText(Buffer.from('Año 2,5 €', 'utf8'))).toBe('Año 2,5 €');
		expect(decodeText(new Uint8Array([0x41, 0xf1, 0x6f, 0x20, 0x80]))).toBe('Año €');
	});

	it('sizes, zips and printable text', () => {
		expect(sizeProblem(20 * 1024 * 1024)).toBeNull();
		expect(zipProblem(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBeNull();
		expect(zipProblem(zipSync({ 'a.xml': new TextEncoder().encode('<a/>') }))).toBeNull();
		expect(zipProblem(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toBe(
			'El libro está dañado: no se puede leer su índice de contenido.',
		);
		expect(printable('a\u001b[31mb\tc')).toBe('a\uFFFD[31mb\tc');
	});
});
