import { describe, expect, it } from 'vitest';
import {
	purchaseCosts,
	safePurchaseCosts,
	type PurchaseCostsInput,
} from '../../../src/lib/mortgage/index.ts';

const line = (input: PurchaseCostsInput, id: string) => {
	const found = purchaseCosts(input).lines.find((l) => l.id === id);
	if (!found) throw new Error(`no line ${id}`);
	return found;
};

describe('purchaseCosts: resale ITP', () => {
	it('Madrid: 6 % general rate', () => {
		const itp = line(
			{ price: 300_000, provinceId: 'madrid', homeType: 'resale', buyer: { age: 45 } },
			'itp',
		);
		expect(itp.amount).toBeCloseTo(18_000, 6);
		expect(itp.ratePercent).toBe(6);
		expect(itp.rule?.label).toBe('Tipo general');
		expect(itp.payer).toBe('comprador');
	});

	it('Madrid: art. 30 bis gives any buyer of a main home up to 250.000 € the 10 % bonus', () => {
		// Decreto Legislativo 1/2010, art. 30 bis.1: 250.000 × 6 % = 15.000 €; × 0,9 = 13.500 €.
		const itp = line(
			{ price: 250_000, provinceId: 'madrid', homeType: 'resale', buyer: { age: 50 } },
			'itp',
		);
		expect(itp.amount).toBeCloseTo(13_500, 6);
		expect(itp.ratePercent).toBeCloseTo(5.4, 9);
		expect(itp.rule?.label).toBe(
			'Bonificación del 10 % de la cuota por vivienda habitual de hasta 250.000 €',
		);
		expect(itp.rule?.conditions).toEqual(['Vivienda habitual', 'Valor de hasta 250.000\u00a0€']);
		// Age does not matter: 30 or 35 years old, 200.000 € → 12.000 × 0,9 = 10.800 €.
		for (const age of [30, 35, 70]) {
			expect(
				line({ price: 200_000, provinceId: 'madrid', homeType: 'resale', buyer: { age } }, 'itp')
					.amount,
			).toBeCloseTo(10_800, 6);
		}
		// Not the main home, or above 250.000 €: the plain 6 %.
		expect(
			line(
				{ price: 250_000, provinceId: 'madrid', homeType: 'resale', buyer: { habitual: false } },
				'itp',
			).amount,
		).toBeCloseTo(15_000, 6);
		expect(
			line({ price: 250_001, provinceId: 'madrid', homeType: 'resale' }, 'itp').amount,
		).toBeCloseTo(15_000.06, 6);
	});

	it('Cataluña: marginal scale of Decreto-ley 5/2025', () => {
		expect(
			line({ price: 700_000, provinceId: 'barcelona', homeType: 'resale' }, 'itp').amount,
		).toBeCloseTo(71_000, 6);
		expect(
			line({ price: 1_600_000, provinceId: 'girona', homeType: 'resale' }, 'itp').amount,
		).toBeCloseTo(178_000, 6);
		expect(
			line({ price: 300_000, provinceId: 'lleida', homeType: 'resale' }, 'itp').amount,
		).toBeCloseTo(30_000, 6);
	});

	it('Aragón: 450.000 € pays 400.000 × 8 % + 50.000 × 8,5 %', () => {
		expect(
			line({ price: 450_000, provinceId: 'zaragoza', homeType: 'resale' }, 'itp').amount,
		).toBeCloseTo(36_250, 6);
	});

	it('Andalucía: 3,5 % under 35 up to 150.000 €, 7 % above the cap', () => {
		const young = { age: 28 };
		expect(
			line({ price: 140_000, provinceId: 'sevilla', homeType: 'resale', buyer: young }, 'itp')
				.amount,
		).toBeCloseTo(4900, 6);
		expect(
			line({ price: 160_000, provinceId: 'sevilla', homeType: 'resale', buyer: young }, 'itp')
				.amount,
		).toBeCloseTo(11_200, 6);
		const notHabitual = { age: 28, habitual: false };
		expect(
			line({ price: 140_000, provinceId: 'malaga', homeType: 'resale', buyer: notHabitual }, 'itp')
				.amount,
		).toBeCloseTo(9800, 6);
	});

	it('Cantabria: 7 % on the first 200.000 € of a main residence, 9 % on the rest', () => {
		const itp = line(
			{ price: 300_000, provinceId: 'cantabria', homeType: 'resale', buyer: { age: 50 } },
			'itp',
		);
		expect(itp.amount).toBeCloseTo(23_000, 6);
		expect(itp.rule?.conditions.at(-1)).toContain('200.000');
	});

	it('Castilla-La Mancha: the 6 % needs a mortgage above half the price', () => {
		const base = {
			price: 150_000,
			provinceId: 'toledo',
			homeType: 'resale' as const,
			buyer: { age: 50, firstHome: true },
		};
		expect(line({ ...base, loanAmount: 120_000 }, 'itp').amount).toBeCloseTo(9000, 6);
		expect(line({ ...base, loanAmount: 50_000 }, 'itp').amount).toBeCloseTo(13_500, 6);
	});

	it('foral territories: homes pay 4 %, 2,5 % for a main home up to 120 m² or a large family', () => {
		// Bizkaia's model 600 guide and Gipuzkoa's norma foral: 6 % is for real estate that is not
		// a home; homes pay 4 %, and 2,5 % when it is the buyer's main home of up to 120 m².
		expect(
			line({ price: 300_000, provinceId: 'vizcaya', homeType: 'resale' }, 'itp').amount,
		).toBeCloseTo(12_000, 6);
		expect(
			line({ price: 300_000, provinceId: 'guipuzcoa', homeType: 'resale' }, 'itp').amount,
		).toBeCloseTo(12_000, 6);
		const small = line(
			{ price: 300_000, provinceId: 'alava', homeType: 'resale', usefulAreaM2: 90 },
			'itp',
		);
		expect(small.amount).toBeCloseTo(7_500, 6);
		const secondHome = line(
			{
				price: 300_000,
				provinceId: 'alava',
				homeType: 'resale',
				usefulAreaM2: 90,
				buyer: { habitual: false },
			},
			'itp',
		);
		expect(secondHome.amount).toBeCloseTo(12_000, 6);
		expect(
			purchaseCosts({ price: 300_000, provinceId: 'navarra', homeType: 'resale' }).communityId,
		).toBe('navarra');
	});

	it('Ceuta: 6 % with the 50 % bonus', () => {
		expect(
			line({ price: 100_000, provinceId: 'ceuta', homeType: 'resale' }, 'itp').amount,
		).toBeCloseTo(3000, 6);
	});

	it('taxes the Catastro reference value when it is above the price', () => {
		const itp = line(
			{ price: 200_000, referenceValue: 250_000, provinceId: 'madrid', homeType: 'resale' },
			'itp',
		);
		expect(itp.base).toBe(250_000);
		// The base is 250.000 €, still within Madrid's art. 30 bis limit: 15.000 × 0,9 = 13.500 €.
		expect(itp.amount).toBeCloseTo(13_500, 6);
	});
});

