import { describe, expect, it } from 'vitest';
import { itpFor, itpRules, youngItpExample } from '~/lib/places/itpExamples.ts';

describe('itpExamples: the news figures come from the engine', () => {
	it('young-buyer examples with hand-computed euros', () => {
		const cases = [
			// Andalucía: any main home up to 150.000 € pays 6 % (Ley 5/2021, art. 43.1.a):
			// 150.000 × 6 % = 9.000 €; the young buyer × 3,5 % = 5.250 €.
			['sevilla', 150_000, 9000, 5250],
			// Cantabria: 200.000 × 7 % + 50.000 × 9 % = 18.500 €; 250.000 × 4 % = 10.000 €.
			['cantabria', 250_000, 18_500, 10_000],
			// Castilla-La Mancha: the first home already pays 6 % (9.000 €); the young 5 % (7.500 €).
			['toledo', 150_000, 9000, 7500],
			// Comunitat Valenciana: 10 % = 15.000 €; 6 % = 9.000 €.
			['valencia', 150_000, 15_000, 9000],
			// Murcia: 7,75 % = 11.625 €; 3 % = 4.500 €.
			['murcia', 150_000, 11_625, 4500],
		] as const;
		for (const [province, price, without, young] of cases) {
			const ex = youngItpExample(province, price);
			expect(ex.withoutYouth.amount).toBeCloseTo(without, 6);
			expect(ex.young.amount).toBeCloseTo(young, 6);
			expect(ex.saving).toBeCloseTo(without - young, 6);
		}
	});

	it('Madrid has no youth saving: art. 30 bis helps every main-home buyer up to 250.000 €', () => {
		const ex = youngItpExample('madrid', 240_000);
		// 240.000 × 6 % = 14.400 €, less 10 % = 12.960 € at any age.
		expect(ex.young.amount).toBeCloseTo(12_960, 6);
		expect(ex.withoutYouth.amount).toBeCloseTo(12_960, 6);
		expect(ex.saving).toBeCloseTo(0, 6);
		expect(itpFor('madrid', 250_000).amount).toBeCloseTo(13_500, 6);
		expect(itpFor('madrid', 250_000, { habitual: false }).amount).toBeCloseTo(15_000, 6);
		expect(itpRules('madrid', true).reduced).toEqual([]);
	});

	it('lists the rules with their conditions and the source of the data', () => {
		const valencia = itpRules('valencia', true);
		expect(valencia.reduced.map((r) => r.ratePercent)).toEqual([6, 8]);
		expect(valencia.reduced[0]?.conditions).toContain('Valor de hasta 180.000\u00a0€');
		expect(valencia.source).toContain('Ley 7/2023');
		expect(valencia.validFromText).toBe('1 de enero de 2024');
	});
});
