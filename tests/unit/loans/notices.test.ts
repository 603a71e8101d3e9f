/** dueNotices: when each notice is due and its idempotency key. */
import { describe, expect, it } from 'vitest';
import { dueNotices, type Loan } from '../../../src/lib/loans/index.ts';
import type { EuriborMonth } from '../../../src/lib/mortgage/euribor.ts';
import { revisionLoan, testSeries } from './cases.ts';

const market = { month: '2026-08', value: 3.134, source: 'IRPH Entidades de prueba' };
const loan: Loan = {
	...revisionLoan,
	// High enough that only the revision notices show in the first tests.
	improvementThreshold: 1_000_000,
};
const published: EuriborMonth[] = [
	...testSeries,
	...['2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01'].map((month, k) => ({
		id: month,
		month,
		ratePercent: 2.1 + k / 100,
		source: 'Serie de prueba',
		verified: false,
	})),
];
const keys = (today: string, l: Loan = loan, series = testSeries) =>
	dueNotices(l, today, series, market).map((n) => n.key);

describe('revision notices', () => {
	it('the advance notice starts N days before the revision and keeps its key', () => {
		// Revision on 2027-03-05; 30 days before is 2027-02-03.
		expect(keys('2027-02-02')).toEqual([]);
		expect(keys('2027-02-03')).toEqual(['revision-aviso:2027-03-05']);
		expect(keys('2027-03-04')).toEqual(['revision-aviso:2027-03-05']);
		// On the day the new instalment is charged, the next revision is a year later.
		expect(keys('2027-03-05')).toEqual([]);
		expect(keys('2027-01-20', { ...loan, noticeDaysBefore: 90 })).toEqual([
			'revision-aviso:2027-03-05',
		]);
	});

	it('the range is labelled as such in the advance notice', () => {
		const [notice] = dueNotices(loan, '2027-02-10', testSeries, market);
		expect(notice?.kind).toBe('revision-aviso');
		expect(notice?.title).toBe('Tu hipoteca se revisa el 5 de marzo de 2027');
		expect(notice?.body).toContain('El euríbor de ese mes aún no se ha publicado');
		expect(notice?.body).toContain(
			'con los meses que ya conocemos (febrero de 2026, marzo de 2026',
		);
		expect(notice?.link).toBe('/dashboard#hipoteca');
	});

	it('the exact notice comes once the reference month is published, while the revision is ahead', () => {
		expect(keys('2026-12-20', loan, published)).toEqual(['revision-exacta:2027-03-05']);
		const both = dueNotices(loan, '2027-02-10', published, market);
		expect(both.map((n) => n.key)).toEqual([
			'revision-aviso:2027-03-05',
			'revision-exacta:2027-03-05',
		]);
		expect(both[1]?.body).toMatch(
			/Ese euríbor ya está publicado \(2,150\s%\): el TIN pasa al 3,000\s%/,
		);
		expect(keys('2027-03-05', loan, published)).toEqual([]);
	});

	it('a fixed loan has no revision notices', () => {
		const fixed: Loan = {
			...loan,
			kind: 'fija',
			fixedMonths: null,
			spread: null,
			revisionMonths: null,
		};
		expect(keys('2027-02-10', fixed)).toEqual([]);
	});
});

describe('improvement notices', () => {
	it('one per option kind whose saving passes the threshold, same keys every day', () => {
		const low = { ...loan, improvementThreshold: 100 };
		const first = dueNotices(low, '2026-12-07', testSeries, market);
		const mejora = first.filter((n) => n.kind === 'mejora');
		expect(mejora.length).toBeGreaterThan(0);
		for (const n of mejora)
			expect(n.key).toMatch(
				/^mejora:(novacion|subrogacion|amortizar-plazo|amortizar-cuota|pasar-a-fijo)$/,
			);
		expect(new Set(mejora.map((n) => n.key)).size).toBe(mejora.length);
		const later = dueNotices(low, '2026-12-20', testSeries, market).filter(
			(n) => n.kind === 'mejora',
		);
		expect(later.map((n) => n.key)).toEqual(mejora.map((n) => n.key));
		expect(mejora[0]?.body).toContain('Supera el umbral de 100,00');
	});

	it('none below the threshold', () => {
		expect(keys('2026-12-07').filter((k) => k.startsWith('mejora:'))).toEqual([]);
	});
});
