import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amortizationSchedule } from '../../../src/lib/mortgage/amortizationSchedule.ts';
import {
	keyPeriods,
	runTimeline,
	timelineMessages,
	type TimelineEvent,
	type TimelineLoan,
	type TimelineResult,
} from '../../../src/lib/mortgage/timeline.ts';
import { runSimulation, type SimulationInput } from '../../../src/lib/tools/simulation.ts';

const cents = (n: number) => Math.round(n * 100) / 100;

function ok(loan: TimelineLoan, events: TimelineEvent[]): TimelineResult {
	const outcome = runTimeline(loan, events);
	if (!outcome.ok) throw new Error(outcome.issues.map((i) => i.message).join(' | '));
	return outcome.value;
}

const fixed12: TimelineLoan = { principal: 12_000, months: 12, tin: 12, kind: 'fixed' };
const zero12: TimelineLoan = { principal: 12_000, months: 12, tin: 0, kind: 'fixed' };

describe('timeline: worked examples checked by hand', () => {
	it('plan: 12.000 € at 12 % over 12 months pays 1.066,19 € and 794,23 € of interest', () => {
		const r = ok(fixed12, []);
		expect(cents(r.firstPayment)).toBe(1066.19);
		expect(cents(r.totals.interest)).toBe(794.23);
		expect(r.totals.months).toBe(12);
		expect(r.interestSaved).toBe(0);
	});

	it('a TIN change to 24 % in month 7 recomputes the instalment on the 6.179,05 € left', () => {
		const r = ok(fixed12, [{ kind: 'rate', month: 7, tin: 24 }]);
		expect(cents(r.rows[5]?.balance ?? 0)).toBe(6179.05);
		// 6.179,05 · 0,02 / (1 − 1,02^−6) = 1.103,12
		expect(cents(r.rows[6]?.payment ?? 0)).toBe(1103.12);
		expect(cents(r.effects[0]?.paymentAfter ?? 0)).toBe(1103.12);
		expect(r.rows[6]?.ratePercent).toBe(24);
		expect(cents(r.totals.interest)).toBe(1015.84);
		expect(r.interestSaved).toBeLessThan(0);
	});

	it('3.000 € reducing the instalment after month 6: 548,54 € a month, 105,87 € saved, 60 € fee cap', () => {
		const r = ok(fixed12, [{ kind: 'prepayment', month: 6, amount: 3000, mode: 'reduce-payment' }]);
		expect(cents(r.rows[6]?.payment ?? 0)).toBe(548.54);
		expect(r.totals.months).toBe(12);
		expect(cents(r.totals.interest)).toBe(688.35);
		expect(cents(r.interestSaved)).toBe(105.87);
		// Fixed loan, first 10 years: 2 % cap (Ley 5/2019 art. 23.4).
		expect(cents(r.totals.fees)).toBe(60);
		expect(r.effects[0]?.fee).toBe(60);
	});

	it('3.000 € reducing the term at 0 %: nine instalments of 1.000 €, three months saved', () => {
		const r = ok(zero12, [{ kind: 'prepayment', month: 2, amount: 3000, mode: 'reduce-term' }]);
		expect(r.totals.months).toBe(9);
		expect(r.monthsSaved).toBe(3);
		expect(r.rows.every((row) => row.payment === 1000)).toBe(true);
		expect(r.rows.at(-1)?.balance).toBe(0);
	});

	it('a change of remaining term to 12 months in month 7 halves the 0 % instalment', () => {
		const r = ok(zero12, [{ kind: 'term', month: 7, remainingMonths: 12 }]);
		expect(r.rows[6]?.payment).toBe(500);
		expect(r.totals.months).toBe(18);
		expect(r.monthsSaved).toBe(-6);
	});

	it('a Euribor revision: 11 % + 1 of spread gives the same 12 % and the same instalment', () => {
		const loan: TimelineLoan = {
			principal: 12_000,
			months: 24,
			tin: 12,
			kind: 'variable',
			fixedMonths: 12,
			diferencial: 1,
			euribor: 3,
			revisionMonths: 12,
		};
		const r = ok(loan, [{ kind: 'euribor', month: 13, euribor: 11 }]);
		expect(cents(r.rows[12]?.payment ?? 0)).toBe(cents(r.rows[0]?.payment ?? 0));
		// The plan revises to 3 + 1 = 4 %, cheaper than 12 %.
		expect(r.plan[12]?.ratePercent).toBe(4);
		expect(r.interestSaved).toBeLessThan(0);
	});

	it('constant capital: 1.000 € of capital a month, 780 € of interest at 12 %', () => {
		const r = ok({ ...fixed12, system: 'constant-capital' }, []);
		expect(r.rows[0]?.payment).toBeCloseTo(1120, 9);
		expect(r.rows[11]?.payment).toBeCloseTo(1010, 9);
		expect(cents(r.totals.interest)).toBe(780);
	});

	it('constant capital, 2.000 € reducing the term after month 1: ends in month 10', () => {
		const r = ok({ ...fixed12, system: 'constant-capital' }, [
			{ kind: 'prepayment', month: 1, amount: 2000, mode: 'reduce-term' },
		]);
		expect(r.totals.months).toBe(10);
		expect(r.rows[1]?.principalPaid).toBeCloseTo(1000, 9);
	});

	it('variable loan: 0,25 % fee cap in the first 3 years, none afterwards', () => {
		const loan: TimelineLoan = {
			principal: 100_000,
			months: 240,
			tin: 3,
			kind: 'variable',
			diferencial: 0.8,
			euribor: 2.2,
			revisionMonths: 12,
		};
		const r = ok(loan, [
			{ kind: 'prepayment', month: 24, amount: 10_000, mode: 'reduce-payment' },
			{ kind: 'prepayment', month: 48, amount: 10_000, mode: 'reduce-term' },
		]);
		expect(r.effects.map((e) => e.fee)).toEqual([25, 0]);
	});

	it('mixed loan: fixed caps in the fixed period, variable caps after it', () => {
		const loan: TimelineLoan = {
			principal: 100_000,
			months: 240,
			tin: 2.5,
			kind: 'mixed',
			fixedMonths: 24,
			diferencial: 0.8,
			euribor: 2.2,
			revisionMonths: 12,
		};
		const r = ok(loan, [
			{ kind: 'prepayment', month: 12, amount: 1000, mode: 'reduce-term' },
			{ kind: 'prepayment', month: 30, amount: 1000, mode: 'reduce-term' },
		]);
		expect(r.effects.map((e) => cents(e.fee))).toEqual([20, 2.5]);
	});

	it('key periods list the start, each event and the end', () => {
		const events: TimelineEvent[] = [
			{ kind: 'rate', month: 4, tin: 6 },
			{ kind: 'prepayment', month: 6, amount: 1000, mode: 'reduce-term' },
		];
		const r = ok(fixed12, events);
		const periods = keyPeriods(r.rows, events);
		expect(periods.map((p) => p.month)).toEqual([1, 4, 6, r.rows.length]);
		expect(periods[1]?.label).toContain('Cambio de TIN');
		expect(periods[2]?.earlyRepayment).toBe(1000);
	});
});