describe('purchaseCosts: new build', () => {
	it('Madrid: IVA 10 % + AJD 0,75 %, and IVA 4 % for VPO', () => {
		const input = { price: 300_000, provinceId: 'madrid', homeType: 'new' as const };
		expect(line(input, 'iva').amount).toBeCloseTo(30_000, 6);
		expect(line(input, 'ajd-compraventa').amount).toBeCloseTo(2250, 6);
		expect(line({ ...input, vpo: true }, 'iva').amount).toBeCloseTo(12_000, 6);
	});

	it('Canarias: IGIC instead of IVA, with the reduced rates', () => {
		const input = { price: 200_000, provinceId: 'las-palmas', homeType: 'new' as const };
		const costs = purchaseCosts(input);
		expect(costs.lines.some((l) => l.id === 'iva')).toBe(false);
		expect(line(input, 'igic').amount).toBeCloseTo(14_000, 6);
		const young = {
			price: 140_000,
			provinceId: 'tenerife',
			homeType: 'new' as const,
			buyer: { age: 30, firstHome: true },
		};
		expect(line(young, 'igic').amount).toBeCloseTo(4200, 6);
		expect(line(young, 'igic').rule?.label).toBe('IGIC reducido para jóvenes de hasta 35 años');
	});

	it('Melilla: IPSI and 0,25 % AJD', () => {
		const input = { price: 100_000, provinceId: 'melilla', homeType: 'new' as const };
		expect(line(input, 'ipsi').amount).toBeCloseTo(4000, 6);
		expect(line(input, 'ajd-compraventa').amount).toBeCloseTo(250, 6);
	});
});

