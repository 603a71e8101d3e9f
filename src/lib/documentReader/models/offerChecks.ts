import { formatEuros } from '../../format/formatEuros.ts';
import { levelPayment } from '../../mortgage/monthlyPayment.ts';
import { doubt, type FieldReading, type Readings } from './reading.ts';
import { readMoney } from './values.ts';

/** Largest gap between the stated and the recomputed payment read as rounding, in euros. */
export const PAYMENT_TOLERANCE = 1;

/**
 * The FEIN's payment recomputed from its amount, term and TIN (French system, the engine's
 * levelPayment): a payment that does not match is flagged, with both figures in the note.
 */
export function checkOfferFields(fields: Readings): Readings {
	const amount = readMoney(fields['importe']?.value ?? '');
	const years = readMoney(fields['plazo']?.value ?? '');
	const tin = readMoney(fields['tin']?.value ?? '');
	const stated = readMoney(fields['cuota']?.value ?? '');
	if (amount === null || years === null || tin === null || stated === null) return fields;
	if (amount <= 0 || years <= 0 || years > 50 || tin < 0 || tin > 30) return fields;
	const computed = levelPayment(amount, tin, Math.round(years * 12));
	if (Math.abs(computed - stated) <= PAYMENT_TOLERANCE) return fields;
	return {
		...fields,
		cuota: doubt(
			fields['cuota'] as FieldReading,
			`Con ${formatEuros(amount)}, ${String(years).replace('.', ',')} años y el TIN indicado, la cuota sería ${formatEuros(computed)}: revisa el importe, el plazo, el TIN o la cuota.`,
		),
	};
}
