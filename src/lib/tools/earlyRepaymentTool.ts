import { formatEuros } from '../format/index.ts';
import type { EarlyRepaymentResult } from '../mortgage/earlyRepayment.ts';
import { reasons } from '../mortgage/messages.ts';
import type { CsvCell } from './csv.ts';

/** Engine input paths → form keys of the early-repayment tool. */
export const earlyRepaymentFields = {
	balance: 'pendiente',
	annualRatePercent: 'tipo',
	remainingMonths: 'meses',
	amount: 'aportacion',
	monthsSinceSigning: 'antiguedad',
	rateType: 'tipoPrestamo',
	variableFeeOption: 'opcionComision',
} as const;

/** Header of the comparison table and its CSV. */
export const earlyRepaymentHeader = [
	'Opción',
	'Cuota mensual (€)',
	'Cuotas pendientes',
	'Intereses pendientes (€)',
	'Intereses ahorrados (€)',
	'Ahorro neto tras la comisión (€)',
];

const cents = (n: number) => Math.round(n * 100) / 100;

/** Rows: the loan as it is, reducing the term and reducing the instalment. */
export function earlyRepaymentRows(r: EarlyRepaymentResult): CsvCell[][] {
	return [
		[
			'Sin amortizar',
			cents(r.current.payment),
			String(r.current.months),
			cents(r.current.totalInterest),
			0,
			0,
		],
		[
			'Reducir plazo',
			cents(r.reduceTerm.payment),
			String(r.reduceTerm.months),
			cents(r.reduceTerm.totalInterest),
			cents(r.reduceTerm.interestSaved),
			cents(r.reduceTerm.netSaving),
		],
		[
			'Reducir cuota',
			cents(r.reducePayment.payment),
			String(r.reducePayment.months),
			cents(r.reducePayment.totalInterest),
			cents(r.reducePayment.interestSaved),
			cents(r.reducePayment.netSaving),
		],
	];
}

const bestText = { 'reduce-term': 'reducir plazo', 'reduce-payment': 'reducir cuota' } as const;

/**
 * The verdict sentence: which option saves more after the fee or, when neither saves anything,
 * why (at 0 % there is no interest to save; otherwise the fee eats the saving).
 */
export function earlyRepaymentVerdict(r: EarlyRepaymentResult, annualRatePercent: number): string {
	if (r.best === 'none') {
		return annualRatePercent === 0
			? reasons.noInterestAtZeroRate(r.fee.amount)
			: reasons.feeAboveSaving(
					r.fee.amount,
					Math.max(0, r.reduceTerm.interestSaved, r.reducePayment.interestSaved),
				);
	}
	const saving = r.best === 'reduce-term' ? r.reduceTerm.netSaving : r.reducePayment.netSaving;
	return `Te conviene ${bestText[r.best]}: ahorras ${formatEuros(saving, { decimals: 0 })} en intereses después de la comisión.`;
}

/** "x años y y meses" for a number of months. */
export function yearsAndMonths(months: number): string {
	const y = Math.floor(months / 12);
	const m = months % 12;
	const parts = [];
	if (y > 0) parts.push(`${y} ${y === 1 ? 'año' : 'años'}`);
	if (m > 0 || y === 0) parts.push(`${m} ${m === 1 ? 'mes' : 'meses'}`);
	return parts.join(' y ');
}
