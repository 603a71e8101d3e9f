import { z } from 'zod';
import communityData from '../../../content/data/communities.json' with { type: 'json' };
import costData from '../../../content/data/purchase-costs.json' with { type: 'json' };
import euriborData from '../../../content/data/euribor.json' with { type: 'json' };
import provinceData from '../../../content/data/provinces.json' with { type: 'json' };
import underwritingData from '../../../content/data/underwriting.json' with { type: 'json' };
import { communitySchema } from './dataSchemas.ts';
import { costItemSchema, euriborSchema, underwritingSchema } from './lendingSchemas.ts';

/** A community with its purchase taxes (communities.json). */
export type Community = z.infer<typeof communitySchema>;
/** A purchase or loan cost item (purchase-costs.json). */
export type CostItem = z.infer<typeof costItemSchema>;
/** A monthly Euribor average (euribor.json). */
export type EuriborMonth = z.infer<typeof euriborSchema>;
/** Lending rules (underwriting.json). */
export type Underwriting = z.infer<typeof underwritingSchema>;

/** Reference €/m² of a province (MIVAU appraisal value; community or national figure when no provincial one). */
export const pricePerM2Schema = z
	.object({
		value: z.number().positive().describe('Euros por metro cuadrado.'),
		period: z
			.string()
			.regex(/^\d{4}-T[1-4]$/)
			.describe('Trimestre del dato, AAAA-Tn.'),
		level: z.enum(['provincia', 'ccaa', 'espana']).describe('Ámbito real del dato.'),
		source: z.string().min(10).describe('Estadística, ámbito y dónde se publicó.'),
	})
	.strict();

/** Price per m² of a province as stored in provinces.json. */
export type PricePerM2 = z.infer<typeof pricePerM2Schema>;

const provinceSchema = z.looseObject({
	id: z.string(),
	name: z.string(),
	community: z.string(),
	pricePerM2: pricePerM2Schema.optional(),
});

/** All communities and autonomous cities, validated. */
export const communities: readonly Community[] = z
	.array(communitySchema)
	.length(19)
	.parse(communityData);
/** Cost items keyed by id. */
export const costItems: ReadonlyMap<string, CostItem> = new Map(
	z
		.array(costItemSchema)
		.parse(costData)
		.map((item) => [item.id, item]),
);
/** Euribor 12M monthly averages, oldest first. */
export const euribor: readonly EuriborMonth[] = z
	.array(euriborSchema)
	.parse(euriborData)
	.toSorted((a, b) => a.month.localeCompare(b.month));
/** Underwriting rules and legal caps. */
export const underwriting: Underwriting = underwritingSchema.parse(underwritingData);

const provinces = z.array(provinceSchema).parse(provinceData);
const communityById = new Map(communities.map((c) => [c.id, c]));

/** Ids of the 52 provinces, for input schemas. */
export const provinceIds = provinces.map((p) => p.id) as [string, ...string[]];

/** The community a province belongs to, or undefined for an unknown id. */
export function communityOfProvince(provinceId: string): Community | undefined {
	const province = provinces.find((p) => p.id === provinceId);
	return province ? communityById.get(province.community) : undefined;
}

/** A cost item by id; throws if the data file lost it (a build-time error, not user input). */
export function costItem(id: string): CostItem {
	const item = costItems.get(id);
	if (!item) throw new Error(`purchase-costs.json: falta la partida «${id}».`);
	return item;
}

/** Reference €/m² of a province, or undefined for an unknown id or missing figure. */
export function provincePricePerM2(provinceId: string): PricePerM2 | undefined {
	return provinces.find((p) => p.id === provinceId)?.pricePerM2;
}

/** The latest Euribor 12M monthly average. */
export function latestEuribor(): EuriborMonth {
	const last = euribor.at(-1);
	if (!last) throw new Error('euribor.json está vacío.');
	return last;
}
