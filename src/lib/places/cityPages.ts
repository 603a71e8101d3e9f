import { z } from 'zod';
import cityPagesData from '../../../content/data/cityPages.json' with { type: 'json' };
import { purchaseCosts } from '../mortgage/index.ts';
import { provinces } from './provinces.ts';
import { examples } from './examples.ts';
import { homeExample, type HomeExample } from './provinceExample.ts';
import { taxSummary } from './taxSummary.ts';

const provinceIds = provinces.map((p) => p.id) as [string, ...string[]];

/** The five dedicated city pages: richer versions of their province page (same slug). */
export const cityPageSchema = z
	.object({
		province: z.enum(provinceIds).describe('Provincia cuya página se amplía.'),
		lead: z.string().min(60).describe('Entradilla propia de la ciudad, sin cifras inventadas.'),
	})
	.strict();

/** Dedicated city pages, validated. */
export const cityPages = z.array(cityPageSchema).parse(cityPagesData);

/** The dedicated page data of a province, if it has one. */
export function cityPageOf(provinceId: string) {
	return cityPages.find((c) => c.province === provinceId);
}

/** Sizes compared on dedicated pages, in m². */
export const comparedSizes = [60, 90, 120] as const;

/** Extra worked figures of a dedicated page, all from the engine. */
export interface DeepDive {
	bySize: HomeExample[];
	/** Buyer's costs of the example home as resale and as new build. */
	resaleCosts: number;
	newBuildCosts: number;
	/** Buyer's costs for a buyer of examples.buyerAge buying a first, habitual home. */
	youngBuyerCosts: number;
	youngBuyerRule: string | null;
	/** Age-based reduced ITP rates of the province, applied or not to the example home. */
	youngRules: { label: string; conditions: string[] }[];
}

/** Sizes, new vs resale and a young buyer's taxes for a province's example home. */
export function deepDive(provinceId: string): DeepDive {
	const base = homeExample(provinceId);
	const young = purchaseCosts({
		price: base.price,
		provinceId,
		homeType: 'resale',
		loanAmount: base.loan,
		buyer: {
			age: examples.buyerAge,
			habitual: true,
			firstHome: true,
			largeFamily: false,
			singleParent: false,
			disabilityPercent: 0,
		},
	});
	const itp = young.lines.find((l) => l.id === 'itp');
	const generalRule = base.costs.lines.find((l) => l.id === 'itp')?.rule?.id;
	return {
		bySize: comparedSizes.map((areaM2) => homeExample(provinceId, { areaM2 })),
		resaleCosts: base.costs.totals.buyer,
		newBuildCosts: homeExample(provinceId, { homeType: 'new' }).costs.totals.buyer,
		youngBuyerCosts: young.totals.buyer,
		youngBuyerRule: itp?.rule && itp.rule.id !== generalRule ? itp.rule.label : null,
		youngRules: taxSummary(provinceId, base.price)
			.itpReduced.filter((r) => r.conditions.some((c) => /años/.test(c)))
			.map(({ label, conditions }) => ({ label, conditions })),
	};
}
