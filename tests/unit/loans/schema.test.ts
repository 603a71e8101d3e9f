/** loanSchema / parseLoan: a valid loan passes; bad input gives Spanish messages by field. */
import { describe, expect, it } from 'vitest';
import {
	defaultLoan,
	loanSummary,
	loanStatus,
	parseLoan,
	type Loan,
} from '../../../src/lib/loans/index.ts';
import { testSeries } from './cases.ts';

const valid: Loan = {
	name: 'Piso de Valencia',
	bank: 'Banco de prueba',
	principal: 180_000,
	signedOn: '2021-03-15',
	firstPaymentMonth: '2021-04',
	months: 300,
	kind: 'variable',
	tin: 1.5,
	fixedMonths: 12,
	spread: 0.79,
	revisionMonths: 12,
	referenceLagMonths: 2,
	floorRate: null,
	bonifications: [{ label: 'Nómina domiciliada', tinReduction: 0.3, yearlyCost: 0, kept: true }],
	prepayments: [{ month: '2024-06', amount: 10_000, mode: 'reduce-term' }],
	noticeDaysBefore: 30,
	improvementThreshold: 3000,
};
const issues = (input: unknown) => {
	const parsed = parseLoan(input);
	return parsed.ok ? [] : parsed.issues;
};

describe('parseLoan', () => {
	it('accepts a valid loan and turns an empty bank into null', () => {
		expect(parseLoan(valid)).toEqual({ ok: true, value: valid });
		const parsed = parseLoan({ ...valid, bank: '  ' });
		expect(parsed.ok && parsed.value.bank).toBeNull();
	});

	it("the defaults plus the person's figures make a valid loan", () => {
		const filled = {
			...defaultLoan(),
			principal: 150_000,
			signedOn: '2022-05-10',
			firstPaymentMonth: '2022-06',
			tin: 2,
			spread: 0.8,
		};
		expect(parseLoan(filled).ok).toBe(true);
		expect(defaultLoan()).toMatchObject({
			noticeDaysBefore: 30,
			improvementThreshold: 3000,
			referenceLagMonths: 2,
		});
	});

	it('gives Spanish messages by field', () => {
		expect(
			issues({
				...valid,
				name: '',
				principal: -5,
				signedOn: '2021-02-30',
				months: 700,
				tin: 'tres',
				noticeDaysBefore: 0,
			}),
		).toEqual([
			{ path: 'name', message: 'El nombre debe tener entre 1 y 80 caracteres.' },
			{
				path: 'principal',
				message: 'El capital prestado debe ser mayor que 0 € y como máximo 10.000.000 €.',
			},
			{
				path: 'signedOn',
				message: 'Escribe la fecha de firma como AAAA-MM-DD (por ejemplo, 2021-03-15).',
			},
			{ path: 'months', message: 'El plazo debe estar entre 1 y 600 cuotas (50 años).' },
			{ path: 'tin', message: 'Escribe un número.' },
			{
				path: 'noticeDaysBefore',
				message: 'El aviso debe llegar entre 1 y 90 días antes de la revisión.',
			},
		]);
	});

	it('asks a variable loan for its spread, revision period and initial months', () => {
		expect(issues({ ...valid, spread: null, revisionMonths: null, fixedMonths: null })).toEqual([
			{
				path: 'fixedMonths',
				message: 'Indica cuántos meses dura el tipo inicial antes de la primera revisión.',
			},
			{ path: 'spread', message: 'Indica el diferencial sobre el euríbor.' },
			{ path: 'revisionMonths', message: 'Indica cada cuánto se revisa el tipo (6 o 12 meses).' },
		]);
		expect(issues({ ...valid, revisionMonths: 3 })).toEqual([
			{ path: 'revisionMonths', message: 'La revisión es cada 6 o cada 12 meses.' },
		]);
	});

	it('checks dates and prepayments against the loan', () => {
		expect(
			issues({
				...valid,
				firstPaymentMonth: '2021-02',
				prepayments: [
					{ month: '2047-01', amount: 1000, mode: 'reduce-term' },
					{ month: '2047-01', amount: 900_000, mode: 'otra' },
				],
			}).map((i) => `${i.path}: ${i.message}`),
		).toEqual(['prepayments.1.mode: Elige si la amortización redujo el plazo o la cuota.']);
		expect(issues({ ...valid, firstPaymentMonth: '2021-02' })).toEqual([
			{
				path: 'firstPaymentMonth',
				message: 'La primera cuota no puede ser anterior al mes de la firma.',
			},
		]);
		expect(
			issues({ ...valid, prepayments: [{ month: '2047-01', amount: 1000, mode: 'reduce-term' }] }),
		).toEqual([
			{
				path: 'prepayments.0.month',
				message: 'La amortización debe caer entre la primera y la última cuota del préstamo.',
			},
		]);
		expect(
			issues({
				...valid,
				prepayments: [
					{ month: '2024-06', amount: 1000, mode: 'reduce-term' },
					{ month: '2024-06', amount: 200_000, mode: 'reduce-term' },
				],
			}),
		).toEqual([
			{
				path: 'prepayments.1.month',
				message: 'Ya hay otra amortización en ese mes: júntalas en una.',
			},
			{
				path: 'prepayments.1.amount',
				message: 'La amortización debe ser mayor que 0 € y no superar el capital prestado.',
			},
		]);
	});

	it('never lets a non-object through', () => {
		const parsed = parseLoan('hola');
		expect(parsed.ok).toBe(false);
		if (!parsed.ok)
			expect(parsed.issues).toEqual([{ path: '', message: 'Faltan los datos del préstamo.' }]);
	});
});

describe('loanSummary', () => {
	it("lists the loan's figures in plain Spanish and nothing else", () => {
		const text = loanSummary(valid, loanStatus(valid, '2026-12-07', testSeries));
		expect(text.split('\n')[0]).toBe('Hipoteca: Piso de Valencia (Banco de prueba)');
		expect(text).toContain('Tipo de interés: variable');
		expect(text).toMatch(/Capital prestado: 180\.000,00\s€/);
		expect(text).toContain('Bonificación «Nómina domiciliada»: −0,3 puntos');
		expect(text).toContain('Amortización anticipada en junio de 2024');
		expect(text).toContain('Próxima revisión: 15 de abril de 2027');
		expect(text).not.toMatch(/@|undefined|NaN/);
	});
});
