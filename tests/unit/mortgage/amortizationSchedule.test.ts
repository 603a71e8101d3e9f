import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	amortizationSchedule,
	MortgageInputError,
	scheduleTotals,
} from '../../../src/lib/mortgage/index.ts';

const cents = (n: number) => Math.round(n * 100) / 100;
const repaid = (rows: ReturnType<typeof amortizationSchedule>) =>
	rows.reduce((sum, row) => sum + row.principalPaid + row.earlyRepayment, 0);

describe('amortizationSchedule: fixed loans', () => {
	const rows = amortizationSchedule({ principal: 200_000, annualRatePercent: 2.5, months: 360 });

	it('has one row per month and the first rows computed by hand', () => {
		expect(rows).toHaveLength(360);
		const first = rows
			.slice(0, 3)
			.map((r) => [cents(r.interest), cents(r.principalPaid), cents(r.balance)]);
		expect(first).toEqual([
			[416.67, 373.58, 199_626.42],
			[415.89, 374.35, 199_252.07],
			[415.11, 375.13, 198_876.94],
		]);
	});

	it('adds up to the principal and the known total interest', () => {
		expect(Math.abs(repaid(rows) - 200_000)).toBeLessThan(1e-6);
		expect(cents(scheduleTotals(rows).totalInterest)).toBe(84_487.05);
		expect(rows.at(-1)?.balance).toBe(0);
	});

	it('works at rate 0 and for a single month', () => {
		const zero = amortizationSchedule({ principal: 1200, annualRatePercent: 0, months: 12 });
		expect(zero.every((r) => r.payment === 100 && r.interest === 0)).toBe(true);
		const one = amortizationSchedule({ principal: 1000, annualRatePercent: 12, months: 1 });
		expect(one).toEqual([
			{
				month: 1,
				ratePercent: 12,
				payment: 1010,
				interest: 10,
				principalPaid: 1000,
				earlyRepayment: 0,
				balance: 0,
			},
		]);
	});

	it('applies a bonificación as percentage points off the rate', () => {
		const discounted = amortizationSchedule({
			principal: 200_000,
			annualRatePercent: 3.5,
			months: 360,
			bonificacion: 0.5,
		});
		expect(cents(discounted[0]?.payment ?? 0)).toBe(843.21);
		expect(discounted[0]?.ratePercent).toBe(3);
	});
});

describe('amortizationSchedule: variable and mixed loans', () => {
	it('revises a variable loan after its fixed year (hand-checked)', () => {
		const rows = amortizationSchedule({
			principal: 150_000,
			annualRatePercent: 2.5,
			months: 300,
			fixedMonths: 12,
			variable: { diferencial: 0.75, euribor: [2.221], revisionMonths: 12 },
		});
		expect(cents(rows[0]?.payment ?? 0)).toBe(672.93);
		expect(cents(rows[11]?.balance ?? 0)).toBe(145_624.99);
		expect(cents(rows[12]?.payment ?? 0)).toBe(707.76);
		expect(rows[12]?.ratePercent).toBeCloseTo(2.971, 12);
		expect(Math.abs(repaid(rows) - 150_000)).toBeLessThan(1e-6);
	});

	it('holds the last Euribor and revises every 6 months when asked', () => {
		const rows = amortizationSchedule({
			principal: 100_000,
			annualRatePercent: 2,
			months: 120,
			fixedMonths: 6,
			variable: { diferencial: 1, euribor: [2, 3], revisionMonths: 6 },
		});
		expect(rows.map((r) => r.ratePercent).slice(0, 19)).toEqual([
			...Array<number>(6).fill(2),
			...Array<number>(6).fill(3),
			...Array<number>(7).fill(4),
		]);
		expect(rows.at(-1)?.ratePercent).toBe(4);
	});

	it('keeps a mixed loan fixed for years, then follows Euribor + diferencial', () => {
		const rows = amortizationSchedule({
			principal: 200_000,
			annualRatePercent: 2,
			months: 360,
			fixedMonths: 60,
			variable: { diferencial: 1, euribor: [2.2, 3], revisionMonths: 12 },
		});
		expect(cents(rows[59]?.payment ?? 0)).toBe(739.24);
		expect(cents(rows[59]?.balance ?? 0)).toBe(174_408.72);
		expect(cents(rows[60]?.payment ?? 0)).toBe(845.32);
		expect(rows[72]?.ratePercent).toBe(4);
	});

	it('never charges negative interest when Euribor is very negative', () => {
		const rows = amortizationSchedule({
			principal: 50_000,
			annualRatePercent: 1,
			months: 60,
			fixedMonths: 12,
			variable: { diferencial: 0.5, euribor: [-1.5], revisionMonths: 12 },
		});
		expect(rows[20]?.ratePercent).toBe(0);
		expect(rows[20]?.interest).toBe(0);
	});
});

