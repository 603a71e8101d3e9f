import { describe, expect, it } from 'vitest';
import { contactMessages, validateContact } from '~/lib/marketing/contactForm.ts';
import {
	consolidationExample,
	icoPriceCaps,
	selfEmployedExample,
	subrogationExample,
	youngExample,
} from '~/lib/marketing/landingFigures.ts';
import { latestEuribor, monthlyPayment, underwriting } from '~/lib/mortgage/index.ts';

describe('landing examples come from the engine', () => {
	it('young buyer: the ICO guarantee applies and lifts the loan from 80 % to 100 %', () => {
		const ex = youngExample();
		expect(ex.ico.eligible).toBe(true);
		expect(ex.ico.maxPrice).toBe(250_000);
		expect(ex.standard.loan).toBe(160_000);
		expect(ex.withIco.loan).toBe(200_000);
		expect(ex.withIco.payment).toBeCloseTo(monthlyPayment(200_000, 3, 360), 8);
		expect(ex.standard.savings - ex.withIco.savings).toBe(40_000);
		expect(ex.withIco.savings).toBe(ex.withIco.costs);
	});

	it('lists the ICO price caps of the 19 communities, Madrid first and Extremadura last', () => {
		const caps = icoPriceCaps();
		expect(caps).toHaveLength(19);
		expect(caps[0]).toEqual({ community: 'Comunidad de Madrid', maxPrice: 325_000 });
		expect(caps.at(-1)).toEqual({ community: 'Extremadura', maxPrice: 200_000 });
	});

	it('self-employed: the maximum payment is the effort limit of the net income', () => {
		const ex = selfEmployedExample();
		expect(ex.maxPayment).toBeCloseTo(
			(ex.netMonthlyIncome * underwriting.tasaEsfuerzo.maxPercent) / 100,
			8,
		);
		expect(ex.maxLoan).toBeGreaterThan(0);
		expect(ex.maxLoan / ex.maxPrice).toBeLessThanOrEqual(underwriting.ltv.habitualPercent / 100);
	});

	it('subrogation: uses the latest Euribor, owes no fee after 5 years and breaks even', () => {
		const ex = subrogationExample();
		expect(ex.currentRatePercent).toBeCloseTo(latestEuribor().ratePercent + 1, 10);
		expect(ex.result.fee.amount).toBe(0);
		expect(ex.result.monthlySaving).toBeGreaterThan(0);
		expect(ex.result.breakEvenMonth).not.toBeNull();
	});

	it('debt consolidation: lower monthly payment but a higher total, as the page says', () => {
		const { result } = consolidationExample();
		expect(result.newMonthlyPayment).toBeLessThan(result.currentMonthlyPayment);
		expect(result.totalDifference).toBeGreaterThan(0);
		expect(result.newPrincipal).toBe(24_000);
	});
});

describe('validateContact', () => {
	const valid = {
		name: 'Ana',
		email: 'ana@correo.es',
		phone: '',
		message: 'Quiero información.',
		privacy: true,
	};

	it('accepts a complete form with or without a phone', () => {
		expect(validateContact(valid)).toEqual({});
		expect(validateContact({ ...valid, phone: '+34 612 345 678' })).toEqual({});
	});

	it('gives the SPEC messages for name, email and phone', () => {
		expect(
			validateContact({ ...valid, name: ' A ', email: 'ana@', phone: '612 34', privacy: false }),
		).toEqual({
			name: 'El nombre debe tener al menos 2 caracteres',
			email: 'Email inválido',
			phone: 'El teléfono debe tener al menos 9 dígitos',
			privacy: contactMessages.privacy,
		});
		expect(validateContact({ ...valid, name: 'x'.repeat(101) }).name).toBe(
			'El nombre no puede exceder 100 caracteres',
		);
		expect(validateContact({ ...valid, email: `${'a'.repeat(251)}@b.es` }).email).toBe(
			'El email no puede exceder 255 caracteres',
		);
		expect(validateContact({ ...valid, phone: '6'.repeat(21) }).phone).toBe(
			'El teléfono no puede exceder 20 caracteres',
		);
		expect(validateContact({ ...valid, phone: 'seis uno dos' }).phone).toBe(
			contactMessages.phoneChars,
		);
		expect(validateContact({ ...valid, message: 'Hola' }).message).toBe(
			'El mensaje debe tener al menos 10 caracteres',
		);
	});
});
