import { describe, expect, it } from 'vitest';
import { cityPageOf, cityPages, comparedSizes, deepDive } from '~/lib/places/cityPages.ts';
import { homeExample } from '~/lib/places/provinceExample.ts';
import { provinceFaqs } from '~/lib/places/provinceFaqs.ts';
import { taxSummary } from '~/lib/places/taxSummary.ts';

describe('dedicated city pages', () => {
	it('are the five cities of the specification', () => {
		expect(cityPages.map((c) => c.province).sort()).toEqual([
			'barcelona',
			'madrid',
			'malaga',
			'sevilla',
			'valencia',
		]);
		expect(cityPageOf('soria')).toBeUndefined();
	});

	it('compare sizes, new and resale costs and a young buyer', () => {
		const dive = deepDive('madrid');
		expect(dive.bySize.map((e) => e.areaM2)).toEqual([...comparedSizes]);
		expect(dive.bySize[0]!.price).toBeLessThan(dive.bySize[2]!.price);
		expect(dive.newBuildCosts).toBeGreaterThan(dive.resaleCosts);
		expect(dive.youngBuyerCosts).toBeLessThanOrEqual(dive.resaleCosts);
		// Madrid has no age-based ITP rate: art. 30 bis of DL 1/2010 helps any buyer of a main home
		// up to 250.000 € (the old expectation listed it as a youth rate, which was wrong).
		expect(dive.youngRules).toEqual([]);
		// Valencia's youth rates (Ley 13/1997, art. 13) are capped by value: listed even when not applied.
		expect(deepDive('valencia').youngRules.length).toBeGreaterThan(0);
	});
});

describe('provinceFaqs', () => {
	it('answers with the computed figures of the province', () => {
		const ex = homeExample('sevilla');
		const faqs = provinceFaqs('Sevilla', taxSummary('sevilla', ex.price), ex);
		expect(faqs).toHaveLength(4);
		expect(faqs[0]?.question).toContain('Sevilla');
		expect(faqs[2]?.answer).toContain(
			new Intl.NumberFormat('es-ES', { useGrouping: 'always', maximumFractionDigits: 0 }).format(
				ex.savingsNeeded,
			),
		);
		for (const faq of faqs) expect(faq.answer).not.toMatch(/NaN|undefined|Infinity/);
	});
});
