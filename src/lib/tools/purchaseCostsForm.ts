import { safePurchaseCosts, type PurchaseCosts } from '../mortgage/purchaseCosts.ts';
import { readNumber, readNumbers } from './fields.ts';
import { errorsFor } from './formErrors.ts';
import type { ExtraCondition, ExtraConditions } from './purchaseCostsConditions.ts';
import { purchaseCostsFields } from './purchaseCostsTool.ts';

/**
 * The purchase costs form as text (so it round-trips through the URL) and its reading into the
 * engine's input: numbers the Spanish way, Spanish messages keyed by field, nothing lost.
 */

const numericKeys = ['precio', 'prestamo', 'discapacidad'] as const;
const secondBuyerNumericKeys = ['parte1', 'parte2', 'discapacidad2'] as const;
/** Fields that must hold a number. */
export type NumericKey = (typeof numericKeys)[number] | (typeof secondBuyerNumericKeys)[number];
const optionalKeys = ['edad', 'referencia', 'ingresosAnuales'] as const;
const secondBuyerOptionalKeys = ['edad2', 'ingresos2'] as const;
/** Fields that may be left empty. */
export type OptionalKey =
	| (typeof optionalKeys)[number]
	| (typeof secondBuyerOptionalKeys)[number]
	/** Questions asked only where a rule of the province uses them, holding a number. */
	| 'hijos'
	| 'patrimonio'
	| 'miembros';
/** Yes/no questions, stored as 'si' / 'no'. */
export type CheckKey =
	| 'habitual'
	| 'primera'
	| 'numerosa'
	| 'monoparental'
	| 'vpo'
	| 'discapacidadFamiliar'
	| 'residencia'
	| 'municipio'
	| 'pareja';
/** Every field of the form. */
export type PurchaseCostsKey =
	NumericKey | OptionalKey | CheckKey | 'provincia' | 'vivienda' | 'compradores';

/** What the form shows first. */
export const purchaseCostsDefaults: Record<PurchaseCostsKey, string> = {
	precio: '250.000',
	prestamo: '200.000',
	discapacidad: '0',
	edad: '',
	referencia: '',
	ingresosAnuales: '',
	compradores: '1',
	parte1: '50',
	parte2: '50',
	edad2: '',
	discapacidad2: '0',
	ingresos2: '',
	provincia: 'madrid',
	vivienda: 'resale',
	habitual: 'si',
	primera: 'no',
	numerosa: 'no',
	monoparental: 'no',
	vpo: 'no',
	hijos: '',
	patrimonio: '',
	miembros: '',
	discapacidadFamiliar: 'no',
	residencia: 'no',
	municipio: 'no',
	pareja: 'no',
};

/** The result of reading the form: the costs, or the message of each field that is wrong. */
export interface PurchaseCostsOutcome {
	costs?: PurchaseCosts;
	errors: Partial<Record<PurchaseCostsKey, string>>;
}

const yes = (value: string) => value === 'si';

/**
 * Reads the form and computes the costs. The extra questions count only when `extra` says the
 * province uses them, so an answer left from another province never changes the result.
 */
export function readPurchaseCostsForm(
	values: Record<PurchaseCostsKey, string>,
	extra: ExtraConditions,
): PurchaseCostsOutcome {
	const two = values.compradores === '2';
	const asked = (field: ExtraCondition) => extra.fields.includes(field);
	const parsed = readNumbers<NumericKey>(values, [
		...numericKeys,
		...(two ? secondBuyerNumericKeys : []),
	]);
	const errors: Partial<Record<PurchaseCostsKey, string>> = parsed.ok ? {} : { ...parsed.errors };
	const optional: Partial<Record<OptionalKey, number>> = {};
	const extraNumbers = [
		...(asked('hijos') ? (['hijos'] as const) : []),
		...(asked('patrimonio') ? (['patrimonio', 'miembros'] as const) : []),
	];
	for (const key of [...optionalKeys, ...(two ? secondBuyerOptionalKeys : []), ...extraNumbers]) {
		if (values[key].trim() === '') continue;
		const value = readNumber(values[key]);
		if (value.ok) optional[key] = value.value;
		else errors[key] = value.message;
	}
	if (!parsed.ok || Object.keys(errors).length > 0) return { errors };
	const v = parsed.values;
	const isNew = values.vivienda === 'new';
	const person = (age?: number, income?: number) => ({
		...(age === undefined ? {} : { age }),
		...(income === undefined ? {} : { annualIncome: income }),
	});
	const first = {
		...person(optional.edad, optional.ingresosAnuales),
		disabilityPercent: v.discapacidad,
	};
	const maybe = <T>(on: boolean, value: T | undefined) =>
		on && value !== undefined ? value : undefined;
	const household = {
		habitual: yes(values.habitual),
		firstHome: yes(values.primera),
		largeFamily: yes(values.numerosa),
		singleParent: yes(values.monoparental),
		...dropUndefined({
			childrenCount: maybe(asked('hijos'), optional.hijos),
			wealth: maybe(asked('patrimonio'), optional.patrimonio),
			familyMembers: maybe(asked('patrimonio'), optional.miembros),
			residenceYears:
				asked('residencia') && yes(values.residencia) ? extra.residenceYears : undefined,
			dependantDisability: asked('discapacidadFamiliar')
				? yes(values.discapacidadFamiliar)
				: undefined,
			spouses: asked('pareja') ? yes(values.pareja) : undefined,
		}),
	};
	const result = safePurchaseCosts({
		price: v.precio,
		provinceId: values.provincia,
		homeType: isNew ? 'new' : 'resale',
		loanAmount: v.prestamo,
		vpo: isNew && yes(values.vpo),
		raisedLimitTown: asked('municipio') && yes(values.municipio),
		...(optional.referencia === undefined ? {} : { referenceValue: optional.referencia }),
		buyer: { ...first, ...household },
		...(two
			? {
					buyers: [
						{ ...first, sharePercent: v.parte1 },
						{
							...person(optional.edad2, optional.ingresos2),
							disabilityPercent: v.discapacidad2,
							sharePercent: v.parte2,
						},
					],
				}
			: {}),
	});
	if (!result.ok)
		return { errors: errorsFor<PurchaseCostsKey>(result, purchaseCostsFields, 'precio') };
	return { costs: result.value, errors: {} };
}

/** The object without its undefined entries (the engine's optional fields must be absent). */
function dropUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
	return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
