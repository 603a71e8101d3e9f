/**
 * `npm run data:update` against saved copies of the official files (tests/fixtures/data-update,
 * written by makeFixtures.ts in the publishers' formats): a new month and quarter, a revised
 * month, and a broken download, read from a folder or served over HTTP as the real URLs are.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const script = join(root, 'scripts/data-update.ts');
const fixtures = join(root, 'tests/fixtures/data-update');
const dataFiles = [
	'euribor.json',
	'euribor-source.json',
	'provinces.json',
	'municipalities.json',
	'market-rates.json',
	'market-rates-source.json',
];

let dirs: string[] = [];
afterEach(() => {
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
	dirs = [];
});

/** A copy of the data files to update. */
function dataCopy(): string {
	const dir = mkdtempSync(join(tmpdir(), 'data-update-'));
	dirs.push(dir);
	for (const f of dataFiles) cpSync(join(root, 'content/data', f), join(dir, f));
	return dir;
}

const read = <T>(dir: string, file: string): T =>
	JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

interface Run {
	code: number;
	stdout: string;
	stderr: string;
}

function run(source: string, dir: string): Promise<Run> {
	return new Promise((done) => {
		execFile(
			process.execPath,
			[script, '--source', source, '--data-dir', dir],
			{ encoding: 'utf8' },
			(error, stdout, stderr) => {
				done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
			},
		);
	});
}

type Month = { month: string; ratePercent: number; verified: boolean; source: string };
type Place = { name: string; pricePerM2: { value: number; period: string; verified: boolean } };

// Each run parses the whole data set with zod in a child process: a few seconds each.
describe('npm run data:update', { timeout: 90_000 }, () => {
	it('adds a new month of Euríbor and a new quarter of valor tasado', async () => {
		const dir = dataCopy();
		const result = await run(join(fixtures, 'new-month'), dir);
		expect(result.stderr).toBe('');
		expect(result.code).toBe(0);
		expect(result.stdout).toContain('  2026-08: nuevo, 2,901 %');
		const series = read<Month[]>(dir, 'euribor.json');
		expect(series.at(-1)).toMatchObject({ month: '2026-08', ratePercent: 2.901, verified: true });
		expect(series.at(-1)?.source).toMatch(/^Banco de España/);
		const soria = read<(Place & { id: string })[]>(dir, 'provinces.json').find(
			(p) => p.id === 'soria',
		);
		// 1.192,6 × 1,012 = 1.206,9 (the made-up 3rd quarter of the saved copy).
		expect(soria?.pricePerM2).toMatchObject({ value: 1206.9, period: '2026-T3', verified: true });
		const zaragoza = read<Place[]>(dir, 'municipalities.json').find((m) => m.name === 'Zaragoza');
		// 2.216,4 × 1,01 = 2.238,6.
		expect(zaragoza?.pricePerM2).toMatchObject({ value: 2238.6, period: '2026-T2' });
		expect(read<{ updated: string }>(dir, 'euribor-source.json').updated).toBe(
			new Date().toISOString().slice(0, 10),
		);
		// IRPH Entidades, the market reference of «Mi hipoteca», from the same be1901.csv.
		expect(result.stdout).toContain(
			'IRPH Entidades: 21 meses leídos (2025-01 a 2026-09), 1 cambio.',
		);
		expect(result.stdout).toContain('  2026-09: nuevo, 3,150 %');
		const irph = read<Month[]>(dir, 'market-rates.json');
		expect(irph.at(-1)).toMatchObject({ month: '2026-09', ratePercent: 3.15, verified: true });
		expect(irph.at(-1)?.source).toMatch(/^Banco de España.*D_1T9H0000; importado/);
		expect(irph.find((m) => m.month === '2024-12')?.ratePercent).toBe(3.105);
		expect(read<{ updated: string }>(dir, 'market-rates-source.json').updated).toBe(
			new Date().toISOString().slice(0, 10),
		);
	});

	it('corrects a revised month and a revised figure, keeping the rest', async () => {
		const dir = dataCopy();
		const before = read<Month[]>(dir, 'euribor.json');
		const result = await run(join(fixtures, 'revised-month'), dir);
		expect(result.code).toBe(0);
		expect(result.stdout).toContain('  2026-07: 2,855 % → 2,860 %');
		expect(result.stdout).toContain('  Soria: 1192,6 €/m² (2026-T2) → 1190,4 €/m² (2026-T2)');
		const series = read<Month[]>(dir, 'euribor.json');
		expect(series).toHaveLength(before.length);
		expect(series.find((m) => m.month === '2026-07')?.ratePercent).toBe(2.86);
		expect(series.find((m) => m.month === '2024-12')).toEqual(
			before.find((m) => m.month === '2024-12'),
		);

		// Run again: the official months are now ours, so nothing is written a second time.
		const again = await run(join(fixtures, 'revised-month'), dir);
		expect(again.code).toBe(0);
		expect(again.stdout).toContain('Euríbor: 19 meses leídos (2025-01 a 2026-07), 0 cambios.');
		expect(again.stdout).toContain(
			'IRPH Entidades: 20 meses leídos (2025-01 a 2026-08), 0 cambios.',
		);
		expect(again.stdout).toContain('Ningún fichero cambia.');
	});

	it('refuses a broken download, writes nothing and exits with 1', async () => {
		const dir = dataCopy();
		const before = dataFiles.map((f) => readFileSync(join(dir, f), 'utf8'));
		const result = await run(join(fixtures, 'malformed'), dir);
		expect(result.code).toBe(1);
		expect(result.stderr).toContain(
			'Fila 28 (2026-06): el valor «2798,000» no es un euríbor válido (entre −1 % y 6 %).',
		);
		expect(result.stderr).toContain(
			'Fila 27 (2026-05): el valor «2986,000» no es un IRPH válido (entre 0 % y 20 %).',
		);
		expect(result.stderr).toContain('«35101000.XLS» no es un libro de Excel legible.');
		expect(result.stderr).toContain('No se ha podido descargar');
		expect(result.stderr).toContain('la web seguirá avisando de que la serie no está al día');
		expect(dataFiles.map((f) => readFileSync(join(dir, f), 'utf8'))).toEqual(before);
	});

	it('downloads from a base URL as from the official servers', async () => {
		const served: string[] = [];
		const server = createServer((request, response) => {
			const name = decodeURIComponent((request.url ?? '/').slice(1));
			served.push(name);
			try {
				response.end(readFileSync(join(fixtures, 'new-month', name)));
			} catch {
				response.statusCode = 404;
				response.end('No encontrado');
			}
		});
		await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
		const { port } = server.address() as AddressInfo;
		try {
			const dir = dataCopy();
			const result = await run(`http://127.0.0.1:${port}/`, dir);
			expect(result.code).toBe(0);
			expect(served).toEqual(['be1901.csv', '35101000.XLS', '35103500.XLS']);
			expect(read<Month[]>(dir, 'euribor.json').at(-1)?.month).toBe('2026-08');
		} finally {
			server.close();
		}
	});
});
