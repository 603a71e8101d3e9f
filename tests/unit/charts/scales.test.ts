import { describe, expect, it } from 'vitest';
import {
	bandScale,
	integerTicks,
	labelWidth,
	linear,
	maxValue,
	thinTicks,
} from '~/lib/charts/scales.ts';

describe('integerTicks', () => {
	it('counts up in whole numbers, never «0, 1, 1, 2, 2»', () => {
		expect(integerTicks(1)).toEqual([0, 1]);
		expect(integerTicks(2)).toEqual([0, 1, 2]);
		expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
		expect(integerTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
		expect(integerTicks(7)).toEqual([0, 2, 4, 6, 8]);
		expect(integerTicks(17)).toEqual([0, 5, 10, 15, 20]);
		expect(integerTicks(120)).toEqual([0, 50, 100, 150]);
		expect(integerTicks(2.4)).toEqual([0, 1, 2, 3]);
	});

	it('keeps within the number of ticks asked for', () => {
		for (const max of [1, 4, 9, 13, 26, 99, 101, 999, 4321]) {
			const ticks = integerTicks(max, 5);
			expect(ticks.length).toBeLessThanOrEqual(5);
			expect(ticks.every(Number.isInteger)).toBe(true);
			expect(ticks.at(-1)!).toBeGreaterThanOrEqual(max);
		}
	});

	it('draws one zero line and a 1 for an all-zero or empty series, not six «0»', () => {
		expect(integerTicks(0)).toEqual([0, 1]);
		expect(integerTicks(-3)).toEqual([0, 1]);
		expect(integerTicks(Number.NaN)).toEqual([0, 1]);
	});
});

describe('bandScale', () => {
	it('gives each category its own whole band inside the length', () => {
		const band = bandScale(4, 400, 0.5);
		expect(band.step).toBe(100);
		expect(band.bandwidth).toBe(50);
		expect([0, 1, 2, 3].map(band.start)).toEqual([25, 125, 225, 325]);
		expect([0, 1, 2, 3].map(band.center)).toEqual([50, 150, 250, 350]);
		// The last bar ends inside the axis, not cut in half at its edge.
		expect(band.start(3) + band.bandwidth).toBeLessThanOrEqual(400);
		expect(band.start(0)).toBeGreaterThanOrEqual(0);
	});
});

describe('thinTicks', () => {
	it('keeps every label when they fit', () => {
		// 5 points over 800 px: 200 px apart, labels 60 px wide.
		expect(thinTicks(5, 800, 60)).toEqual([0, 1, 2, 3, 4]);
	});

	it('thins 30 daily labels at a phone width so none overlaps', () => {
		// 30 days over 300 px (10.34 px apart) with 70 px labels and 12 px gaps: every 8th.
		const shown = thinTicks(30, 300, 70);
		expect(shown).toEqual([0, 8, 16, 24]);
		const spacing = 300 / 29;
		for (let i = 1; i < shown.length; i++) {
			expect((shown[i]! - shown[i - 1]!) * spacing).toBeGreaterThanOrEqual(70 + 12);
		}
	});

	it('adds the last label when it has room, and shows more labels on a wider screen', () => {
		expect(thinTicks(31, 300, 70)).toEqual([0, 9, 18, 27]);
		expect(thinTicks(10, 900, 70)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
		expect(thinTicks(10, 450, 70)).toEqual([0, 2, 4, 6, 8]);
		expect(thinTicks(9, 400, 70)).toEqual([0, 2, 4, 6, 8]);
	});

	it('handles no point and a single one', () => {
		expect(thinTicks(0, 300, 70)).toEqual([]);
		expect(thinTicks(1, 300, 70)).toEqual([0]);
	});
});

describe('helpers', () => {
	it('maps values onto pixels and finds the largest value', () => {
		const y = linear(10, 200, 0);
		expect([y(0), y(5), y(10)]).toEqual([200, 100, 0]);
		expect(maxValue([{ values: [1, null, 4] }, { values: [3] }])).toBe(4);
		expect(maxValue([{ values: [null] }])).toBe(0);
		expect(labelWidth('12 nov 2026')).toBe(80);
	});
});