describe('purchaseCosts: fees and the Ley 5/2019 split', () => {
	it('puts loan notary, registry, gestoría and AJD on the bank', () => {
		const costs = purchaseCosts({
			price: 200_000,
			provinceId: 'valencia',
			homeType: 'resale',
			loanAmount: 160_000,
			openingFeePercent: 0.5,
		});
		const byId = Object.fromEntries(costs.lines.map((l) => [l.id, l]));
		expect(byId['tasacion']?.payer).toBe('comprador');
		expect(byId['comision-apertura']?.amount).toBeCloseTo(800, 6);
		for (const id of [
			'notaria-prestamo',
			'registro-prestamo',
			'gestoria-prestamo',
			'ajd-prestamo',
			'acta-transparencia',
		]) {
			expect(byId[id]?.payer).toBe('banco');
		}
		expect(byId['ajd-prestamo']?.amount).toBeCloseTo(2400, 6);
		// ITP 10 % + notary 750 + registry 300 + gestoría 350 + appraisal 450 + opening fee 800.
		expect(costs.totals.taxes).toBeCloseTo(20_000, 6);
		expect(costs.totals.fees).toBeCloseTo(2650, 6);
		expect(costs.totals.buyer).toBeCloseTo(22_650, 6);
		expect(costs.totals.bank).toBeCloseTo(2400, 6);
		expect(costs.totals.priceWithCosts).toBeCloseTo(222_650, 6);
	});

	it('has no loan lines for a cash purchase and bounds the notary estimate', () => {
		const costs = purchaseCosts({
			price: 50_000,
			provinceId: 'soria',
			homeType: 'resale',
			includeGestoria: false,
		});
		expect(costs.lines.map((l) => l.id)).toEqual([
			'itp',
			'notaria-compraventa',
			'registro-compraventa',
		]);
		expect(costs.lines[1]?.amount).toBe(400);
		expect(
			line({ price: 2_000_000, provinceId: 'soria', homeType: 'resale' }, 'notaria-compraventa')
				.amount,
		).toBe(2000);
	});

	it('returns Spanish errors for bad input', () => {
		expect(
			safePurchaseCosts({ price: 200_000, provinceId: 'atlantida', homeType: 'resale' }),
		).toEqual({
			ok: false,
			error: { field: 'provinceId', message: 'Elige una provincia de la lista.' },
		});
		expect(
			safePurchaseCosts({ price: -5, provinceId: 'madrid', homeType: 'resale' }),
		).toMatchObject({ ok: false, error: { field: 'price' } });
		expect(
			safePurchaseCosts({ price: 1, provinceId: 'madrid', homeType: 'old' as 'new' }),
		).toMatchObject({ ok: false, error: { field: 'homeType' } });
		expect(
			safePurchaseCosts({ price: 1e5, provinceId: 'madrid', homeType: 'new', buyer: { age: 12 } }),
		).toMatchObject({
			ok: false,
			error: { field: 'buyer.age' },
		});
	});
});

