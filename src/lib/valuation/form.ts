import { readNumbers } from '../tools/fields.ts';
import { findMunicipality } from '../places/municipalities.ts';
import { provinces } from '../places/provinces.ts';
import { conditions, valuationTypes } from './coefficients.ts';
import {
	estimateValue,
	valuationInputSchema,
	type Valuation,
	type ValuationInput,
} from './estimate.ts';
import { conditionLabels, typeLabels, valuationMessages as m } from './messages.ts';

/** Raw text of the valuation form, as typed (kept on error so nothing is lost). */
export type ValuationForm = Record<
	| 'provincia'
	| 'municipio'
	| 'tipo'
	| 'superficie'
	| 'habitaciones'
	| 'estado'
	| 'planta'
	| 'ascensor'
	| 'terraza'
	| 'garaje'
	| 'anio',
	string
>;

/** A key of the valuation form. */
export type ValuationKey = keyof ValuationForm;

/** A typical flat in Madrid: what the form shows before anything is typed. */
export const valuationDefaults: ValuationForm = {
	provincia: 'madrid',
	municipio: '',
	tipo: 'piso',
	superficie: '85',
	habitaciones: '3',
	estado: 'buen_estado',
	planta: '2',
	ascensor: 'si',
	terraza: 'no',
	garaje: 'no',
	anio: '1990',
};

/** Input paths of the schema → form keys. */
const fieldOf: Record<keyof ValuationInput, ValuationKey> = {
	provinceId: 'provincia',
	municipalityIne: 'municipio',
	propertyType: 'tipo',
	areaM2: 'superficie',
	rooms: 'habitaciones',
	condition: 'estado',
	floor: 'planta',
	lift: 'ascensor',
	terrace: 'terraza',
	garage: 'garaje',
	yearBuilt: 'anio',
};

/** The form read and valued, or the Spanish message of each wrong field. */
export type ValuationOutcome =
	| {
			ok: true;
			input: ValuationInput;
			/** The municipality as saved: the list's name when it matched, else as typed. */
			municipality: string | null;
			/** Why the province's figure was used although a municipality was typed. */
			notice: string | null;
			valuation: Valuation;
	  }
	| { ok: false; errors: Partial<Record<ValuationKey, string>> };

/** Reads the form ("85", "1.990"…) and estimates the value; `year` is the current year. */
export function runValuation(form: ValuationForm, year: number): ValuationOutcome {
	const numbers = readNumbers(form, ['superficie', 'habitaciones', 'planta', 'anio'] as const);
	const errors: Partial<Record<ValuationKey, string>> = numbers.ok ? {} : { ...numbers.errors };
	const typed = form.municipio.trim();
	const provinceName = provinces.find((p) => p.id === form.provincia)?.name ?? '';
	const match = typed === '' ? null : findMunicipality(typed, form.provincia);
	if (typed !== '' && (typed.length < 2 || typed.length > 100)) errors.municipio = m.municipality;
	else if (match?.kind === 'elsewhere') {
		const other = provinces.find((p) => p.id === match.municipality.province)?.name ?? '';
		errors.municipio = m.municipalityElsewhere(match.municipality.name, other);
	}
	const found = match?.kind === 'found' ? match.municipality : undefined;
	if (!numbers.ok) return { ok: false, errors };
	const candidate = {
		provinceId: form.provincia,
		...(found ? { municipalityIne: found.ine } : {}),
		propertyType: form.tipo as ValuationInput['propertyType'],
		areaM2: numbers.values.superficie,
		rooms: numbers.values.habitaciones,
		condition: form.estado as ValuationInput['condition'],
		floor: numbers.values.planta,
		lift: form.ascensor === 'si',
		terrace: form.terraza === 'si',
		garage: form.garaje === 'si',
		yearBuilt: numbers.values.anio,
	};
	const parsed = valuationInputSchema.safeParse(candidate);
	if (!parsed.success) {
		for (const issue of parsed.error.issues) {
			const key = fieldOf[issue.path[0] as keyof ValuationInput];
			errors[key] ??= issue.message;
		}
	} else if (candidate.yearBuilt > year) errors.anio = m.year;
	if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
	return {
		ok: true,
		input: parsed.data,
		municipality: typed === '' ? null : (found?.name ?? typed),
		notice: typed !== '' && !found ? m.municipalityUnknown(typed, provinceName) : null,
		valuation: estimateValue(parsed.data, year),
	};
}

/** A row of the valuations table (user_id is filled in by the database from the session). */
export interface ValuationRow {
	province: string;
	municipality: string | null;
	property_type: ValuationInput['propertyType'];
	area_m2: number;
	rooms: number;
	year_built: number;
	condition: ValuationInput['condition'];
	estimated_value: number;
	min_value: number;
	max_value: number;
}

/** The row saved to the panel for a valued home. */
export function valuationRow(outcome: Extract<ValuationOutcome, { ok: true }>): ValuationRow {
	const { input, valuation } = outcome;
	return {
		province: input.provinceId,
		municipality: outcome.municipality,
		property_type: input.propertyType,
		area_m2: input.areaM2,
		rooms: input.rooms,
		year_built: input.yearBuilt,
		condition: input.condition,
		estimated_value: valuation.estimate,
		min_value: valuation.min,
		max_value: valuation.max,
	};
}

/** Options of the form's type select, with Spanish labels. */
export const typeOptions = valuationTypes.map((value) => ({ value, label: typeLabels[value] }));

/** Options of the form's condition select. */
export const conditionOptions = conditions.map((value) => ({
	value,
	label: conditionLabels[value],
}));