describe('timeline: Spanish checks of the events', () => {
	const issues = (loan: TimelineLoan, events: TimelineEvent[]) => {
		const outcome = runTimeline(loan, events);
		return outcome.ok ? [] : outcome.issues;
	};

	it('rejects events before the signing and after the end', () => {
		expect(issues(fixed12, [{ kind: 'rate', month: 0, tin: 3 }])).toEqual([
			{ index: 0, message: timelineMessages.beforeSigning },
		]);
		expect(
			issues(fixed12, [{ kind: 'prepayment', month: 13, amount: 100, mode: 'reduce-term' }]),
		).toEqual([{ index: 0, message: timelineMessages.afterEnd }]);
	});

	it('rejects two prepayments in the same month', () => {
		expect(
			issues(fixed12, [
				{ kind: 'prepayment', month: 3, amount: 100, mode: 'reduce-term' },
				{ kind: 'prepayment', month: 3, amount: 100, mode: 'reduce-payment' },
			]),
		).toEqual([{ index: 1, message: timelineMessages.twoPrepayments }]);
	});

	it('rejects a prepayment above the balance, naming the balance', () => {
		const found = issues(zero12, [
			{ kind: 'prepayment', month: 6, amount: 7000, mode: 'reduce-term' },
		]);
		expect(found).toHaveLength(1);
		expect(found[0]?.message).toMatch(/supera el capital pendiente.*6\.000,00/);
	});

	it('rejects prepayments after the loan is paid off; later revisions just do not happen', () => {
		expect(
			issues(zero12, [
				{ kind: 'prepayment', month: 6, amount: 6000, mode: 'reduce-term' },
				{ kind: 'prepayment', month: 8, amount: 100, mode: 'reduce-term' },
			]),
		).toEqual([{ index: 1, message: timelineMessages.afterPaidOff }]);
		expect(
			issues(zero12, [
				{ kind: 'prepayment', month: 6, amount: 6000, mode: 'reduce-term' },
				{ kind: 'rate', month: 8, tin: 2 },
			]),
		).toEqual([]);
	});

	it('rejects Euribor revisions on fixed loans and in a fixed period', () => {
		expect(issues(fixed12, [{ kind: 'euribor', month: 5, euribor: 2 }])[0]?.message).toBe(
			timelineMessages.euriborOnFixed,
		);
		const mixed: TimelineLoan = { ...fixed12, kind: 'mixed', fixedMonths: 6, diferencial: 1 };
		expect(issues(mixed, [{ kind: 'euribor', month: 5, euribor: 2 }])[0]?.message).toBe(
			timelineMessages.euriborInFixedPeriod,
		);
	});

	it('rejects a bad amount with the engine message', () => {
		expect(
			issues(fixed12, [{ kind: 'prepayment', month: 2, amount: -5, mode: 'reduce-term' }])[0]
				?.message,
		).toBe('El importe debe ser mayor que 0 €.');
	});
});

