import { describe, expect, it } from 'vitest';
import provinceData from '../../../content/data/provinces.json' with { type: 'json' };
import {
	communities,
	communityOfProvince,
	costItems,
	euribor,
	latestEuribor,
	pricePerM2Schema,
	provincePricePerM2,
	underwriting,
} from '../../../src/lib/mortgage/index.ts';

describe('data files', () => {
	it('cover every community used by the provinces, and only those', () => {
		const used = new Set(provinceData.map((p) => p.community));
		expect(new Set(communities.map((c) => c.id))).toEqual(used);
		for (const province of provinceData)
			expect(communityOfProvince(province.id)?.id).toBe(province.community);
	});

	it('date and source every tax block', () => {
		for (const c of communities) {
			for (const block of [c.resale, c.newBuild, c.ajd]) {
				expect(block.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
				expect(block.source.length).toBeGreaterThan(10);
			}
		}
	});

	it('flags the foral regimes and the indirect tax of Canarias, Ceuta and Melilla', () => {
		expect(communities.filter((c) => c.foral).map((c) => c.id)).toEqual(['navarra', 'pais-vasco']);
		expect(communities.find((c) => c.id === 'canarias')?.newBuild.tax).toBe('IGIC');
		expect(communities.find((c) => c.id === 'ceuta')?.newBuild.tax).toBe('IPSI');
	});

	it('keeps scales ordered with an open last bracket', () => {
		for (const c of communities) {
			const g = c.resale.general;
			if (g.kind !== 'scale') continue;
			const limits = g.brackets.map((b) => b.upTo);
			expect(limits.at(-1)).toBeNull();
			const finite = limits.slice(0, -1) as number[];
			expect(finite).toEqual(finite.toSorted((a, b) => a - b));
		}
	});

	it('has ICO price caps for all 19 communities and the Ley 5/2019 fee caps', () => {
		expect(Object.keys(underwriting.avalIco.maxPriceByCommunity).toSorted()).toEqual(
			communities.map((c) => c.id).toSorted(),
		);
		expect(underwriting.comisionesAmortizacion.fixed[0]?.percent).toBe(2);
		expect(underwriting.tasaEsfuerzo.maxPercent).toBe(35);
		expect(underwriting.ltv.habitualPercent).toBe(80);
	});

	it('lists every monthly Euribor average from January 1999 to July 2026, in order', () => {
		expect(latestEuribor()).toMatchObject({ month: '2026-07', ratePercent: 2.855 });
		expect(euribor[0]).toMatchObject({ month: '1999-01', ratePercent: 3.069 });
		// 1999-01 … 2026-07: 27 whole years and 7 months.
		expect(euribor.length).toBe(27 * 12 + 7);
		expect(costItems.get('ajd-prestamo')?.payer).toBe('banco');
	});
});

describe('provincePricePerM2', () => {
	it('gives every province its own dated MIVAU €/m², never a wider average', () => {
		expect(provincePricePerM2('madrid')).toMatchObject({
			value: 4089.6,
			period: '2026-T2',
			level: 'provincia',
			verified: false,
		});
		expect(provincePricePerM2('sevilla')?.value).toBe(1889.8);
		expect(provincePricePerM2('ceuta')?.value).toBe(2214.9);
		for (const province of provinceData)
			expect(provincePricePerM2(province.id)?.level).toBe('provincia');
		expect(provincePricePerM2('atlantida')).toBeUndefined();
		// A regional or national average is not a valid figure any more, nor an unknown field.
		const madrid = provincePricePerM2('madrid');
		expect(pricePerM2Schema.safeParse({ ...madrid, level: 'ccaa' }).success).toBe(false);
		expect(pricePerM2Schema.safeParse({ ...madrid, level: 'espana' }).success).toBe(false);
		expect(pricePerM2Schema.safeParse({ ...madrid, extra: 1 }).success).toBe(false);
		expect(pricePerM2Schema.safeParse({ ...madrid, value: 99_999 }).success).toBe(false);
	});
});
