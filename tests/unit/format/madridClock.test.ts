import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { madridDay, madridOffsetHours } from '~/lib/format/madridClock.ts';
import { referenceMadridDay, referenceMadridHour } from './madridReference.ts';

describe('madridClock', () => {
	it('takes days in the Spanish calendar', () => {
		// 23:30 UTC on 31 December is already 1 January in Madrid.
		expect(madridDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
		expect(madridDay(new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
	});

	it('changes the clock at 01:00 UTC on the last Sundays of March and October (2026)', () => {
		expect(madridDay(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29');
		expect(madridOffsetHours(new Date('2026-03-29T00:59:59Z'))).toBe(1);
		expect(madridOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(2);
		expect(madridOffsetHours(new Date('2026-10-25T00:59:59Z'))).toBe(2);
		expect(madridOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(1);
	});

	it('property: agrees with the time zone database on any instant of 2000–2037', () => {
		fc.assert(
			fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) }), (ms) => {
				const instant = new Date(ms);
				expect(madridDay(instant)).toBe(referenceMadridDay.format(instant));
				const utcHour = instant.getUTCHours();
				expect(Number(referenceMadridHour.format(instant))).toBe(
					(utcHour + madridOffsetHours(instant)) % 24,
				);
			}),
			{ numRuns: 3000 },
		);
	});
});
