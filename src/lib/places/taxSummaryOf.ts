import type { Community } from '../mortgage/tables.ts';
import { describeConditions } from '../mortgage/taxRules.ts';
import { formatDate, formatEuros, formatPercent } from '../format/index.ts';

type GeneralRate = Community['resale']['general'];
type ReducedRate = Community['resale']['reduced'][number];

/** The article a figure comes from, as pages link it. */
export interface LawLink {
	/** «Ley 5/2021 …, art. 43.1.a». */
	text: string;
	/** The consolidated text opened at the article. */
	url: string;
}

/** A reduced rate as pages list it. */
export interface ReducedRateSummary {
	label: string;
	ratePercent: number;
	conditions: string[];
	note?: string | undefined;
	/** The article that sets it, when it was read in the law. */
	law?: LawLink | undefined;
	/** Why it could not be checked in its law: pages show «no verificado» with this reason. */
	unverified?: string | undefined;
}

/** Where a tax figure comes from and since when it is in force, as pages show it. */
export interface TaxSource {
	tax: 'ITP' | 'IVA' | 'IGIC' | 'IPSI' | 'AJD';
	source: string;
	/** ISO date and its Spanish long form ("1 de enero de 2025"). */
	validFrom: string;
	validFromText: string;
	note?: string | undefined;
	/** The article that sets the general rate, when it was read in the law. */
	law?: LawLink | undefined;
	/** Why the figure could not be checked in its law («no verificado»). */
	unverified?: string | undefined;
}

/** The purchase taxes of a province, ready for a page. */
export interface TaxSummary {
	community: Community;
	/** ITP of resale homes: the general rate in words, e.g. "6 %" or a scale. */
	itpGeneral: string;
	/** The general ITP rate for a home of `price` (flat rate or the bracket it falls in). */
	itpTopRate: number;
	itpReduced: ReducedRateSummary[];
	itpSource: string;
	itpValidFrom: string;
	newBuildTax: 'IVA' | 'IGIC' | 'IPSI';
	newBuildRate: number;
	newBuildReduced: ReducedRateSummary[];
	ajdRate: number;
	/** AJD in words: "1,5 %", or its scale when the law sets one by value. */
	ajdGeneral: string;
	ajdReduced: ReducedRateSummary[];
	ajdSource: string;
	/** Source, validity date and note of every tax: ITP, the new-build tax (IVA, IGIC or IPSI) and AJD. */
	sources: TaxSource[];
}

const pct = (rate: number) => formatPercent(rate, { maxDecimals: 2 });

/** The general ITP in words: "6 %" or "8 % hasta 400.000 €; 9 % hasta 700.000 €; 10 % por encima". */
export function describeGeneralRate(general: GeneralRate): string {
	if (general.kind === 'flat') return pct(general.rate);
	if (general.kind === 'whole')
		return general.brackets
			.map((b, i) => {
				if (b.upTo !== null)
					return `${pct(b.rate)} si el valor no supera ${formatEuros(b.upTo, { decimals: 0 })}`;
				return i === 0 ? pct(b.rate) : `${pct(b.rate)} sobre todo el valor si lo supera`;
			})
			.join('; ');
	return general.brackets
		.map((b, i) => {
			if (b.upTo !== null) return `${pct(b.rate)} hasta ${formatEuros(b.upTo, { decimals: 0 })}`;
			return i === 0 ? pct(b.rate) : `${pct(b.rate)} por encima`;
		})
		.join('; ');
}

/** The highest marginal rate a home of `price` reaches (the flat rate when there is no scale). */
export function topRateFor(general: GeneralRate, price: number): number {
	if (general.kind === 'flat') return general.rate;
	const bracket = general.brackets.find((b) => b.upTo === null || price <= b.upTo);
	return (bracket ?? general.brackets.at(-1))?.rate ?? 0;
}

type LegalRef = NonNullable<ReducedRate['law']>;

/** «Ley …, art. 43.1.a» and its link, or undefined without a reference. */
export function lawLink(ref: LegalRef | undefined): LawLink | undefined {
	return ref ? { text: `${ref.law}, ${ref.article}`, url: ref.url } : undefined;
}

function summarise(rule: ReducedRate): ReducedRateSummary {
	return {
		label: rule.label,
		ratePercent: rule.rate,
		conditions: describeConditions(rule),
		note: rule.note,
		law: lawLink(rule.law),
		unverified: rule.unverified,
	};
}

function taxSource(
	tax: TaxSource['tax'],
	block: {
		source: string;
		validFrom: string;
		note?: string | undefined;
		law?: LegalRef | undefined;
		unverified?: string | undefined;
	},
): TaxSource {
	return {
		tax,
		source: block.source,
		validFrom: block.validFrom,
		validFromText: formatDate(new Date(`${block.validFrom}T12:00:00Z`)),
		note: block.note,
		law: lawLink(block.law),
		unverified: block.unverified,
	};
}

/**
 * The purchase taxes that apply in a province of `community` (foral territories use their own
 * ITP), from the tables given (taxSummary.ts reads them from content/data).
 */
export function taxSummaryOf(community: Community, provinceId: string, price: number): TaxSummary {
	const resale =
		community.provinceOverrides?.find((o) => o.provinceId === provinceId)?.resale ??
		community.resale;
	return {
		community,
		itpGeneral: describeGeneralRate(resale.general),
		itpTopRate: topRateFor(resale.general, price),
		itpReduced: resale.reduced.map(summarise),
		itpSource: resale.source,
		itpValidFrom: resale.validFrom,
		newBuildTax: community.newBuild.tax,
		newBuildRate: community.newBuild.rate,
		newBuildReduced: community.newBuild.reduced.map(summarise),
		ajdRate: community.ajd.rate,
		ajdGeneral: describeGeneralRate(
			community.ajd.general ?? { kind: 'flat', rate: community.ajd.rate },
		),
		ajdReduced: community.ajd.reduced.map(summarise),
		ajdSource: community.ajd.source,
		sources: [
			taxSource('ITP', resale),
			taxSource(community.newBuild.tax, community.newBuild),
			taxSource('AJD', community.ajd),
		],
	};
}
