import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	formatEuros,
	formatNumber,
	formatPercent,
	notAvailable,
} from '../../../src/lib/format/index.ts';
import { digitOptions, esNumberFormat } from '../../../src/lib/format/formatNumber.ts';

const nbsp = '\u00a0';

describe('formatEuros', () => {
	it('writes Spanish grouping, decimal comma and the euro sign', () => {
		expect(formatEuros(1234.56)).toBe(`1.234,56${nbsp}€`);
		expect(formatEuros(200000)).toBe(`200.000,00${nbsp}€`);
	});

	it('groups four-digit amounts too', () => {
		expect(formatEuros(1234, { decimals: 0 })).toBe(`1.234${nbsp}€`);
	});

	it('handles zero, negatives and negative zero', () => {
		expect(formatEuros(0)).toBe(`0,00${nbsp}€`);
		expect(formatEuros(-0)).toBe(`0,00${nbsp}€`);
		expect(formatEuros(-1234.5)).toBe(`-1.234,50${nbsp}€`);
	});

	it('rounds to the requested decimals', () => {
		expect(formatEuros(843.2139)).toBe(`843,21${nbsp}€`);
		expect(formatEuros(12399.6, { decimals: 0 })).toBe(`12.400${nbsp}€`);
	});

	it('never prints NaN or Infinity', () => {
		expect(formatEuros(Number.NaN)).toBe(notAvailable);
		expect(formatEuros(Number.POSITIVE_INFINITY)).toBe(notAvailable);
		fc.assert(
			fc.property(fc.double(), (n) => {
				expect(formatEuros(n)).not.toMatch(/NaN|∞|Infinity/);
			}),
		);
	});
});

describe('formatPercent and formatNumber', () => {
	it('takes percent units', () => {
		expect(formatPercent(3.5)).toBe(`3,50${nbsp}%`);
		expect(formatPercent(3.0416, { decimals: 4 })).toBe(`3,0416${nbsp}%`);
		expect(formatPercent(35, { decimals: 0 })).toBe(`35${nbsp}%`);
	});

	it('formats plain numbers with grouping', () => {
		expect(formatNumber(1234567.891)).toBe('1.234.567,89');
		expect(formatNumber(1234, { decimals: 1 })).toBe('1.234,0');
		expect(formatNumber(2.5, { maxDecimals: 0 })).toBe('3');
		expect(formatNumber(Number.NaN)).toBe(notAvailable);
	});
});

describe('esNumberFormat', () => {
	it('reuses one formatter per option set', () => {
		const two = digitOptions({ decimals: 2 }, 2);
		expect(esNumberFormat('currency', two)).toBe(esNumberFormat('currency', { ...two }));
		expect(esNumberFormat('currency', two)).not.toBe(esNumberFormat('percent', two));
		expect(esNumberFormat('currency', two)).not.toBe(
			esNumberFormat('currency', digitOptions({ decimals: 0 }, 2)),
		);
		expect(formatEuros(1234.5)).toBe('1.234,50\u00a0€');
		expect(formatEuros(1234.5, { decimals: 0 })).toBe('1.235\u00a0€');
	});
});
