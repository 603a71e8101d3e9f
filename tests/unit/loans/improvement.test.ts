/** improvementCheck: savings net of costs, fee caps of Ley 5/2019 art. 23, break-even, assumptions. */
import { describe, expect, it } from 'vitest';
import {
	improvementCheck,
	loanStatus,
	marketRate,
	type Loan,
} from '../../../src/lib/loans/index.ts';
import { base, testSeries } from './cases.ts';
import { reference } from './independent.ts';

const market = { month: '2026-08', value: 3.134, source: 'IRPH Entidades de prueba' };
const cents = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.005);
const map = new Map(testSeries.map((s) => [s.month, s.ratePercent]));
const latest = testSeries.at(-1)?.ratePercent ?? 0;

/** Interest month by month of `balance` over `n` months at `pct`, written again here. */
function interestAt(balance: number, pct: number, n: number): number[] {
	const i = pct / 1200;
	const payment = (balance * i) / (1 - Math.pow(1 + i, -n));
	const out: number[] = [];
	for (let m = 0; m < n; m++) {
		const interest = balance * i;
		out.push(interest);
		balance -= payment - interest;
	}
	return out;
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const fixed: Loan = {
	...base,
	name: 'Fija',
	principal: 200_000,
	signedOn: '2021-06-10',
	firstPaymentMonth: '2021-07',
	tin: 3.5,
};
const variable: Loan = {
	...fixed,
	name: 'Variable',
	kind: 'variable',
	signedOn: '2024-09-10',
	firstPaymentMonth: '2024-10',
	tin: 2.5,
	fixedMonths: 12,
	spread: 1.2,
	revisionMonths: 12,
};
const byKind = (check: ReturnType<typeof improvementCheck>, kind: string) => {
	const option = check.options.find((o) => o.kind === kind);
	if (!option) throw new Error(`falta la opción ${kind}`);
	return option;
};

describe('improvement check of a fixed loan', () => {
	const today = '2026-12-07';
	const status = loanStatus(fixed, today, testSeries);
	const check = improvementCheck(fixed, today, testSeries, market);
	const left = status.remainingInstalments;
	const current = interestAt(status.pendingCapital, 3.5, left);
	const atMarket = interestAt(status.pendingCapital, 3.134, left);

	it('novación: the interest saved at the market reference, no fee cap, break-even at once', () => {
		const nov = byKind(check, 'novacion');
		cents(nov.saving, sum(current) - sum(atMarket));
		expect(nov.breakEvenMonths).toBe(0);
		expect(nov.costs).toEqual([
			{ label: 'Notaría y registro: sin presupuesto, no incluidos (0 €)', amount: 0 },
		]);
		expect(nov.assumptions.join(' ')).toContain('no la conocemos y no está incluida');
	});

	it('subrogación: 2 % fee cap in the first ten years, appraisal, break-even month', () => {
		const sub = byKind(check, 'subrogacion');
		const fee = status.pendingCapital * 0.02;
		cents(sub.costs[0]?.amount ?? 0, fee);
		expect(sub.costs[1]).toEqual({
			label: 'Tasación nueva (estimación; suele costar 300–600 €)',
			amount: 450,
		});
		cents(sub.saving, sum(current) - sum(atMarket) - fee - 450);
		let accumulated = 0;
		let month = 0;
		while (accumulated < fee + 450) {
			accumulated += (current[month] ?? 0) - (atMarket[month] ?? 0);
			month++;
		}
		expect(sub.breakEvenMonths).toBe(month);
	});

	it('subrogación after ten years: the 1,5 % cap', () => {
		const later = improvementCheck(fixed, '2031-07-10', testSeries, market);
		const s = loanStatus(fixed, '2031-07-10', testSeries);
		cents(byKind(later, 'subrogacion').costs[0]?.amount ?? 0, s.pendingCapital * 0.015);
	});

	it('includes the notary quote the person gives', () => {
		const quoted = improvementCheck(fixed, today, testSeries, market, { novationCosts: 600 });
		const nov = byKind(quoted, 'novacion');
		cents(nov.saving, sum(current) - sum(atMarket) - 600);
		expect(nov.costs[0]?.amount).toBe(600);
		expect(nov.breakEvenMonths).toBeGreaterThan(0);
	});

	it('prepayment per 10.000 € when no amount is given, with the 2 % cap, term vs instalment', () => {
		const term = byKind(check, 'amortizar-plazo');
		const payment = byKind(check, 'amortizar-cuota');
		expect(term.assumptions[0]).toBe(
			'No has indicado cuánto quieres amortizar: el cálculo es por cada 10.000 € pagados junto con la cuota de diciembre de 2026.',
		);
		expect(term.costs[0]?.amount).toBeCloseTo(200, 9);
		// The instalment is charged on the 10th: the next one is December 2026's, and the
		// independent loop adds the prepayment after it.
		const base = reference(fixed, today, map, latest).interestLeft;
		for (const [option, mode] of [
			[term, 'reduce-term'],
			[payment, 'reduce-payment'],
		] as const) {
			const withPrepayment = reference(
				{ ...fixed, prepayments: [{ month: '2026-12', amount: 10_000, mode }] },
				today,
				map,
				latest,
			).interestLeft;
			cents(option.saving, base - withPrepayment - 200);
		}
		expect(term.saving).toBeGreaterThan(payment.saving);
	});

	it('takes the prepayment amount when given', () => {
		const given = improvementCheck(fixed, today, testSeries, market, { prepayAmount: 25_000 });
		expect(byKind(given, 'amortizar-plazo').assumptions[0]).toMatch(
			/^Amortizas 25\.000,00\s€ junto con la cuota de diciembre de 2026\.$/,
		);
		expect(byKind(given, 'amortizar-plazo').costs[0]?.amount).toBeCloseTo(500, 9);
	});

	it('no pasar-a-fijo for a loan already fixed; best is the largest saving', () => {
		expect(check.options.map((o) => o.kind)).toEqual([
			'mantener',
			'novacion',
			'subrogacion',
			'amortizar-plazo',
			'amortizar-cuota',
		]);
		const top = Math.max(
			...check.options.filter((o) => o.kind !== 'mantener').map((o) => o.saving),
		);
		expect(check.best?.saving).toBe(top);
	});

	it('says the market reference is an average, not an offer', () => {
		const text = byKind(check, 'subrogacion').assumptions.join(' ');
		expect(text).toMatch(/IRPH Entidades de agosto de 2026, 3,134\s%/);
		expect(text).toContain('no una oferta: la oferta real de un banco puede ser distinta');
		expect(check.marketReference).toEqual(market);
	});
});

describe('improvement check of a variable loan (art. 23.6)', () => {
	it('turning fixed costs at most 0,05 % in the first three years', () => {
		const today = '2026-12-07';
		const s = loanStatus(variable, today, testSeries);
		const check = improvementCheck(variable, today, testSeries, market);
		cents(byKind(check, 'subrogacion').costs[0]?.amount ?? 0, s.pendingCapital * 0.0005);
		cents(byKind(check, 'pasar-a-fijo').costs[0]?.amount ?? 0, s.pendingCapital * 0.0005);
		// A prepayment of a variable loan: the 0,25 % cap of the first three years.
		expect(byKind(check, 'amortizar-plazo').costs[0]?.amount).toBeCloseTo(25, 9);
	});

	it('is free after the third year', () => {
		const check = improvementCheck(variable, '2027-10-01', testSeries, market);
		expect(byKind(check, 'subrogacion').costs[0]?.amount).toBe(0);
		expect(byKind(check, 'pasar-a-fijo').costs[0]?.amount).toBe(0);
		expect(byKind(check, 'pasar-a-fijo').assumptions).toContain(
			'Han pasado más de tres años desde la firma: pasar de variable a fijo no tiene compensación (Ley 5/2019, art. 23.6).',
		);
		expect(byKind(check, 'amortizar-plazo').costs[0]?.amount).toBe(0);
	});

	it('a mixed loan in its fixed period pays the fixed caps when it changes bank', () => {
		const mixed: Loan = { ...variable, kind: 'mixta', fixedMonths: 120, tin: 2.1 };
		const s = loanStatus(mixed, '2026-12-07', testSeries);
		const check = improvementCheck(mixed, '2026-12-07', testSeries, market);
		cents(byKind(check, 'subrogacion').costs[0]?.amount ?? 0, s.pendingCapital * 0.02);
	});
});

describe('improvement check edges', () => {
	it('a loan already repaid only keeps', () => {
		const check = improvementCheck(fixed, '2046-07-11', testSeries, market);
		expect(check.options.map((o) => o.kind)).toEqual(['mantener']);
		expect(check.best).toBeNull();
	});

	it('uses the latest month of the official series by default', () => {
		const check = improvementCheck(fixed, '2026-12-07', testSeries);
		expect(check.marketReference).toEqual(marketRate);
		expect(marketRate.month).toBe('2026-08');
		expect(marketRate.value).toBe(3.134);
	});
});
