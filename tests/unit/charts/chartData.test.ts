import { describe, expect, it } from 'vitest';
import {
	chartCsvTable,
	chartDataProblem,
	chartTableRows,
	dayToSeconds,
	seriesColor,
	valueRange,
	type ChartData,
} from '~/lib/charts/chartData.ts';

const data: ChartData = {
	x: [1, 2, 3],
	xKind: 'number',
	series: [
		{ label: 'A', values: [10, null, 30] },
		{ label: 'B', values: [5, 6, 7], color: 'danger' },
	],
};

describe('chartDataProblem', () => {
	it('accepts well-formed data', () => {
		expect(chartDataProblem(data)).toBeNull();
	});
	it('names the series with a missing point, a NaN or an Infinity', () => {
		expect(chartDataProblem({ ...data, series: [{ label: 'C', values: [1, 2] }] })).toBe(
			'La serie «C» no tiene un valor por cada punto.',
		);
		expect(chartDataProblem({ ...data, series: [{ label: 'D', values: [1, NaN, 3] }] })).toBe(
			'La serie «D» tiene valores no válidos.',
		);
		expect(chartDataProblem({ ...data, series: [{ label: 'E', values: [1, Infinity, 3] }] })).toBe(
			'La serie «E» tiene valores no válidos.',
		);
	});
	it('refuses x out of order, non-finite x and no series', () => {
		expect(chartDataProblem({ ...data, x: [1, 3, 2] })).toMatch(/orden creciente/);
		expect(chartDataProblem({ ...data, x: [1, NaN, 3] })).toMatch(/no válidos/);
		expect(chartDataProblem({ ...data, series: [] })).toMatch(/no tiene series/);
	});
});

describe('valueRange', () => {
	it('pads the range and keeps positive data above zero', () => {
		const [min, max] = valueRange(data);
		expect(min).toBeGreaterThanOrEqual(0);
		expect(min).toBeLessThan(5);
		expect(max).toBeGreaterThan(30);
	});
	it('starts bars at zero and copes with flat or empty series', () => {
		expect(
			valueRange({
				x: [1, 2],
				xKind: 'number',
				series: [{ label: 'x', values: [50, 60], kind: 'bars' }],
			})[0],
		).toBe(0);
		expect(valueRange({ x: [1], xKind: 'number', series: [{ label: 'x', values: [0] }] })).toEqual([
			0, 1,
		]);
		expect(
			valueRange({ x: [1], xKind: 'number', series: [{ label: 'x', values: [null] }] }),
		).toEqual([0, 1]);
		const [lo, hi] = valueRange({ x: [1], xKind: 'number', series: [{ label: 'x', values: [4] }] });
		expect(lo).toBe(0);
		expect(hi).toBeGreaterThan(4);
	});
	it('handles negative values', () => {
		const [lo, hi] = valueRange({
			x: [1, 2],
			xKind: 'number',
			series: [{ label: 'x', values: [-10, 10] }],
		});
		expect(lo).toBeLessThan(-10);
		expect(hi).toBeGreaterThan(10);
	});
});

describe('table and CSV', () => {
	it('formats rows with a dash for gaps', () => {
		expect(
			chartTableRows(
				data,
				(x) => `año ${x}`,
				(v) => `${v} €`,
			),
		).toEqual([
			['año 1', '10 €', '5 €'],
			['año 2', '—', '6 €'],
			['año 3', '30 €', '7 €'],
		]);
	});
	it('keeps numbers raw for the spreadsheet', () => {
		expect(chartCsvTable(data, 'Año', String)).toEqual({
			header: ['Año', 'A', 'B'],
			rows: [
				['1', 10, 5],
				['2', '', 6],
				['3', 30, 7],
			],
		});
	});
});

describe('helpers', () => {
	it('gives each series its colour or the next of the palette', () => {
		expect(seriesColor({ label: 'a', values: [] }, 0)).toBe('primary');
		expect(seriesColor({ label: 'b', values: [] }, 1)).toBe('success');
		expect(seriesColor({ label: 'c', values: [], color: 'danger' }, 0)).toBe('danger');
	});
	it('turns days and months into Unix seconds (UTC)', () => {
		expect(dayToSeconds('2026-03-01')).toBe(Date.UTC(2026, 2, 1) / 1000);
		expect(dayToSeconds('2026-03')).toBe(Date.UTC(2026, 2, 1) / 1000);
	});
});
