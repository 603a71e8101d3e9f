import type { DocumentKind } from './kinds.ts';

/** How a field's text is read back: euros, a percentage, years, a date or free text. */
export type FieldType = 'money' | 'percent' | 'years' | 'date' | 'text';

/** A field shown for correction after reading a document. */
export interface FieldDef {
	key: string;
	label: string;
	type: FieldType;
}

/** The fields of each kind of document, in the order they are shown. */
export const fieldsByKind: Record<DocumentKind, readonly FieldDef[]> = {
	nomina: [
		{ key: 'empresa', label: 'Empresa', type: 'text' },
		{ key: 'bruto', label: 'Salario bruto del mes', type: 'money' },
		{ key: 'neto', label: 'Salario neto del mes (líquido a percibir)', type: 'money' },
		{ key: 'antiguedad', label: 'Antigüedad en la empresa (fecha)', type: 'date' },
	],
	oferta: [
		{ key: 'importe', label: 'Importe del préstamo', type: 'money' },
		{ key: 'tin', label: 'TIN', type: 'percent' },
		{ key: 'tae', label: 'TAE que indica el banco', type: 'percent' },
		{ key: 'plazo', label: 'Plazo', type: 'years' },
		{ key: 'comision', label: 'Comisión de apertura', type: 'money' },
		{ key: 'gastos', label: 'Tasación y otros gastos a tu cargo', type: 'money' },
		{ key: 'vinculados', label: 'Productos vinculados', type: 'text' },
	],
	'nota-simple': [
		{ key: 'titular', label: 'Titular', type: 'text' },
		{ key: 'cargas', label: 'Cargas', type: 'text' },
	],
	renta: [
		{ key: 'ejercicio', label: 'Ejercicio', type: 'text' },
		{ key: 'ingresos', label: 'Ingresos anuales (base imponible general)', type: 'money' },
	],
};

/** Values of a document's fields as editable text; '' when not found. */
export type FieldValues = Record<string, string>;
