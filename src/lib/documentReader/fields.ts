import type { DocumentKind } from './kinds.ts';
import type { FieldDef } from './fieldTypes.ts';
import { deedFields, receiptFields } from './loanFields.ts';

export type { FieldDef, FieldType } from './fieldTypes.ts';

/**
 * The fields of each kind of document, in the order they are shown: the payslip by the official
 * model (Orden ESS/2098/2014), the offer by the FEIN's sections (Ley 5/2019, Anexo I), the tax
 * return by concept and the land-registry note by what a bank checks.
 */
export const fieldsByKind: Record<DocumentKind, readonly FieldDef[]> = {
	nomina: [
		{ key: 'empresa', label: 'Empresa', type: 'text' },
		{ key: 'cif', label: 'CIF de la empresa', type: 'text' },
		{ key: 'trabajador', label: 'Trabajador', type: 'text' },
		{ key: 'periodo', label: 'Periodo (mes/año)', type: 'text' },
		{ key: 'bruto', label: 'Salario bruto del mes (total devengado)', type: 'money' },
		{ key: 'deducciones', label: 'Total deducciones', type: 'money' },
		{ key: 'neto', label: 'Salario neto del mes (líquido a percibir)', type: 'money' },
		{ key: 'antiguedad', label: 'Antigüedad en la empresa (fecha)', type: 'date' },
		{ key: 'prorrata', label: 'Pagas extra prorrateadas', type: 'text' },
	],
	oferta: [
		{ key: 'importe', label: 'Importe del préstamo', type: 'money' },
		{ key: 'plazo', label: 'Plazo', type: 'years' },
		{ key: 'tipo', label: 'Tipo de interés (fijo, variable o mixto)', type: 'text' },
		{ key: 'tin', label: 'TIN', type: 'percent' },
		{ key: 'tinSinBonificar', label: 'TIN sin bonificaciones', type: 'percent' },
		{ key: 'anosFijo', label: 'Años a tipo fijo (mixtas)', type: 'years' },
		{ key: 'diferencial', label: 'Diferencial sobre el Euríbor', type: 'percent' },
		{ key: 'tae', label: 'TAE que indica el banco', type: 'percent' },
		{ key: 'cuota', label: 'Cuota mensual que indica el banco', type: 'money' },
		{ key: 'comision', label: 'Comisión de apertura', type: 'money' },
		{ key: 'gastos', label: 'Tasación y otros gastos a tu cargo', type: 'money' },
		{ key: 'amortizacion', label: 'Comisión por amortización anticipada', type: 'percent' },
		{ key: 'vinculados', label: 'Productos vinculados', type: 'text' },
		{ key: 'costeVinculados', label: 'Coste anual de los productos vinculados', type: 'money' },
	],
	'nota-simple': [
		{ key: 'titular', label: 'Titulares', type: 'text' },
		{ key: 'finca', label: 'Finca registral', type: 'text' },
		{ key: 'cargas', label: 'Cargas', type: 'text' },
		{ key: 'acreedor', label: 'Acreedor de la hipoteca', type: 'text' },
		{ key: 'refCatastral', label: 'Referencia catastral', type: 'text' },
		{ key: 'superficie', label: 'Superficie', type: 'area' },
		{ key: 'vpo', label: 'Limitaciones de vivienda protegida', type: 'text' },
		{ key: 'fechaNota', label: 'Fecha de la nota simple', type: 'date' },
	],
	renta: [
		{ key: 'ejercicio', label: 'Ejercicio', type: 'text' },
		{ key: 'ingresos', label: 'Ingresos anuales (base imponible general)', type: 'money' },
		{ key: 'trabajo', label: 'Rendimiento neto del trabajo', type: 'money' },
		{ key: 'cuota', label: 'Cuota resultante de la autoliquidación', type: 'money' },
	],
	escritura: deedFields,
	'recibo-hipoteca': receiptFields,
};

/** Values of a document's fields as editable text; '' when not found. */
export type FieldValues = Record<string, string>;