describe('timeline without events equals the simulator to the cent', () => {
	const base: SimulationInput = {
		price: 250_000,
		amount: 200_000,
		years: 30,
		rateType: 'fija',
		tin: 3,
		euribor: 2.2,
		diferencial: 0.6,
		revisionMonths: 12,
		fixedYears: 10,
		provinceId: 'madrid',
		homeType: 'resale',
	};

	it.each(['fija', 'variable', 'mixta'] as const)('simulator example, %s', (rateType) => {
		const input = { ...base, rateType };
		const sim = runSimulation(input);
		const r = ok(
			{
				principal: 200_000,
				months: 360,
				tin: 3,
				kind: rateType === 'fija' ? 'fixed' : rateType === 'variable' ? 'variable' : 'mixed',
				fixedMonths: rateType === 'mixta' ? 120 : 12,
				diferencial: 0.6,
				euribor: 2.2,
				revisionMonths: 12,
				upfrontCosts: sim.loanCosts,
			},
			[],
		);
		expect(r.rows.map((x) => cents(x.payment))).toEqual(sim.rows.map((x) => cents(x.payment)));
		expect(r.rows.map((x) => cents(x.balance))).toEqual(sim.rows.map((x) => cents(x.balance)));
		expect(cents(r.totals.interest)).toBe(cents(sim.totalInterest));
		expect(r.tae).toBeCloseTo(sim.tae, 9);
	});

	it('a mixed loan at 0 % keeps its instalment at the variable start (63,125 € left rounds alike)', () => {
		// Found by the property below (seed 832809332): recomputing 1.010 € / 208 at an unchanged
		// rate added float noise and the balance of month 195 rounded to the other cent.
		const loan: TimelineLoan = {
			principal: 1010,
			months: 208,
			tin: 0,
			kind: 'mixed',
			fixedMonths: 104,
			diferencial: 0,
			euribor: 0,
			revisionMonths: 6,
		};
		const expected = amortizationSchedule({
			principal: 1010,
			annualRatePercent: 0,
			months: 208,
			fixedMonths: 104,
			variable: { diferencial: 0, euribor: [0], revisionMonths: 6 },
		});
		const r = ok(loan, []);
		expect(r.rows.map((x) => cents(x.balance))).toEqual(expected.map((x) => cents(x.balance)));
		expect(r.rows.map((x) => cents(x.payment))).toEqual(expected.map((x) => cents(x.payment)));
	});

	it('a revision at the same rate after a reduce-term prepayment spreads the balance to the new end', () => {
		const loan: TimelineLoan = { principal: 12_000, months: 12, tin: 12, kind: 'fixed' };
		const shortened = ok(loan, [
			{ kind: 'prepayment', month: 3, amount: 2_500, mode: 'reduce-term' },
		]);
		const revised = ok(loan, [
			{ kind: 'prepayment', month: 3, amount: 2_500, mode: 'reduce-term' },
			{ kind: 'rate', month: 5, tin: 12 },
		]);
		expect(revised.rows.length).toBe(shortened.rows.length);
		// Without the revision the last instalment is a small remainder; with it, all are equal.
		const last = revised.rows.at(-1)?.payment ?? 0;
		expect(cents(revised.rows[5]?.payment ?? 0)).toBe(cents(last));
		expect(cents(shortened.rows.at(-1)?.payment ?? 0)).toBeLessThan(
			cents(shortened.rows[5]?.payment ?? 0),
		);
	});

	it('property: any fixed, variable or mixed loan', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1_000, max: 1_000_000 }),
				fc.integer({ min: 12, max: 480 }),
				fc.double({ min: 0, max: 12, noNaN: true }),
				fc.constantFrom('fixed', 'variable', 'mixed'),
				fc.double({ min: -0.5, max: 6, noNaN: true }),
				fc.double({ min: 0, max: 3, noNaN: true }),
				fc.constantFrom(6, 12),
				(principal, months, tin, kind, euribor, diferencial, revision) => {
					const fixedMonths = kind === 'mixed' ? Math.floor(months / 2) : 12;
					const variable =
						kind === 'fixed'
							? undefined
							: { diferencial, euribor: [euribor], revisionMonths: revision };
					const expected = amortizationSchedule({
						principal,
						annualRatePercent: tin,
						months,
						...(variable ? { variable, fixedMonths } : {}),
					});
					const r = ok(
						{
							principal,
							months,
							tin,
							kind,
							fixedMonths,
							diferencial,
							euribor,
							revisionMonths: revision,
						},
						[],
					);
					expect(r.rows.length).toBe(expected.length);
					r.rows.forEach((row, i) => {
						const e = expected[i];
						expect(cents(row.payment)).toBe(cents(e?.payment ?? Number.NaN));
						expect(cents(row.balance)).toBe(cents(e?.balance ?? Number.NaN));
					});
				},
			),
			{ numRuns: 150 },
		);
	});
});

