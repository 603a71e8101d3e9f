/** Engine figures: median time per call of the heaviest computations. */
import { amortizationSchedule, aprPercent, purchaseCosts } from '../src/lib/mortgage/index.ts';
import { medianMs } from './lib/timing.ts';

/** Prints the median time per call of a 40-year schedule, a TAE and a purchase-cost breakdown. */
export function benchEngine(): void {
	const loan = { principal: 300_000, annualRatePercent: 3.1, months: 480 };
	const rows = amortizationSchedule(loan);
	const payments = rows.map((r) => ({ month: r.month, amount: r.payment }));
	const variable = {
		...loan,
		fixedMonths: 12,
		variable: { diferencial: 0.7, euribor: [2.2, 2.5, 2.9, 3.1], revisionMonths: 6 as const },
	};
	const figures: [string, number][] = [
		['Cuadro de 40 años (480 cuotas), fijo', medianMs(() => amortizationSchedule(loan))],
		['Cuadro de 40 años, variable semestral', medianMs(() => amortizationSchedule(variable))],
		[
			'TAE de 480 pagos',
			medianMs(() => aprPercent({ amount: 300_000, upfrontCosts: 1_200, payments })),
		],
		[
			'Gastos de compraventa (Madrid, usada)',
			medianMs(() => purchaseCosts({ price: 300_000, provinceId: 'madrid', homeType: 'resale' })),
		],
	];
	console.log('\nMotor hipotecario (mediana por llamada)');
	for (const [label, ms] of figures) {
		console.log(`  ${label.padEnd(40)} ${ms.toFixed(3)} ms${ms < 1 ? '' : '  (objetivo: < 1 ms)'}`);
	}
}

if (import.meta.main) benchEngine();
