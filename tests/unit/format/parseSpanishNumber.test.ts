import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber, parseMessages, parseSpanishNumber } from '../../../src/lib/format/index.ts';

const valueOf = (text: unknown) => {
	const result = parseSpanishNumber(text);
	return result.ok ? result.value : result.error.message;
};

describe('parseSpanishNumber', () => {
	it.each([
		['200.000', 200000],
		['200000', 200000],
		['200.000,50', 200000.5],
		['3,5 %', 3.5],
		['3.5', 3.5],
		['1 234', 1234],
		['1\u00a0234,5', 1234.5],
		['150.000 €', 150000],
		['1.250.000', 1250000],
		['0.125', 0.125],
		['-1.500,75', -1500.75],
		[',5', 0.5],
		['1,234.56', 1234.56],
		['  42  ', 42],
		['-0', 0],
	])('reads %j as %d', (text, expected) => {
		expect(valueOf(text)).toBe(expected);
	});

	it('explains what is wrong in Spanish', () => {
		expect(valueOf('')).toBe(parseMessages.empty);
		expect(valueOf('   ')).toBe(parseMessages.empty);
		expect(valueOf('abc')).toBe(parseMessages.invalid);
		expect(valueOf('12a')).toBe(parseMessages.invalid);
		expect(valueOf('1.2.3')).toBe(parseMessages.grouping);
		expect(valueOf('1,2,3')).toBe(parseMessages.invalid);
		expect(valueOf('1.000,00,0')).toBe(parseMessages.invalid);
		expect(valueOf(null)).toBe(parseMessages.notText);
		expect(valueOf(Number.NaN)).toBe(parseMessages.invalid);
	});

	it('accepts finite numbers as they are', () => {
		expect(valueOf(12.5)).toBe(12.5);
	});

	it('reads back whatever formatNumber writes, and never yields NaN', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: -1e12, max: 1e12 }),
				fc.integer({ min: 0, max: 99 }),
				(int, cents) => {
					const n = int + (Math.sign(int || 1) * cents) / 100;
					const parsed = parseSpanishNumber(formatNumber(n, { decimals: 2 }));
					expect(parsed.ok && Math.abs(parsed.value - n) < 1e-6).toBe(true);
				},
			),
		);
		fc.assert(
			fc.property(fc.string(), (text) => {
				const parsed = parseSpanishNumber(text);
				if (parsed.ok) expect(Number.isFinite(parsed.value)).toBe(true);
				else expect(parsed.error.message.length).toBeGreaterThan(0);
			}),
		);
	});
});
