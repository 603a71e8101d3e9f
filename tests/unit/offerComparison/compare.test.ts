import { describe, expect, it } from 'vitest';
import { compareOffers, costOffer } from '../../../src/lib/offerComparison/compare.ts';
import { euriborAt } from '../../../src/lib/offerComparison/cost.ts';
import { offerFromFields } from '../../../src/lib/offerComparison/fromFields.ts';
import type { Offer } from '../../../src/lib/offerComparison/types.ts';

/** French-system payment, written here independently of the engine. */
const payment = (principal: number, tin: number, months: number) => {
	const i = tin / 1200;
	return (principal * i) / (1 - (1 + i) ** -months);
};
/** Balance after k payments of a French loan. */
const balanceAfter = (principal: number, tin: number, months: number, k: number) => {
	const i = tin / 1200;
	const a = payment(principal, tin, months);
	return principal * (1 + i) ** k - (a * ((1 + i) ** k - 1)) / i;
};

const fixed: Offer = {
	name: 'Banco A',
	amount: 100_000,
	years: 20,
	kind: 'fijo',
	tin: 3,
	fixedYears: 20,
	spread: 0,
	openingFee: 0,
	upfrontCosts: 0,
	linkedYearly: 0,
	bonuses: [],
	statedTae: null,
};

describe('costOffer', () => {
	it('costs a fixed loan: payment, interest over 5 years and the term, TAE', () => {
		const r = costOffer(fixed, { now: 2, inFiveYears: 2 });
		// 100.000 € at 3 % over 240 months: 554,60 € a month, 33.103,42 € of interest.
		expect(r.paymentNow).toBeCloseTo(554.5976, 3);
		expect(r.paymentAfterFixed).toBeNull();
		expect(r.costTotal).toBeCloseTo(33_103.42, 1);
		const interest5 = 60 * payment(100_000, 3, 240) - (100_000 - balanceAfter(100_000, 3, 240, 60));
		expect(r.cost5).toBeCloseTo(interest5, 4);
		// Without costs the TAE is (1 + 0,03/12)^12 − 1 = 3,0416 %.
		expect(r.tae).toBeCloseTo(3.0416, 4);
	});

	it('adds fees, upfront costs and linked products to every horizon and to the TAE', () => {
		const r = costOffer(
			{ ...fixed, openingFee: 1000, upfrontCosts: 400, linkedYearly: 300 },
			{ now: 2, inFiveYears: 2 },
		);
		const base = costOffer(fixed, { now: 2, inFiveYears: 2 });
		expect(r.cost5 - base.cost5).toBeCloseTo(1000 + 400 + 5 * 300, 6);
		expect(r.cost10 - base.cost10).toBeCloseTo(1000 + 400 + 10 * 300, 6);
		expect(r.costTotal - base.costTotal).toBeCloseTo(1000 + 400 + 20 * 300, 6);
		expect(r.tae).toBeGreaterThan(3.0416 + 0.4);
	});

	it('weighs each bonus: 0,5 points for 300 € a year saves 5.926,73 € and costs 6.000 €', () => {
		const offer: Offer = {
			...fixed,
			tin: 2.5,
			bonuses: [{ name: 'Seguro de vida', yearlyCost: 300, points: 0.5 }],
		};
		const [bonus] = costOffer(offer, { now: 2, inFiveYears: 2 }).bonuses;
		// Interest at 3 %: 33.103,42 €; at 2,5 %: 27.176,69 €.
		expect(bonus?.saves).toBeCloseTo(33_103.42 - 27_176.69, 1);
		expect(bonus?.cost).toBe(6000);
		expect(bonus?.worthIt).toBe(false);
	});

	it('revises a variable loan after its first year at the Euribor of the path plus the spread', () => {
		const variable: Offer = {
			...fixed,
			name: 'Banco C',
			amount: 150_000,
			years: 25,
			kind: 'variable',
			tin: 2.95,
			fixedYears: 1,
			spread: 0.89,
		};
		const r = costOffer(variable, { now: 2.2, inFiveYears: 2.2 });
		expect(r.paymentNow).toBeCloseTo(payment(150_000, 2.95, 300), 6);
		// Month 13: the balance after 12 payments at 2,95 %, repaid over 288 months at 3,09 %.
		const balance = balanceAfter(150_000, 2.95, 300, 12);
		expect(r.paymentAfterFixed).toBeCloseTo(payment(balance, 2.2 + 0.89, 288), 6);
	});
});

describe('euriborAt', () => {
	it('goes in a straight line to year 5 and holds', () => {
		const path = { now: 2, inFiveYears: 3 };
		expect(euriborAt(path, 0)).toBe(2);
		expect(euriborAt(path, 2.5)).toBe(2.5);
		expect(euriborAt(path, 12)).toBe(3);
	});
});

describe('compareOffers', () => {
	it('picks the cheapest over the whole term and says why', () => {
		const dear: Offer = { ...fixed, name: 'Banco B', tin: 3.2, openingFee: 0 };
		const cheap: Offer = { ...fixed, name: 'Banco A', tin: 2.9, openingFee: 1500 };
		const c = compareOffers([dear, cheap], { now: 2, inFiveYears: 2 });
		expect(c.cheapest).toBe(1);
		const gap = (payment(100_000, 3.2, 240) - payment(100_000, 2.9, 240)) * 240 - 1500;
		expect(c.results[0]!.costTotal - c.results[1]!.costTotal).toBeCloseTo(gap, 4);
		expect(c.reasons[0]).toMatch(/^Cuesta [\d.]+\s€ menos que «Banco B» en todo el plazo/);
	});

	it('warns when another offer is cheaper over 10 years', () => {
		const upfront: Offer = { ...fixed, name: 'Con comisión', tin: 2.6, openingFee: 4000 };
		const plain: Offer = { ...fixed, name: 'Sin comisión', tin: 3 };
		const c = compareOffers([plain, upfront], { now: 2, inFiveYears: 2 });
		expect(c.results[1]!.costTotal).toBeLessThan(c.results[0]!.costTotal);
		expect(c.cheapest).toBe(1);
		expect(c.reasons.join(' ')).toContain('a 10 años «Sin comisión» sale');
	});
});

describe('offerFromFields', () => {
	it('reads the Spanish fields of a FEIN (mixed rate)', () => {
		const parsed = offerFromFields('Caja', {
			importe: '200.000,00',
			plazo: '25',
			tipo: 'Mixto',
			tin: '2,25',
			anosFijo: '10',
			diferencial: '0,75',
			tae: '2,98',
			comision: '0,00',
			gastos: '320,00',
			costeVinculados: '605,00',
		});
		expect(parsed).toEqual({
			ok: true,
			offer: {
				name: 'Caja',
				amount: 200_000,
				years: 25,
				kind: 'mixto',
				tin: 2.25,
				fixedYears: 10,
				spread: 0.75,
				openingFee: 0,
				upfrontCosts: 320,
				linkedYearly: 605,
				bonuses: [],
				statedTae: 2.98,
			},
		});
	});

	it('says in Spanish what is missing or wrong, field by field', () => {
		const parsed = offerFromFields('X', {
			importe: 'mucho',
			plazo: '',
			tipo: 'variable',
			tin: '2',
		});
		expect(parsed.ok).toBe(false);
		if (parsed.ok) return;
		expect(parsed.errors['plazo']).toBe('Falta este dato.');
		expect(parsed.errors['diferencial']).toBe('Falta este dato.');
		expect(parsed.errors['importe']).toMatch(/\S/);
		expect(parsed.errors['tin']).toBeUndefined();
	});
});