describe('purchaseCosts: regional rules checked against the bulletins (issue 10)', () => {
	const itp = (input: PurchaseCostsInput) => line(input, 'itp').amount;

	it('Cataluña, art. 641-5 (DL 5/2025): "35 años o menos" includes a 35-year-old', () => {
		const base = { price: 300_000, provinceId: 'barcelona', homeType: 'resale' as const };
		// 300.000 × 5 % = 15.000 € instead of the scale's 300.000 × 10 % = 30.000 €.
		expect(itp({ ...base, buyer: { age: 35, annualIncome: 30_000 } })).toBeCloseTo(15_000, 6);
		expect(itp({ ...base, buyer: { age: 36, annualIncome: 30_000 } })).toBeCloseTo(30_000, 6);
		expect(itp({ ...base, buyer: { age: 30, annualIncome: 36_001 } })).toBeCloseTo(30_000, 6);
	});

	it('Cataluña, arts. 641-2 to 641-4: the 5 % needs family income up to 36.000 €', () => {
		const base = { price: 300_000, provinceId: 'tarragona', homeType: 'resale' as const };
		const cases = [
			{ largeFamily: true },
			{ singleParent: true },
			{ disabilityPercent: 65 },
		] as const;
		for (const facts of cases) {
			// 300.000 × 5 % = 15.000 € with income 36.000 €; the scale's 30.000 € otherwise.
			expect(itp({ ...base, buyer: { ...facts, age: 50, annualIncome: 36_000 } })).toBeCloseTo(
				15_000,
				6,
			);
			expect(itp({ ...base, buyer: { ...facts, age: 50, annualIncome: 36_001 } })).toBeCloseTo(
				30_000,
				6,
			);
			expect(itp({ ...base, buyer: { ...facts, age: 50 } })).toBeCloseTo(30_000, 6);
		}
		expect(
			itp({ ...base, buyer: { age: 50, disabilityPercent: 64, annualIncome: 20_000 } }),
		).toBeCloseTo(30_000, 6);
	});

	it('Comunitat Valenciana, art. 13.Uno: above 1.000.000 € the 11 % taxes the whole value', () => {
		const base = { provinceId: 'alicante', homeType: 'resale' as const };
		expect(itp({ ...base, price: 1_000_000 })).toBeCloseTo(100_000, 6);
		// 1.200.000 × 11 % = 132.000 € (a marginal scale would give 122.000 €).
		const whole = line({ ...base, price: 1_200_000 }, 'itp');
		expect(whole.amount).toBeCloseTo(132_000, 6);
		expect(whole.ratePercent).toBeCloseTo(11, 9);
		expect(whole.rule?.label).toBe('Tipo general según el valor');
	});

	it('Comunitat Valenciana, art. 13.Tres and 13.Dos.2: 6 % up to 180.000 €, 8 % above, with income cap', () => {
		const young = { age: 30, firstHome: true, annualIncome: 25_000 };
		const base = { provinceId: 'valencia', homeType: 'resale' as const };
		// 150.000 × 6 % = 9.000 €.
		expect(itp({ ...base, price: 150_000, buyer: young })).toBeCloseTo(9000, 6);
		// 200.000 × 8 % = 16.000 € (not 10 % = 20.000 €, not 6 % = 12.000 €).
		const above = line({ ...base, price: 200_000, buyer: young }, 'itp');
		expect(above.amount).toBeCloseTo(16_000, 6);
		expect(above.rule?.id).toBe('joven-8');
		// Income above 30.000 €, a 35-year-old ("menores de treinta y cinco años"), a second home
		// or unknown income: 10 % = 15.000 €.
		for (const buyer of [
			{ ...young, annualIncome: 30_001 },
			{ ...young, age: 35 },
			{ ...young, firstHome: false },
			{ age: 30, firstHome: true },
		]) {
			expect(itp({ ...base, price: 150_000, buyer })).toBeCloseTo(15_000, 6);
		}
	});

	it('Canarias, art. 32.1 of DL 1/2009: 5 % for a main home up to 150.000 €', () => {
		const base = { provinceId: 'las-palmas', homeType: 'resale' as const };
		// 150.000 × 5 % = 7.500 € for any age.
		const reduced = line({ ...base, price: 150_000, buyer: { age: 50 } }, 'itp');
		expect(reduced.amount).toBeCloseTo(7500, 6);
		expect(reduced.rule?.id).toBe('vivienda-habitual');
		expect(itp({ ...base, price: 150_000, buyer: { habitual: false } })).toBeCloseTo(9750, 6);
		// 160.000 × 6,5 % = 10.400 €.
		expect(itp({ ...base, price: 160_000 })).toBeCloseTo(10_400, 6);
	});
});