describe('amortizationSchedule: early repayments', () => {
	const base = { principal: 200_000, annualRatePercent: 3, months: 360 };
	const baseInterest = scheduleTotals(amortizationSchedule(base)).totalInterest;

	it('shortens the term keeping the instalment', () => {
		const rows = amortizationSchedule({
			...base,
			earlyRepayments: [{ month: 12, amount: 20_000, mode: 'reduce-term' }],
		});
		expect(rows).toHaveLength(308);
		expect(cents(rows[12]?.payment ?? 0)).toBe(843.21);
		expect(cents(baseInterest - scheduleTotals(rows).totalInterest)).toBe(24_658.52);
		expect(Math.abs(repaid(rows) - 200_000)).toBeLessThan(1e-6);
	});

	it('lowers the instalment keeping the term', () => {
		const rows = amortizationSchedule({
			...base,
			earlyRepayments: [{ month: 12, amount: 20_000, mode: 'reduce-payment' }],
		});
		expect(rows).toHaveLength(360);
		expect(cents(rows[12]?.payment ?? 0)).toBe(757.09);
		expect(cents(baseInterest - scheduleTotals(rows).totalInterest)).toBe(9969.34);
	});

	it('cancels the loan when the extra payment covers the balance', () => {
		const rows = amortizationSchedule({
			...base,
			earlyRepayments: [{ month: 3, amount: 1e6, mode: 'reduce-term' }],
		});
		expect(rows).toHaveLength(3);
		expect(rows[2]?.balance).toBe(0);
		expect(Math.abs(repaid(rows) - 200_000)).toBeLessThan(1e-6);
	});

	it('rejects an early repayment outside the term', () => {
		expect(() =>
			amortizationSchedule({
				...base,
				earlyRepayments: [{ month: 400, amount: 1, mode: 'reduce-term' }],
			}),
		).toThrow(MortgageInputError);
	});
});

describe('amortizationSchedule: properties', () => {
	it('always sums back to the principal with finite, non-negative balances', () => {
		const event = fc.record({
			month: fc.integer({ min: 1, max: 360 }),
			amount: fc.double({ min: 1, max: 300_000, noNaN: true }),
			mode: fc.constantFrom('reduce-term' as const, 'reduce-payment' as const),
		});
		fc.assert(
			fc.property(
				fc.double({ min: 1000, max: 2_000_000, noNaN: true }),
				fc.double({ min: 0, max: 30, noNaN: true }),
				fc.integer({ min: 1, max: 360 }),
				fc.option(
					fc.array(fc.double({ min: -1, max: 8, noNaN: true }), { minLength: 1, maxLength: 5 }),
					{ nil: undefined },
				),
				fc.array(event, { maxLength: 3 }),
				(principal, rate, months, euribor, events) => {
					const rows = amortizationSchedule({
						principal,
						annualRatePercent: rate,
						months,
						...(euribor
							? { variable: { diferencial: 1, euribor, revisionMonths: 12 as const } }
							: {}),
						earlyRepayments: events.filter((e) => e.month <= months),
					});
					expect(rows.length).toBeLessThanOrEqual(months);
					expect(rows.at(-1)?.balance).toBe(0);
					for (const row of rows) {
						expect(Number.isFinite(row.payment) && Number.isFinite(row.interest)).toBe(true);
						expect(row.balance).toBeGreaterThanOrEqual(0);
					}
					expect(Math.abs(repaid(rows) - principal)).toBeLessThan(
						1e-6 * Math.max(1, principal / 1e5),
					);
				},
			),
			{ numRuns: 150 },
		);
	});
});
