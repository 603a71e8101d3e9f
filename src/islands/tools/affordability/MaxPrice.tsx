import { useMemo } from 'react';
import { formatEuros, formatPercent } from '~/lib/format/index.ts';
import { householdDefaults, runAffordability } from '~/lib/tools/affordabilityTool.ts';
import { toCsv } from '~/lib/tools/csv.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { downloadText } from '../shared/download.ts';
import { Figure, LiveSummary } from '../shared/fields.tsx';
import { useToolState } from '../shared/useToolState.ts';
import { HouseholdFields } from './HouseholdFields.tsx';

const money = (n: number, decimals = 0) => formatEuros(n, { decimals });

/** The most expensive home the household can buy in its province, costs included. */
function MaxPrice() {
	const [values, set] = useToolState('precio-maximo', householdDefaults);
	const outcome = useMemo(() => runAffordability(values, false), [values]);
	const errors = outcome.ok ? {} : outcome.errors;
	const r = outcome.ok ? outcome.result : undefined;
	// The price is limited by savings when the loan the bank would give is not used up.
	const limitedBySavings = r ? r.maxLoan < r.maxLoanByPayment - 1 : false;

	const exportCsv = () => {
		if (!r) return;
		const rows: (string | number)[][] = [
			['Precio máximo (€)', Math.round(r.maxPrice)],
			['Préstamo (€)', Math.round(r.maxLoan)],
			['Gastos de compra a tu cargo (€)', Math.round(r.costsAtMaxPrice)],
			['Entrada con tus ahorros (€)', Math.round(r.maxPrice - r.maxLoan)],
			['Financiación (%)', Math.round(r.ltvPercent * 10) / 10],
			['Cuota máxima (€)', Math.round(r.maxPayment * 100) / 100],
			['Límite', limitedBySavings ? 'Ahorro' : 'Ingresos'],
			...(r.ico.eligible && r.ico.limit
				? [['Precio máximo con aval ICO (€)', Math.round(r.ico.limit.price)]]
				: []),
		];
		downloadText('precio-maximo-vivienda.csv', toCsv(['Concepto', 'Valor'], rows));
	};

	return (
		<div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]" data-tool="precio-maximo">
			<form
				className="space-y-4"
				onSubmit={(e) => e.preventDefault()}
				aria-label="Datos para el precio máximo"
			>
				<HouseholdFields prefix="precio-maximo" values={values} set={set} errors={errors} />
			</form>

			<section aria-label="Resultado del precio máximo" className="min-w-0">
				<LiveSummary
					text={
						r
							? `Precio máximo ${money(r.maxPrice)}, con un préstamo de ${money(r.maxLoan)}.`
							: 'Revisa los datos marcados para ver el resultado.'
					}
				/>
				{r ? (
					<>
						<dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure label="Precio máximo de la vivienda" value={money(r.maxPrice)} strong />
							<Figure label="Préstamo" value={money(r.maxLoan)} />
							<Figure label="Gastos de compra a tu cargo" value={money(r.costsAtMaxPrice)} />
							<Figure
								label="Entrada con tus ahorros"
								value={money(Math.max(0, r.maxPrice - r.maxLoan))}
							/>
							<Figure label="Financiación" value={formatPercent(r.ltvPercent, { decimals: 0 })} />
							<Figure label="Cuota máxima" value={money(r.maxPayment, 2)} />
						</dl>
						<p className="mt-4 rounded-lg bg-surface p-4" data-testid="precio-maximo-limite">
							{r.maxPrice <= 0
								? 'Con estos datos ningún banco concedería la hipoteca: revisa las deudas, el ahorro o el plazo.'
								: limitedBySavings
									? `Te limita el ahorro: con tus ingresos el banco prestaría hasta ${money(r.maxLoanByPayment)}, pero no llegas a la entrada y los gastos de una vivienda más cara.`
									: `Te limitan los ingresos: la cuota no puede pasar del ${r.tasaEsfuerzoLimitPercent} % de lo que ganas, descontadas tus otras deudas.`}
						</p>
						{r.ico.eligible && r.ico.limit && (
							<p className="mt-3 rounded-lg border border-line p-4">
								Con el aval ICO para jóvenes y familias podrías llegar a {money(r.ico.limit.price)}{' '}
								(precio máximo del aval en tu comunidad: {money(r.ico.maxPrice)}).
							</p>
						)}
						<p className="mt-3 text-xs text-muted">
							Incluye los impuestos y gastos de compra de la provincia elegida. Cálculo orientativo
							con criterios habituales de los bancos.
						</p>
						<button type="button" className="btn btn-outline mt-4" onClick={exportCsv}>
							Descargar CSV
						</button>
					</>
				) : (
					<p className="rounded-lg border border-danger bg-danger-bg p-4 text-sm" role="status">
						Revisa los datos marcados para ver el resultado.
					</p>
				)}
			</section>
		</div>
	);
}

export default withErrorBoundary(MaxPrice, 'MaxPrice');