describe('timeline properties', () => {
	const loanArb = fc.record({
		principal: fc.integer({ min: 5_000, max: 800_000 }),
		months: fc.integer({ min: 24, max: 480 }),
		tin: fc.double({ min: 0, max: 10, noNaN: true }),
		kind: fc.constantFrom('fixed' as const, 'variable' as const, 'mixed' as const),
		diferencial: fc.double({ min: 0, max: 2, noNaN: true }),
		euribor: fc.double({ min: 0, max: 5, noNaN: true }),
		revisionMonths: fc.constantFrom(6 as const, 12 as const),
		system: fc.constantFrom('french' as const, 'constant-capital' as const),
	});
	const scenarioArb = loanArb.chain((loan) => {
		const month = fc.integer({ min: 1, max: loan.months });
		const prepayment = fc.record({
			kind: fc.constant('prepayment' as const),
			month,
			amount: fc.integer({ min: 1, max: Math.ceil(loan.principal / 5) }),
			mode: fc.constantFrom('reduce-term' as const, 'reduce-payment' as const),
		});
		const rate = fc.record({
			kind: fc.constant('rate' as const),
			month,
			tin: fc.double({ min: 0, max: 10, noNaN: true }),
		});
		const term = fc.record({
			kind: fc.constant('term' as const),
			month,
			remainingMonths: fc.integer({ min: 1, max: 240 }),
		});
		return fc.record({
			loan: fc.constant(loan),
			prepayments: fc.uniqueArray(prepayment, { maxLength: 5, selector: (e) => e.month }),
			others: fc.array(fc.oneof(rate, term), { maxLength: 4 }),
		});
	});

	it('the balance never goes negative and the schedule ends at zero', () => {
		let checked = 0;
		fc.assert(
			fc.property(scenarioArb, ({ loan, prepayments, others }) => {
				const outcome = runTimeline(loan, [...others, ...prepayments]);
				if (!outcome.ok) return;
				checked++;
				const rows = outcome.value.rows;
				expect(rows.every((r) => r.balance >= 0 && r.principalPaid >= -1e-9)).toBe(true);
				expect(rows.at(-1)?.balance).toBe(0);
				const repaid = rows.reduce((s, r) => s + r.principalPaid + r.earlyRepayment, 0);
				expect(Math.abs(repaid - loan.principal)).toBeLessThan(1e-6 * loan.principal);
			}),
			{ numRuns: 300 },
		);
		// About half the generated timelines are valid (the rest hit a Spanish issue): not vacuous.
		expect(checked).toBeGreaterThan(90);
	});

	it('prepayments never raise total interest', () => {
		fc.assert(
			fc.property(scenarioArb, ({ loan, prepayments, others }) => {
				const without = runTimeline(loan, others);
				const withPrepayments = runTimeline(loan, [...others, ...prepayments]);
				if (!without.ok || !withPrepayments.ok) return;
				expect(withPrepayments.value.totals.interest).toBeLessThanOrEqual(
					without.value.totals.interest + 1e-6,
				);
			}),
			{ numRuns: 300 },
		);
	});

	it('a 40-year loan with 20 events stays well-formed', () => {
		const loan: TimelineLoan = {
			principal: 300_000,
			months: 480,
			tin: 2,
			kind: 'variable',
			diferencial: 0.7,
			euribor: 2.2,
			revisionMonths: 12,
		};
		const events: TimelineEvent[] = Array.from({ length: 20 }, (_, i) =>
			i % 2 === 0
				? { kind: 'euribor', month: 13 + i * 12, euribor: 1 + (i % 5) * 0.5 }
				: {
						kind: 'prepayment',
						month: 13 + i * 12,
						amount: 3000,
						mode: i % 4 === 1 ? 'reduce-term' : 'reduce-payment',
					},
		);
		const r = ok(loan, events);
		expect(r.effects).toHaveLength(20);
		expect(r.interestSaved).toBeGreaterThan(0);
		expect(r.rows.at(-1)?.balance).toBe(0);
	});
});
