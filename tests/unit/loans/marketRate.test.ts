/** The market reference (IRPH Entidades): the data file and its import from be1901.csv. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../../src/lib/dataImport/euriborImport.ts';
import { marketRate, marketRateSource, marketRates } from '../../../src/lib/loans/index.ts';
import { mergeMarketRates, readMarketRateCsv } from '../../../src/lib/loans/marketRateImport.ts';

const fixture = (dir: string) =>
	readFileSync(
		join(import.meta.dirname, '../../fixtures/data-update', dir, 'be1901.csv'),
		'latin1',
	);

describe('market-rates.json', () => {
	it('holds IRPH Entidades from 2003-01 to 2026-08 with its source', () => {
		expect(marketRates).toHaveLength(284);
		expect(marketRates[0]).toMatchObject({ month: '2003-01', ratePercent: 4.252 });
		// Months checked against the BOE (market-rates.md §2.1).
		expect(marketRates.find((m) => m.month === '2025-12')).toMatchObject({
			ratePercent: 2.788,
			verified: true,
		});
		expect(marketRates.find((m) => m.month === '2012-10')).toMatchObject({
			ratePercent: 3.078,
			verified: true,
		});
		expect(marketRates.filter((m) => m.verified)).toHaveLength(12);
		expect(marketRate).toMatchObject({ month: '2026-08', value: 3.134 });
		expect(marketRate.source).toContain('D_1T9H0000');
		expect(marketRateSource.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
	});
});

describe('readMarketRateCsv', () => {
	it('reads the IRPH column of the Banco de España table, skipping months without data', () => {
		const months = readMarketRateCsv(fixture('new-month'));
		expect(months[0]).toEqual({ month: '2025-01', ratePercent: 2.96 });
		expect(months.at(-1)).toEqual({ month: '2026-09', ratePercent: 3.15 });
		expect(months).toHaveLength(21);
	});

	it('refuses a value without its decimal comma, in Spanish', () => {
		expect(() => readMarketRateCsv(fixture('malformed'))).toThrow(ImportError);
		expect(() => readMarketRateCsv(fixture('malformed'))).toThrow(
			'Fila 27 (2026-05): el valor «2986,000» no es un IRPH válido (entre 0 % y 20 %).',
		);
	});

	it('refuses a table without the IRPH column', () => {
		expect(() => readMarketRateCsv('"FECHA","Euríbor a 1 año"\n"ENE 2026","2,245"\n')).toThrow(
			'El fichero no tiene la columna del IRPH Entidades (serie D_1T9H0000, «más de tres años»).',
		);
	});

	it('merges: official months replace ours, a new month is listed, a gap is refused', () => {
		const current = marketRates.slice(-3);
		const { series, changes } = mergeMarketRates(
			current,
			[
				{ month: '2026-08', ratePercent: 3.134 },
				{ month: '2026-09', ratePercent: 3.15 },
			],
			'07-12-2026',
		);
		expect(changes).toEqual(['2026-09: nuevo, 3,150 %']);
		expect(series.at(-2)).toMatchObject({ month: '2026-08', verified: true });
		expect(series.at(-1)?.source).toMatch(/importado del fichero oficial el 07-12-2026$/);
		expect(() =>
			mergeMarketRates(current, [{ month: '2026-11', ratePercent: 3.2 }], '07-12-2026'),
		).toThrow('Faltan meses entre 2026-08 y 2026-11.');
	});
});
