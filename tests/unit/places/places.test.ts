import { describe, expect, it } from 'vitest';
import { monthlyPayment, provincePricePerM2 } from '~/lib/mortgage/index.ts';
import { cities, citiesOfProvince } from '~/lib/places/cities.ts';
import { examples } from '~/lib/places/examples.ts';
import { homeExample } from '~/lib/places/provinceExample.ts';
import { describeGeneralRate, taxSummary, topRateFor } from '~/lib/places/taxSummary.ts';
import { provinces } from '~/lib/places/provinces.ts';

describe('cities', () => {
	it('has a capital for every province and valid provinces', () => {
		for (const p of provinces) {
			const list = citiesOfProvince(p.id);
			expect(list.length, p.id).toBeGreaterThan(0);
			expect(list[0]?.capital, p.id).toBe(true);
		}
		expect(cities.find((c) => c.id === 'marbella')?.province).toBe('malaga');
	});
});

describe('taxSummary', () => {
	it('describes flat and scale ITP rates in Spanish', () => {
		expect(describeGeneralRate({ kind: 'flat', rate: 6 })).toBe('6\u00a0%');
		const scale = {
			kind: 'scale' as const,
			brackets: [
				{ upTo: 400_000, rate: 8 },
				{ upTo: null, rate: 9 },
			],
		};
		expect(describeGeneralRate(scale)).toBe('8\u00a0% hasta 400.000\u00a0€; 9\u00a0% por encima');
		expect(topRateFor(scale, 300_000)).toBe(8);
		expect(topRateFor(scale, 500_000)).toBe(9);
	});

	it('gives Madrid 6 % ITP, IVA on new homes and its reduced rates', () => {
		const madrid = taxSummary('madrid', 250_000);
		expect(madrid.itpGeneral).toBe('6\u00a0%');
		expect(madrid.newBuildTax).toBe('IVA');
		expect(madrid.newBuildRate).toBe(10);
		expect(madrid.itpReduced.length).toBeGreaterThan(0);
		expect(madrid.itpReduced.every((r) => r.conditions.length > 0)).toBe(true);
	});

	it('uses IGIC in the Canaries and the foral ITP of each Basque territory', () => {
		expect(taxSummary('tenerife', 200_000).newBuildTax).toBe('IGIC');
		expect(taxSummary('las-palmas', 200_000).newBuildTax).toBe('IGIC');
		expect(taxSummary('ceuta', 200_000).newBuildTax).toBe('IPSI');
		expect(() => taxSummary('atlantida', 1)).toThrow(/atlantida/);
	});

	it('lists source and validity date for ITP, the new-build tax and AJD', () => {
		expect(taxSummary('madrid', 250_000).sources.map((s) => s.tax)).toEqual(['ITP', 'IVA', 'AJD']);
		expect(taxSummary('tenerife', 200_000).sources.map((s) => s.tax)).toEqual([
			'ITP',
			'IGIC',
			'AJD',
		]);
		expect(taxSummary('melilla', 200_000).sources.map((s) => s.tax)).toEqual([
			'ITP',
			'IPSI',
			'AJD',
		]);
		const madrid = taxSummary('madrid', 250_000).sources;
		expect(madrid[0]?.validFromText).toBe('29 de noviembre de 2024');
		expect(madrid[0]?.source).toContain('art. 30 bis');
		expect(madrid[2]?.source).toContain('Decreto Legislativo 1/2010');
		expect(madrid[2]?.source).toContain('art. 32');
	});

	it('cites a law for every AJD rate, never only the 2018 press', () => {
		for (const p of provinces) {
			const ajd = taxSummary(p.id, 200_000).sources.find((s) => s.tax === 'AJD');
			expect(ajd?.source).toMatch(/Ley|Decreto|Normas? Forales?/);
			// A rate still resting on the 2018 press is marked «no verificado» with its reason.
			if (ajd?.source.includes('2018')) expect(ajd.unverified).toMatch(/no se ha podido leer/i);
		}
	});

	it("describes a whole-value scale such as Valencia's 11 % above 1 M€", () => {
		expect(taxSummary('valencia', 1_200_000).itpGeneral).toBe(
			'10\u00a0% si el valor no supera 1.000.000\u00a0€; 11\u00a0% sobre todo el valor si lo supera',
		);
	});
});

describe('homeExample', () => {
	it('prices the example home from the province €/m² and computes the mortgage', () => {
		const ex = homeExample('madrid');
		const ppm = provincePricePerM2('madrid')?.value ?? 0;
		expect(ex.price).toBe(Math.round((ppm * examples.areaM2) / 100) * 100);
		expect(ex.loan).toBe(Math.round((ex.price * examples.ltvPercent) / 100 / 100) * 100);
		expect(ex.payment).toBeCloseTo(
			monthlyPayment(ex.loan, examples.ratePercent, examples.years * 12),
			8,
		);
		expect(ex.totalInterest).toBeCloseTo(ex.payment * examples.years * 12 - ex.loan, 6);
		expect(ex.savingsNeeded).toBeCloseTo(ex.price - ex.loan + ex.costs.totals.buyer, 6);
		expect(ex.incomeNeeded).toBeCloseTo(ex.payment / (examples.effortPercent / 100), 8);
	});

	it('works for every province with finite figures', () => {
		for (const p of provinces) {
			const ex = homeExample(p.id);
			for (const value of [
				ex.price,
				ex.payment,
				ex.totalInterest,
				ex.savingsNeeded,
				ex.incomeNeeded,
			]) {
				expect(Number.isFinite(value), p.id).toBe(true);
				expect(value, p.id).toBeGreaterThan(0);
			}
		}
	});
});
