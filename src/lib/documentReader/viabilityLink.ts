import { householdDefaults } from '../tools/householdDefaults.ts';
import { toolHref } from '../tools/catalog.ts';
import { readNumber } from '../tools/fields.ts';
import { writeParams } from '../tools/urlState.ts';
import type { DocumentKind } from './kinds.ts';
import type { FieldValues } from './fields.ts';

/**
 * The viability calculator pre-filled (through its URL state) with the monthly income a document
 * shows: a payslip's net pay, or a tax return's annual income spread over twelve months. Null
 * when the document has no readable income.
 */
export function viabilityHref(kind: DocumentKind, values: FieldValues): string | null {
	const raw =
		kind === 'nomina' ? values['neto'] : kind === 'renta' ? values['ingresos'] : undefined;
	if (raw === undefined) return null;
	const parsed = readNumber(raw);
	if (!parsed.ok || parsed.value <= 0) return null;
	const monthly = kind === 'renta' ? parsed.value / 12 : parsed.value;
	const search = writeParams(
		'',
		'viabilidad',
		{ ingresos1: String(Math.round(monthly)) },
		{ ingresos1: householdDefaults.ingresos1 },
	);
	const [path, hash] = toolHref('viabilidad').split('#');
	return `${path}${search}#${hash}`;
}
