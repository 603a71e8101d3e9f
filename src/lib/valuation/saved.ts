import { formatNumber } from '../format/index.ts';
import { writeParams } from '../tools/urlState.ts';
import {
	valuationDefaults,
	type ValuationForm,
	type ValuationKey,
	type ValuationOutcome,
} from './form.ts';
import { valuationPlace, valuationPropertyTypes } from './savedLabels.ts';

/**
 * Saved valuations in Mi Panel: the inputs saved with each (normalised, so the same home typed
 * twice is the same inputs), the link that reopens them in the tool and the line's title.
 */

/** Where a valuation is made (its URL state namespace is `valoracion`). */
export const valuationPath = '/valoracion-inmueble';
const namespace = 'valoracion';

/** A number as the form reads it back: es-ES decimal comma, no thousands dots. */
const asTyped = (n: number) => String(n).replace('.', ',');
const yesNo = (b: boolean) => (b ? 'si' : 'no');

/**
 * The form values of a valued home, normalised: «85,0» and «85» save the same inputs, and the
 * municipality is the list's spelling when it matched.
 */
export function valuationInputs(outcome: Extract<ValuationOutcome, { ok: true }>): ValuationForm {
	const i = outcome.input;
	return {
		provincia: i.provinceId,
		municipio: outcome.municipality ?? '',
		tipo: i.propertyType,
		superficie: asTyped(i.areaM2),
		habitaciones: asTyped(i.rooms),
		estado: i.condition,
		planta: asTyped(i.floor),
		ascensor: yesNo(i.lift),
		terraza: yesNo(i.terrace),
		garaje: yesNo(i.garage),
		anio: asTyped(i.yearBuilt),
	};
}

/** The saved inputs' form values that are strings of at most 200 characters, else the default. */
function formOf(inputs: unknown): ValuationForm {
	const form = { ...valuationDefaults };
	if (inputs === null || typeof inputs !== 'object') return form;
	for (const key of Object.keys(form) as ValuationKey[]) {
		const value = (inputs as Record<string, unknown>)[key];
		if (typeof value === 'string' && value.length <= 200) form[key] = value;
	}
	return form;
}

/**
 * The tool's URL with a saved valuation's inputs, or with what the row's columns hold when it
 * predates saved inputs (province, municipality, type, area, rooms, condition, year).
 */
export function valuationHref(row: {
	inputs: unknown;
	province: string;
	municipality: string | null;
	property_type: string;
	area_m2: number;
	rooms: number | null;
	condition: string | null;
	year_built: number | null;
}): string {
	const form =
		row.inputs !== null
			? formOf(row.inputs)
			: formOf({
					provincia: row.province,
					municipio: row.municipality ?? '',
					tipo: row.property_type,
					superficie: asTyped(row.area_m2),
					...(row.rooms !== null ? { habitaciones: asTyped(row.rooms) } : {}),
					...(row.condition !== null ? { estado: row.condition } : {}),
					...(row.year_built !== null ? { anio: asTyped(row.year_built) } : {}),
				});
	return `${valuationPath}${writeParams('', namespace, form, valuationDefaults)}`;
}

/** The line's title: the name the person gave it, else «Piso de 85 m² en Getafe, Madrid». */
export function valuationTitle(
	row: {
		name: string | null;
		property_type: string;
		area_m2: number;
		province: string;
		municipality: string | null;
	},
	provinceNames: Readonly<Record<string, string>>,
): string {
	if (row.name) return row.name;
	const type = valuationPropertyTypes[row.property_type] ?? row.property_type;
	return `${type} de ${formatNumber(row.area_m2)} m² en ${valuationPlace(row, provinceNames)}`;
}
