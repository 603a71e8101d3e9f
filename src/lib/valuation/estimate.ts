import { z } from 'zod';
import { municipalityByIne } from '../places/municipalities.ts';
import { provinces, type PricePerM2 } from '../places/provinces.ts';
import { coefficients, conditions, valuationTypes, type Coefficients } from './coefficients.ts';
import { conditionLabels, typeLabels, valuationMessages as m } from './messages.ts';

/** Property types built in floors of a building, where floor and lift matter. */
const inBuilding = new Set<string>(['piso', 'atico', 'duplex', 'estudio']);

/** What the estimate needs to know about a home; ranges mirror the checks of `valuations`. */
export const valuationInputSchema = z.object({
	provinceId: z.enum(provinces.map((p) => p.id) as [string, ...string[]], { error: m.province }),
	/** INE code of the municipality, when it is one with its own MIVAU figure. */
	municipalityIne: z
		.string()
		.regex(/^\d{5}$/, { error: m.municipality })
		.optional(),
	propertyType: z.enum(valuationTypes, { error: m.propertyType }),
	areaM2: z.number({ error: m.area }).min(10, { error: m.area }).max(10000, { error: m.area }),
	rooms: z.number({ error: m.rooms }).int({ error: m.rooms }).min(0, { error: m.rooms }).max(50, {
		error: m.rooms,
	}),
	condition: z.enum(conditions, { error: m.condition }),
	/** Floor of the home: 0 is the ground floor. Ignored for houses. */
	floor: z.number({ error: m.floor }).int({ error: m.floor }).min(0, { error: m.floor }).max(60, {
		error: m.floor,
	}),
	lift: z.boolean(),
	terrace: z.boolean(),
	garage: z.boolean(),
	yearBuilt: z.number({ error: m.year }).int({ error: m.year }).min(1800, { error: m.year }),
});

/** A home to value. */
export type ValuationInput = z.infer<typeof valuationInputSchema>;

/** One correction of the €/m²: what it is for, its multiplier and why. */
export interface Adjustment {
	label: string;
	factor: number;
	why: string;
}

/** The estimate: a central value and a range, with every step that led to it. */
export interface Valuation {
	provinceName: string;
	/** Where the reference €/m² belongs: the municipality's name, or the province's. */
	placeName: string;
	/** The reference €/m² with its source, period and level (municipality or province). */
	reference: PricePerM2;
	/** Reference €/m² × area, before corrections. */
	baseValue: number;
	adjustments: Adjustment[];
	/** Product of every adjustment's factor. */
	totalFactor: number;
	/** €/m² after the corrections. */
	adjustedPricePerM2: number;
	/** Central estimate, rounded to 1.000 €. */
	estimate: number;
	min: number;
	max: number;
	/** Half width of the range, in percent of the estimate. */
	rangePercent: number;
}

const round1000 = (n: number) => Math.round(n / 1000) * 1000;

/** The band of `value` in a list sorted by its upper limit (null: no limit). */
function band<B extends { factor: number; why: string }>(
	bands: readonly B[],
	limit: (b: B) => number | null,
	value: number,
): B {
	const found = bands.find((b) => {
		const max = limit(b);
		return max === null || value <= max;
	});
	return found ?? (bands.at(-1) as B);
}

/** Corrections that apply to `input`, in the order they are shown; factor 1 ones are left out. */
function adjustmentsFor(input: ValuationInput, year: number, c: Coefficients): Adjustment[] {
	const out: Adjustment[] = [];
	const add = (label: string, factor: number, why: string) => {
		if (factor !== 1) out.push({ label, factor, why });
	};
	const type = c.propertyType[input.propertyType];
	add(`Tipo: ${typeLabels[input.propertyType]}`, type.factor, type.why);
	const condition = c.condition[input.condition];
	add(`Estado: ${conditionLabels[input.condition]}`, condition.factor, condition.why);
	const age = Math.max(0, year - input.yearBuilt);
	const ageBand = band(c.age, (b) => b.maxYears, age);
	add(`Antigüedad: ${age} años`, ageBand.factor, ageBand.why);
	const areaBand = band(c.area, (b) => b.maxM2, input.areaM2);
	add(`Superficie: ${input.areaM2} m²`, areaBand.factor, areaBand.why);
	if (inBuilding.has(input.propertyType)) {
		const f = c.floor;
		if (input.floor === 0) add('Planta baja', f.groundFactor, f.groundWhy);
		else if (!input.lift && input.floor >= f.highWithoutLiftFromFloor)
			add(`Planta ${input.floor} sin ascensor`, f.highWithoutLiftFactor, f.highWithoutLiftWhy);
		else if (input.lift && input.floor >= f.highWithLiftFromFloor)
			add(`Planta ${input.floor} con ascensor`, f.highWithLiftFactor, f.highWithLiftWhy);
	}
	if (input.terrace) add('Terraza', c.terrace.factor, c.terrace.why);
	if (input.garage) add('Plaza de garaje', c.garage.factor, c.garage.why);
	if (input.rooms > 0 && input.areaM2 / input.rooms < c.crampedRooms.maxM2PerRoom)
		add(
			`${input.rooms} habitaciones en ${input.areaM2} m²`,
			c.crampedRooms.factor,
			c.crampedRooms.why,
		);
	return out;
}

/**
 * Estimates a home's market value: the municipality's MIVAU appraisal value per m²
 * (municipalities.json) when it has one, else the province's (provinces.json) × built area × the product of the corrections of valuation.json, rounded to 1.000 €,
 * with a range of ± the data level's rangePercent. `year` is the current year (for the age).
 * Not an official appraisal. Throws a ZodError with Spanish messages on invalid input.
 */
export function estimateValue(
	raw: ValuationInput,
	year: number,
	c: Coefficients = coefficients,
): Valuation {
	const input = valuationInputSchema
		.refine((v) => v.yearBuilt <= year, { path: ['yearBuilt'], message: m.year })
		.parse(raw);
	const province = provinces.find((p) => p.id === input.provinceId);
	const municipality =
		input.municipalityIne === undefined ? undefined : municipalityByIne(input.municipalityIne);
	if (input.municipalityIne !== undefined && municipality?.province !== input.provinceId)
		throw new Error(m.municipality);
	const reference = municipality?.pricePerM2 ?? province?.pricePerM2;
	if (!province || !reference) throw new Error(m.noPrice);
	const adjustments = adjustmentsFor(input, year, c);
	const totalFactor = adjustments.reduce((product, a) => product * a.factor, 1);
	const adjustedPricePerM2 = reference.value * totalFactor;
	const exact = adjustedPricePerM2 * input.areaM2;
	const rangePercent = c.rangePercent[reference.level];
	return {
		provinceName: province.name,
		placeName: municipality?.name ?? province.name,
		reference,
		baseValue: reference.value * input.areaM2,
		adjustments,
		totalFactor,
		adjustedPricePerM2,
		estimate: round1000(exact),
		min: round1000(exact * (1 - rangePercent / 100)),
		max: round1000(exact * (1 + rangePercent / 100)),
		rangePercent,
	};
}
