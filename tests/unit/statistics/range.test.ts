import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	addDays,
	checkRange,
	lastDays,
	madridMidnight,
	rangeInstants,
	rangeLength,
	rangeMessages,
} from '~/lib/statistics/range.ts';
import { referenceMadridDay, referenceMadridHour } from '../format/madridReference.ts';

describe('statistics range', () => {
	it('accepts a valid period and counts its days with both ends', () => {
		expect(checkRange('2026-01-01', '2026-01-31')).toEqual({
			ok: true,
			range: { from: '2026-01-01', to: '2026-01-31' },
		});
		expect(rangeLength({ from: '2026-01-01', to: '2026-01-31' })).toBe(31);
		expect(rangeLength({ from: '2026-03-05', to: '2026-03-05' })).toBe(1);
	});

	it('explains in Spanish what is wrong', () => {
		expect(checkRange('', '2026-01-01')).toEqual({ ok: false, message: rangeMessages.missing });
		expect(checkRange('2026-02-30', '2026-03-01')).toEqual({
			ok: false,
			message: rangeMessages.invalid,
		});
		expect(checkRange('01/02/2026', '2026-03-01')).toEqual({
			ok: false,
			message: rangeMessages.invalid,
		});
		expect(checkRange('2026-03-02', '2026-03-01')).toEqual({
			ok: false,
			message: rangeMessages.reversed,
		});
		expect(checkRange('2025-01-01', '2026-01-01').ok).toBe(true);
		expect(checkRange('2025-01-01', '2026-01-02')).toEqual({
			ok: false,
			message: rangeMessages.tooLong,
		});
	});

	it('takes days in the Spanish calendar', () => {
		// 23:30 UTC on 31 December is already 1 January in Madrid.
		expect(lastDays(30, new Date('2026-03-10T10:00:00Z'))).toEqual({
			from: '2026-02-09',
			to: '2026-03-10',
		});
		expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
		expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
	});

	it('bounds a period with Madrid midnights (winter and summer time)', () => {
		expect(madridMidnight('2026-01-15')).toBe('2026-01-14T23:00:00.000Z');
		expect(madridMidnight('2026-07-15')).toBe('2026-07-14T22:00:00.000Z');
		expect(rangeInstants({ from: '2026-03-28', to: '2026-03-29' })).toEqual({
			fromIso: '2026-03-27T23:00:00.000Z',
			toIso: '2026-03-29T22:00:00.000Z',
		});
	});
	it('property: Madrid midnights agree with the time zone database (2000–2037)', () => {
		fc.assert(
			fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) }), (ms) => {
				const day = referenceMadridDay.format(new Date(ms));
				const midnight = new Date(madridMidnight(day));
				expect(referenceMadridDay.format(midnight)).toBe(day);
				expect(referenceMadridHour.format(midnight)).toBe('00');
				expect(midnight.getUTCMinutes()).toBe(0);
			}),
			{ numRuns: 3000 },
		);
	});
});
