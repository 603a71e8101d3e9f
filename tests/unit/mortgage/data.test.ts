import { describe, expect, it } from 'vitest';
import provinceData from '../../../content/data/provinces.json' with { type: 'json' };
import {
	communities,
	communityOfProvince,
	costItems,
	euribor,
	latestEuribor,
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

	it('lists monthly Euribor averages in order, last one February 2026', () => {
		expect(latestEuribor()).toMatchObject({ month: '2026-02', ratePercent: 2.221 });
		expect(euribor.length).toBeGreaterThanOrEqual(24);
		expect(costItems.get('ajd-prestamo')?.payer).toBe('banco');
	});
});

describe('provincePricePerM2', () => {
	it('gives every province a dated €/m² and says when it is not provincial', () => {
		expect(provincePricePerM2('madrid')).toMatchObject({
			value: 3902.3,
			period: '2025-T4',
			level: 'ccaa',
		});
		expect(provincePricePerM2('sevilla')?.level).toBe('espana');
		for (const province of provinceData)
			expect(provincePricePerM2(province.id)?.value).toBeGreaterThan(0);
		expect(provincePricePerM2('atlantida')).toBeUndefined();
	});
});
