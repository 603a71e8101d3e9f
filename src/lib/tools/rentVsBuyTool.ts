import type { RentVsBuyResult } from '../mortgage/rentVsBuy.ts';
import type { CsvCell } from './csv.ts';

/** Form keys of the rent-or-buy tool and the engine input path each one feeds. */
export const rentVsBuyFields = {
	price: 'precio',
	rent: 'alquiler',
	years: 'anos',
	rentIncreasePercent: 'subidaAlquiler',
	appreciationPercent: 'revalorizacion',
	investmentReturnPercent: 'rentabilidad',
	'loan.annualRatePercent': 'tipo',
	'loan.years': 'plazo',
	'loan.ltvPercent': 'financiacion',
	ownerCostsPercent: 'gastosPropietario',
	sellingCostsPercent: 'gastosVenta',
	provinceId: 'provincia',
} as const;

/** Header of the yearly CSV. */
export const rentVsBuyCsvHeader = [
	'Año',
	'Alquiler pagado (€)',
	'Cuotas y gastos de propietario (€)',
	'Valor de la vivienda (€)',
	'Deuda pendiente (€)',
	'Patrimonio comprando (€)',
	'Patrimonio alquilando (€)',
	'Diferencia a favor de comprar (€)',
];

/** Yearly rows for the table and the CSV, rounded to the cent. */
export function rentVsBuyRows(result: RentVsBuyResult): CsvCell[][] {
	const cents = (n: number) => Math.round(n * 100) / 100;
	return result.years.map((y) => [
		y.year,
		cents(y.rentPaid),
		cents(y.buyPaid),
		cents(y.homeValue),
		cents(y.loanBalance),
		cents(y.buyNetWorth),
		cents(y.rentNetWorth),
		cents(y.difference),
	]);
}

/** One-sentence verdict of the comparison. */
export function rentVsBuyVerdict(result: RentVsBuyResult, years: number): string {
	if (result.breakEvenYear === null) {
		return `Con estos supuestos, en ${years} años alquilar e invertir el ahorro deja más patrimonio que comprar.`;
	}
	if (result.breakEvenYear === 1)
		return 'Con estos supuestos, comprar sale a cuenta desde el primer año.';
	return `Con estos supuestos, comprar sale a cuenta a partir del año ${result.breakEvenYear}.`;
}
