import type { FieldDef } from './fieldTypes.ts';

/**
 * The financial clauses of a mortgage deed, in the order a deed gives them: parties and date,
 * capital, term and first instalment, interest (initial rate, index, spread, revision and
 * reference month), bonuses and fees. Counts of months are plain numbers.
 */
export const deedFields: readonly FieldDef[] = [
	{ key: 'prestamista', label: 'Entidad prestamista', type: 'text' },
	{ key: 'fecha', label: 'Fecha de la escritura', type: 'date' },
	{ key: 'capital', label: 'Capital del préstamo', type: 'money' },
	{ key: 'plazo', label: 'Plazo (número de cuotas mensuales)', type: 'text' },
	{ key: 'primeraCuota', label: 'Mes de la primera cuota (mm/aaaa)', type: 'text' },
	{ key: 'tipo', label: 'Tipo de interés (fijo, variable o mixto)', type: 'text' },
	{ key: 'tinInicial', label: 'Tipo de interés inicial o fijo', type: 'percent' },
	{
		key: 'mesesTipoInicial',
		label: 'Meses al tipo inicial antes de la primera revisión',
		type: 'text',
	},
	{ key: 'indice', label: 'Índice de referencia', type: 'text' },
	{ key: 'diferencial', label: 'Diferencial sobre el índice', type: 'percent' },
	{ key: 'revision', label: 'Revisión del tipo (cada cuántos meses)', type: 'text' },
	{ key: 'mesReferencia', label: 'Mes del índice (meses antes de la revisión)', type: 'text' },
	{ key: 'bonificaciones', label: 'Bonificaciones', type: 'text' },
	{ key: 'comisionApertura', label: 'Comisión de apertura', type: 'text' },
	{ key: 'comisionAmortizacion', label: 'Comisión por amortización anticipada', type: 'percent' },
];

/** A bank's receipt of one mortgage instalment: the charge and its breakdown. */
export const receiptFields: readonly FieldDef[] = [
	{ key: 'entidad', label: 'Entidad', type: 'text' },
	{ key: 'fecha', label: 'Fecha del cargo', type: 'date' },
	{ key: 'numeroCuota', label: 'Número de la cuota', type: 'text' },
	{ key: 'totalCuotas', label: 'Número total de cuotas', type: 'text' },
	{ key: 'cuota', label: 'Importe de la cuota', type: 'money' },
	{ key: 'capitalAmortizado', label: 'Capital amortizado', type: 'money' },
	{ key: 'intereses', label: 'Intereses', type: 'money' },
	{ key: 'capitalPendiente', label: 'Capital pendiente tras el pago', type: 'money' },
	{ key: 'tipoAplicado', label: 'Tipo de interés aplicado', type: 'percent' },
	{ key: 'tipo', label: 'Tipo de interés (fijo o variable)', type: 'text' },
	{ key: 'diferencial', label: 'Diferencial sobre el índice', type: 'percent' },
];
