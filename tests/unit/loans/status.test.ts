/** loanStatus's next revision: exact once its reference month is published, a labelled range before. */
import { describe, expect, it } from 'vitest';
import { LoanError, loanStatus, type Loan } from '../../../src/lib/loans/index.ts';
import type { EuriborMonth } from '../../../src/lib/mortgage/euribor.ts';
import { revisionLoan, testSeries } from './cases.ts';

/** Level payment, written again here: B·i / (1 − (1 + i)^−n). */
const annuity = (b: number, pct: number, n: number) =>
	pct === 0 ? b / n : (b * pct) / 1200 / (1 - Math.pow(1 + pct / 1200, -n));
const cents = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.005);
const value = (month: string) => testSeries.find((s) => s.month === month)?.ratePercent ?? NaN;

const loan: Loan = revisionLoan;

const extend = (months: [string, number][]): EuriborMonth[] => [
	...testSeries,
	...months.map(([month, ratePercent]) => ({
		id: month,
		month,
		ratePercent,
		source: 'Serie de prueba',
		verified: false,
	})),
];

describe('next revision', () => {
	it('is a range from the known months of its window while the reference month is not published', () => {
		const s = loanStatus(loan, '2026-12-07', testSeries);
		const next = s.nextRevision;
		expect(next?.status).toBe('rango');
		if (next?.status !== 'rango') return;
		expect(next.date).toBe('2027-03-05');
		expect(next.referenceMonth).toBe('2027-01');
		// The window of an annual revision: 2026-02 … 2027-01; the series ends in 2026-07.
		expect(next.knownMonths).toEqual([
			'2026-02',
			'2026-03',
			'2026-04',
			'2026-05',
			'2026-06',
			'2026-07',
		]);
		const known = next.knownMonths.map(value);
		expect(next.low.euribor).toBe(Math.min(...known));
		expect(next.high.euribor).toBe(Math.max(...known));
		// December is paid on the 5th: January and February are left before the revision.
		const tinNow = s.currentTin;
		let balance = s.pendingCapital;
		for (let k = 0; k < 2; k++) balance -= s.currentPayment - (balance * tinNow) / 1200;
		const left = s.remainingInstalments - 2;
		cents(next.low.payment, annuity(balance, next.low.euribor + 0.85, left));
		cents(next.high.payment, annuity(balance, next.high.euribor + 0.85, left));
		expect(next.low.tin).toBeCloseTo(next.low.euribor + 0.85, 9);
		cents(next.paymentBefore, s.currentPayment);
	});

	it('turns exact as soon as the reference month enters the series', () => {
		const series = extend([
			['2026-08', 2.1],
			['2026-09', 2.15],
			['2026-10', 2.2],
			['2026-11', 2.18],
			['2026-12', 2.25],
		]);
		expect(loanStatus(loan, '2026-12-07', series).nextRevision?.status).toBe('rango');
		const published = extend([
			['2026-08', 2.1],
			['2026-09', 2.15],
			['2026-10', 2.2],
			['2026-11', 2.18],
			['2026-12', 2.25],
			['2027-01', 2.31],
		]);
		const s = loanStatus(loan, '2026-12-07', published);
		const next = s.nextRevision;
		expect(next?.status).toBe('exacta');
		if (next?.status !== 'exacta') return;
		expect(next.euribor).toBe(2.31);
		expect(next.tin).toBeCloseTo(3.16, 9);
		let balance = s.pendingCapital;
		for (let k = 0; k < 2; k++) balance -= s.currentPayment - (balance * s.currentTin) / 1200;
		cents(next.payment, annuity(balance, 3.16, s.remainingInstalments - 2));
	});

	it('uses the latest months of the series when none of the window is known yet', () => {
		const semestral = { ...loan, revisionMonths: 6 as const, fixedMonths: 6 };
		// Revisions in March and September; on 2027-04-10 the next is 2027-09 (reference 2027-07).
		const next = loanStatus(semestral, '2027-04-10', testSeries).nextRevision;
		expect(next?.status).toBe('rango');
		if (next?.status !== 'rango') return;
		expect(next.referenceMonth).toBe('2027-07');
		expect(next.knownMonths).toEqual([
			'2026-02',
			'2026-03',
			'2026-04',
			'2026-05',
			'2026-06',
			'2026-07',
		]);
	});

	it('applies the floor to the forecast', () => {
		const floored = { ...loan, floorRate: 4 };
		const next = loanStatus(floored, '2026-12-07', testSeries).nextRevision;
		if (next?.status !== 'rango') throw new Error('rango esperado');
		expect(next.low.tin).toBe(4);
		expect(next.high.tin).toBe(4);
	});

	it('is null for a fixed loan and after the last revision', () => {
		const fixed: Loan = {
			...loan,
			kind: 'fija',
			fixedMonths: null,
			spread: null,
			revisionMonths: null,
		};
		expect(loanStatus(fixed, '2026-12-07', testSeries).nextRevision).toBeNull();
		const s = loanStatus(loan, '2044-03-06', testSeries);
		expect(s.nextRevision).toBeNull();
		expect(s.remainingInstalments).toBe(0);
		expect(s.pendingCapital).toBeCloseTo(0, 6);
		expect(s.currentPayment).toBe(0);
	});
});

describe('status', () => {
	it('before the first instalment nothing is paid and the capital is whole', () => {
		const s = loanStatus(loan, '2019-03-04', testSeries);
		expect(s.paidInstalments).toBe(0);
		expect(s.pendingCapital).toBe(160_000);
		expect(s.interestPaid).toBe(0);
		cents(s.currentPayment, annuity(160_000, 1.75, 300));
		// The instalment is charged on the signing's day: on the 5th it counts as paid.
		expect(loanStatus(loan, '2019-03-05', testSeries).paidInstalments).toBe(1);
	});

	it('says in Spanish what it assumes', () => {
		const s = loanStatus(
			{
				...loan,
				bonifications: [{ label: 'Nómina', tinReduction: 0.25, yearlyCost: 0, kept: true }],
			},
			'2026-12-07',
			testSeries,
		);
		expect((s.assumptions ?? []).join(' ')).toContain(
			'se mantiene por hipótesis: no es una previsión',
		);
		expect((s.assumptions ?? []).join(' ')).toContain('rebajan el TIN 0,25 puntos');
		expect(s.assumptions?.[0]).toBe(
			'Las cuotas se cobran el día 5 de cada mes, el mismo día de la firma (o el último del mes si es más corto).',
		);
	});

	it('refuses a malformed day in Spanish instead of giving NaN', () => {
		expect(() => loanStatus(loan, 'hoy', testSeries)).toThrow(
			new LoanError('La fecha de cálculo debe tener la forma AAAA-MM-DD.'),
		);
	});

	it('refuses a prepayment above the balance with a Spanish message', () => {
		const bad = {
			...loan,
			prepayments: [{ month: '2043-01', amount: 150_000, mode: 'reduce-term' as const }],
		};
		expect(() => loanStatus(bad, '2026-12-07', testSeries)).toThrow(LoanError);
		expect(() => loanStatus(bad, '2026-12-07', testSeries)).toThrow(
			/^Amortización de enero de 2043: La amortización supera el capital pendiente en ese mes \(/,
		);
	});
});
