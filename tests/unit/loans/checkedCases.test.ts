/**
 * Ten checked cases (issue 50): loanStatus against the independent month-by-month calculation of
 * ./independent.ts, to the cent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loanStatus } from '../../../src/lib/loans/index.ts';
import { euribor } from '../../../src/lib/mortgage/euribor.ts';
import { checkedCases, testSeries } from './cases.ts';
import { reference } from './independent.ts';

const real = JSON.parse(
	readFileSync(join(import.meta.dirname, '../../../content/data/euribor.json'), 'utf8'),
) as { month: string; ratePercent: number }[];

const cents = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.005);

describe('loanStatus agrees with an independent calculation to the cent', () => {
	it('has at least ten cases', () => {
		expect(checkedCases.length).toBeGreaterThanOrEqual(10);
	});
	for (const c of checkedCases) {
		it(`${c.id}: ${c.what}`, () => {
			const series = c.series === 'real' ? euribor : testSeries;
			const values = c.series === 'real' ? real : testSeries;
			const map = new Map(values.map((s) => [s.month, s.ratePercent]));
			const expected = reference(c.loan, c.today, map, values.at(-1)?.ratePercent ?? 0);
			const status = loanStatus(c.loan, c.today, series);
			expect(status.paidInstalments).toBe(expected.paidInstalments);
			expect(status.paidInstalments + status.remainingInstalments).toBe(expected.instalments);
			expect(status.endMonth).toBe(expected.endMonth);
			cents(status.pendingCapital, expected.pendingCapital);
			cents(status.interestPaid, expected.interestPaid);
			cents(status.interestLeft, expected.interestLeft);
			cents(status.currentPayment, expected.currentPayment);
			expect(status.currentTin).toBeCloseTo(expected.currentTin, 9);
		});
	}
});
