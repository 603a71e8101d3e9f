import { describe, expect, it } from 'vitest';
import {
	euribor,
	euriborIsStale,
	euriborStaleText,
	euriborSeriesProblems,
	euriborSource,
	type EuriborMonth,
} from '../../../src/lib/mortgage/euribor.ts';
import { euriborSchema } from '../../../src/lib/mortgage/lendingSchemas.ts';

const month = (m: string, ratePercent = 1): EuriborMonth => ({
	id: m,
	month: m,
	ratePercent,
	source: 'Fuente de prueba, media mensual',
	verified: true,
});

describe('the Euribor series (euribor.json)', () => {
	it('holds the 2008 peak, the negative years and the 2023 rise', () => {
		const by = new Map(euribor.map((e) => [e.month, e.ratePercent]));
		expect(by.get('2008-07')).toBe(5.393);
		expect(Math.max(...euribor.map((e) => e.ratePercent))).toBe(5.393);
		expect(by.get('2021-01')).toBe(-0.505);
		expect(by.get('2022-01')).toBe(-0.477);
		expect(by.get('2023-01')).toBe(3.337);
		// Corrected to the Banco de España figure quoted by three sources.
		expect(by.get('2008-03')).toBe(4.59);
		const negative = euribor.filter((e) => e.ratePercent < 0).map((e) => e.month);
		expect(negative[0]).toBe('2016-02');
		expect(negative.at(-1)).toBe('2022-03');
	});

	it('says where it comes from and marks the unchecked months', () => {
		expect(euriborSource.source).toMatch(/euribor-rates\.eu/);
		expect(euriborSource.officialSeries).toMatch(/Banco de España/);
		expect(euribor.find((e) => e.month === '2025-10')).toMatchObject({ verified: false });
		expect(euribor.filter((e) => e.verified).length).toBeGreaterThan(100);
	});

	it('finds gaps, repeats and disorder', () => {
		expect(euriborSeriesProblems([month('2025-11'), month('2025-12'), month('2026-01')])).toEqual(
			[],
		);
		expect(euriborSeriesProblems([month('2025-11'), month('2026-02')])).toEqual([
			'Faltan meses entre 2025-11 y 2026-02.',
		]);
		expect(euriborSeriesProblems([month('2025-11'), month('2025-11')])).toEqual([
			'El mes 2025-11 está repetido.',
		]);
		expect(euriborSeriesProblems([month('2025-11'), month('2025-10')])).toEqual([
			'El mes 2025-10 está fuera de orden.',
		]);
	});

	it('rejects values outside the range the index has ever had', () => {
		expect(euriborSchema.safeParse(month('2026-01', 2.5)).success).toBe(true);
		expect(euriborSchema.safeParse(month('2026-01', 25)).success).toBe(false);
		expect(euriborSchema.safeParse(month('2026-01', -3)).success).toBe(false);
		expect(euriborSchema.safeParse({ ...month('2026-01'), extra: 1 }).success).toBe(false);
	});

	it('is stale when the latest month is more than two months old', () => {
		expect(euriborIsStale(new Date('2026-09-15T00:00:00Z'), '2026-07')).toBe(false);
		expect(euriborIsStale(new Date('2026-10-01T00:00:00Z'), '2026-07')).toBe(true);
		expect(euriborIsStale(new Date('2026-11-26T00:00:00Z'), '2026-07')).toBe(true);
	});
});

describe('euriborStaleText', () => {
	it('warns in Spanish only when the series is out of date', () => {
		expect(euriborStaleText(new Date('2026-09-10T00:00:00Z'), '2026-07')).toBeNull();
		expect(euriborStaleText(new Date('2026-11-26T00:00:00Z'), '2026-07')).toBe(
			'Serie desactualizada: el último mes que tenemos es julio de 2026 y ya hay meses posteriores publicados que aún no hemos incorporado. Las revisiones de esos meses usan el escenario elegido, no el dato real.',
		);
	});
});
