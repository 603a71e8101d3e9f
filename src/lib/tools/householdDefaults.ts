/**
 * The household form of the viability and maximum price tools and its defaults, on their own so
 * a page that only links to those tools (the document analysis) does not load the tools.
 */

/** Raw text of the household form shared by the viability and maximum price tools. */
export type HouseholdForm = Record<
	| 'ingresos1'
	| 'ingresos2'
	| 'edad1'
	| 'edad2'
	| 'deudas'
	| 'ahorro'
	| 'plazo'
	| 'tipo'
	| 'precio'
	| 'provincia'
	| 'vivienda'
	| 'primera'
	| 'hijos',
	string
>;

/** A key of the household form. */
export type HouseholdKey = keyof HouseholdForm;

/** Defaults shared by both tools (the price is only read by the viability tool). */
export const householdDefaults: HouseholdForm = {
	ingresos1: '2.200',
	ingresos2: '',
	edad1: '32',
	edad2: '',
	deudas: '0',
	ahorro: '45.000',
	plazo: '30',
	tipo: '3',
	precio: '220.000',
	provincia: 'madrid',
	vivienda: 'resale',
	primera: 'si',
	hijos: 'no',
};
