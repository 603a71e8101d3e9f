import { communityOfProvince } from '../mortgage/data.ts';
import type { Community } from '../mortgage/tables.ts';

/**
 * The extra questions of the purchase costs tool. The common ones (age, main home, first home,
 * family, disability, income) are always asked; these are asked only where a rule of the
 * chosen province uses them, so a buyer answers only what changes the result.
 */
export type ExtraCondition =
	'hijos' | 'discapacidadFamiliar' | 'residencia' | 'patrimonio' | 'municipio' | 'pareja';

/** What the form needs to know to word a question: the years of residence a rule asks for. */
export interface ExtraConditions {
	fields: ExtraCondition[];
	/** Years of residence the rules require (the checkbox says «desde hace al menos N años»). */
	residenceYears: number;
	/** Community name, for the residence question. */
	communityName: string;
}

type Block = Community['resale'] | Community['ajd'];

/** The tax blocks that apply to a home type in a province (foral overrides included). */
function blocksFor(community: Community, provinceId: string, homeType: 'new' | 'resale'): Block[] {
	if (homeType === 'new') return [community.ajd];
	const override = community.provinceOverrides?.find((o) => o.provinceId === provinceId);
	return [override?.resale ?? community.resale];
}

/** The extra questions that change the taxes of this purchase; none for an unknown province. */
export function extraConditionsFor(
	provinceId: string,
	homeType: 'new' | 'resale',
	buyerCount: number,
): ExtraConditions {
	const community = communityOfProvince(provinceId);
	const none: ExtraConditions = { fields: [], residenceYears: 0, communityName: '' };
	if (!community) return none;
	const blocks = blocksFor(community, provinceId, homeType);
	const rules = blocks.flatMap((b) => b.reduced);
	const uses = (key: keyof (typeof rules)[number]['conditions']) =>
		rules.some((r) => r.conditions[key] !== undefined);
	const fields: ExtraCondition[] = [];
	if (uses('minChildren')) fields.push('hijos');
	if (uses('dependantDisability')) fields.push('discapacidadFamiliar');
	if (uses('minResidenceYears')) fields.push('residencia');
	if (uses('maxWealth')) fields.push('patrimonio');
	if (uses('raisedLimitTown')) fields.push('municipio');
	if (buyerCount > 1 && blocks.some((b) => b.spousesQualifyTogether === true))
		fields.push('pareja');
	const years = Math.max(0, ...rules.map((r) => r.conditions.minResidenceYears ?? 0));
	return { fields, residenceYears: years, communityName: community.name };
}