describe('purchaseCosts: per-buyer shares (issue 10, item 5)', () => {
	const home = { price: 150_000, provinceId: 'valencia', homeType: 'resale' as const };
	const household = { firstHome: true };
	const young = { age: 30, disabilityPercent: 0, annualIncome: 25_000 };
	const older = { age: 40, disabilityPercent: 0, annualIncome: 25_000 };

	it('a youth rate reached by one buyer applies only to that buyer share', () => {
		// 75.000 × 6 % + 75.000 × 10 % = 4.500 + 7.500 = 12.000 € (not 9.000 € on the whole price).
		const itp = line(
			{
				...home,
				buyer: household,
				buyers: [
					{ ...young, sharePercent: 50 },
					{ ...older, sharePercent: 50 },
				],
			},
			'itp',
		);
		expect(itp.amount).toBeCloseTo(12_000, 6);
		expect(itp.ratePercent).toBeCloseTo(8, 9);
		expect(itp.rule?.id).toBe('por-comprador');
		expect(itp.rule?.conditions).toEqual([
			'Comprador 1 (50\u00a0%): Tipo reducido del 6 % para menores de 35 años',
			'Comprador 2 (50\u00a0%): Tipo general según el valor',
		]);
		// 30 % young: 45.000 × 6 % + 105.000 × 10 % = 2.700 + 10.500 = 13.200 €.
		expect(
			line(
				{
					...home,
					buyer: household,
					buyers: [
						{ ...young, sharePercent: 30 },
						{ ...older, sharePercent: 70 },
					],
				},
				'itp',
			).amount,
		).toBeCloseTo(13_200, 6);
	});

	it('both buyers qualifying keeps the rule and rate; Madrid art. 30 bis helps every share', () => {
		const both = line(
			{
				...home,
				buyer: household,
				buyers: [
					{ ...young, sharePercent: 50 },
					{ ...young, age: 25, sharePercent: 50 },
				],
			},
			'itp',
		);
		expect(both.amount).toBeCloseTo(9000, 6);
		expect(both.ratePercent).toBe(6);
		const madrid = line(
			{
				price: 250_000,
				provinceId: 'madrid',
				homeType: 'resale',
				buyers: [
					{ sharePercent: 60, age: 70 },
					{ sharePercent: 40, age: 20 },
				],
			},
			'itp',
		);
		expect(madrid.amount).toBeCloseTo(13_500, 6);
		expect(madrid.ratePercent).toBe(5.4);
	});

	it('rejects shares that do not add up to 100 % with a Spanish message', () => {
		const bad = safePurchaseCosts({
			...home,
			buyers: [
				{ ...young, sharePercent: 50 },
				{ ...older, sharePercent: 40 },
			],
		});
		expect(bad).toEqual({
			ok: false,
			error: { field: 'buyers', message: 'Las partes de los compradores deben sumar 100 %.' },
		});
		const zero = safePurchaseCosts({ ...home, buyers: [{ sharePercent: 0 }] });
		expect(zero.ok ? '' : zero.error.field).toBe('buyers.0.sharePercent');
	});
});
