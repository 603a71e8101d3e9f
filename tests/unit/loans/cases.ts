/**
 * The ten (and more) checked loans of issue 50: fixed, variable with annual and semestral
 * revisions, mixed, with prepayments, bonifications and a floor, on a made-up Euríbor series
 * (so the expected figures never move with the data) and one on the real series.
 */
import type { EuriborMonth } from '../../../src/lib/mortgage/euribor.ts';
import type { Loan } from '../../../src/lib/loans/index.ts';

/** A made-up monthly series 2015-01 … 2026-07 (deterministic, with negative months). */
export const testSeries: EuriborMonth[] = Array.from({ length: 139 }, (_, k) => {
	const month = `${2015 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
	const ratePercent = Math.round((1.2 * Math.sin(k / 9) + 0.02 * k - 0.6) * 1000) / 1000;
	return { id: month, month, ratePercent, source: 'Serie de prueba', verified: false };
});

/** A fixed loan the cases and tests start from. */
export const base: Loan = {
	name: 'Caso',
	bank: null,
	principal: 150_000,
	signedOn: '2019-05-20',
	firstPaymentMonth: '2019-06',
	months: 300,
	kind: 'fija',
	tin: 2.5,
	fixedMonths: null,
	spread: null,
	revisionMonths: null,
	referenceLagMonths: 2,
	floorRate: null,
	bonifications: [],
	prepayments: [],
	noticeDaysBefore: 30,
	improvementThreshold: 3000,
};

/** A variable loan with annual revisions in March (charged on the 5th), for the revision tests. */
export const revisionLoan: Loan = {
	...base,
	name: 'Piso',
	bank: 'Banco de prueba',
	principal: 160_000,
	signedOn: '2019-02-05',
	firstPaymentMonth: '2019-03',
	kind: 'variable',
	tin: 1.75,
	fixedMonths: 12,
	spread: 0.85,
	revisionMonths: 12,
};

export interface CheckedCase {
	id: string;
	what: string;
	loan: Loan;
	today: string;
	series: 'prueba' | 'real';
}

const variable = (over: Partial<Loan>): Loan => ({
	...base,
	kind: 'variable',
	tin: 1.9,
	fixedMonths: 12,
	spread: 0.9,
	revisionMonths: 12,
	...over,
});

export const checkedCases: CheckedCase[] = [
	{ id: 'C1', what: 'Fija, 25 años, 2,5 %', loan: base, today: '2026-12-07', series: 'prueba' },
	{
		id: 'C2',
		what: 'Fija 3 %, bonificaciones −0,5 (mantenida) y −0,25 (perdida)',
		loan: {
			...base,
			principal: 220_000,
			months: 360,
			tin: 3,
			signedOn: '2021-01-31',
			firstPaymentMonth: '2021-03',
			bonifications: [
				{ label: 'Nómina', tinReduction: 0.5, yearlyCost: 0, kept: true },
				{ label: 'Seguro de vida', tinReduction: 0.25, yearlyCost: 320, kept: false },
			],
		},
		today: '2026-02-28',
		series: 'prueba',
	},
	{
		id: 'C3',
		what: 'Fija 2,2 %, amortiza 20.000 € reduciendo plazo',
		loan: {
			...base,
			tin: 2.2,
			prepayments: [{ month: '2022-09', amount: 20_000, mode: 'reduce-term' }],
		},
		today: '2026-12-07',
		series: 'prueba',
	},
	{
		id: 'C4',
		what: 'Fija 2,2 %, amortiza 20.000 € reduciendo cuota',
		loan: {
			...base,
			tin: 2.2,
			prepayments: [{ month: '2022-09', amount: 20_000, mode: 'reduce-payment' }],
		},
		today: '2026-12-07',
		series: 'prueba',
	},
	{
		id: 'C5',
		what: 'Variable anual, 12 meses al 1,9 %, euríbor + 0,9, referencia 2 meses antes',
		loan: variable({ signedOn: '2017-03-10', firstPaymentMonth: '2017-04', principal: 180_000 }),
		today: '2026-12-07',
		series: 'prueba',
	},
	{
		id: 'C6',
		what: 'Variable semestral, 6 meses al 1,5 %, euríbor + 0,75',
		loan: variable({
			signedOn: '2018-07-02',
			firstPaymentMonth: '2018-08',
			tin: 1.5,
			fixedMonths: 6,
			revisionMonths: 6,
			spread: 0.75,
			months: 240,
		}),
		today: '2026-12-07',
		series: 'prueba',
	},
	{
		id: 'C7',
		what: 'Variable anual con suelo del 2,25 %, euríbor + 0,5',
		loan: variable({
			spread: 0.5,
			floorRate: 2.25,
			signedOn: '2016-11-15',
			firstPaymentMonth: '2016-12',
		}),
		today: '2026-12-07',
		series: 'prueba',
	},
	{
		id: 'C8',
		what: 'Mixta: 5 años al 1,8 %, después euríbor + 1, revisión anual',
		loan: variable({
			kind: 'mixta',
			tin: 1.8,
			fixedMonths: 60,
			spread: 1,
			signedOn: '2019-02-28',
			firstPaymentMonth: '2019-03',
			principal: 200_000,
			months: 360,
		}),
		today: '2026-12-07',
		series: 'prueba',
	},
	{
		id: 'C9',
		what: 'Variable anual, bonificación −0,3, amortiza 15.000 € (plazo) y 10.000 € (cuota)',
		loan: variable({
			signedOn: '2017-09-05',
			firstPaymentMonth: '2017-10',
			bonifications: [{ label: 'Nómina', tinReduction: 0.3, yearlyCost: 0, kept: true }],
			prepayments: [
				{ month: '2020-03', amount: 15_000, mode: 'reduce-term' },
				{ month: '2023-11', amount: 10_000, mode: 'reduce-payment' },
			],
		}),
		today: '2026-12-07',
		series: 'prueba',
	},
	{
		id: 'C10',
		what: 'Mixta semestral: 3 años al 2 %, después euríbor + 0,8, amortiza 12.000 € (cuota)',
		loan: variable({
			kind: 'mixta',
			tin: 2,
			fixedMonths: 36,
			revisionMonths: 6,
			spread: 0.8,
			signedOn: '2018-04-12',
			firstPaymentMonth: '2018-05',
			months: 300,
			prepayments: [{ month: '2024-01', amount: 12_000, mode: 'reduce-payment' }],
		}),
		today: '2026-12-07',
		series: 'prueba',
	},
	{
		id: 'C11',
		what: 'Variable anual con el euríbor real (content/data/euribor.json), euríbor + 0,79',
		loan: variable({
			signedOn: '2020-06-18',
			firstPaymentMonth: '2020-07',
			spread: 0.79,
			tin: 1.2,
			principal: 175_000,
		}),
		today: '2026-12-07',
		series: 'real',
	},
];
