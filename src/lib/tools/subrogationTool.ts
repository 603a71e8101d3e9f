import type { SubrogationResult } from '../mortgage/subrogation.ts';
import type { CsvCell } from './csv.ts';

/** Engine input paths → form keys of the change-of-bank tool. */
export const subrogationFields = {
	balance: 'pendiente',
	remainingMonths: 'meses',
	currentRatePercent: 'tipoActual',
	monthsSinceSigning: 'antiguedad',
	newRatePercent: 'tipoNuevo',
	newMonths: 'mesesNuevos',
	costs: 'gastos',
} as const;

/** Header of the comparison table and its CSV. */
export const subrogationHeader = ['Concepto', 'Hipoteca actual (€)', 'Con el cambio (€)'];

const cents = (n: number) => Math.round(n * 100) / 100;

/** Rows comparing the current mortgage with the new terms, plus the one-off costs. */
export function subrogationRows(r: SubrogationResult): CsvCell[][] {
	return [
		['Cuota mensual', cents(r.currentPayment), cents(r.newPayment)],
		['Total que queda por pagar (con gastos)', cents(r.currentTotal), cents(r.newTotal)],
		['Comisión al banco actual', 0, cents(r.fee.amount)],
		['Gastos a tu cargo', 0, cents(r.upfrontCosts - r.fee.amount)],
	];
}

/** Verdict: is the change worth it, and when the costs are recovered. */
export function subrogationVerdict(r: SubrogationResult, kind: 'subrogacion' | 'novacion'): string {
	const name = kind === 'novacion' ? 'La novación' : 'El cambio de banco';
	if (r.totalSaving <= 0) return `${name} no compensa: pagarías lo mismo o más en total.`;
	if (r.breakEvenMonth === null)
		return `${name} ahorra intereses, pero los gastos no se recuperan en el plazo.`;
	if (r.breakEvenMonth <= 1) return `${name} compensa desde el primer mes.`;
	return `${name} compensa: recuperas los gastos en el mes ${r.breakEvenMonth}.`;
}
