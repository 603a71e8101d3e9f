import { useMemo } from 'react';
import { formatEuros, formatPercent } from '~/lib/format/index.ts';
import { householdDefaults, runAffordability } from '~/lib/tools/affordabilityTool.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { Figure } from '~/islands/shared/ui/fields.tsx';
import { CsvButton } from '~/islands/shared/ui/CsvButton.tsx';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';
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

	/** The result as Concepto;Valor rows for the CSV export. */
	const csvRows: (string | number)[][] = r
		? [
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
			]
		: [];

	return (
		<ToolFrame
			tool="precio-maximo"
			formLabel="Datos para el precio máximo"
			resultLabel="Resultado del precio máximo"
			summary={
				r ? `Precio máximo ${money(r.maxPrice)}, con un préstamo de ${money(r.maxLoan)}.` : ''
			}
			form={
				<>
					<HouseholdFields prefix="precio-maximo" values={values} set={set} errors={errors} />
				</>
			}
			result={
				r ? (
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
						<CsvButton
							className="mt-4"
							filename="precio-maximo-vivienda.csv"
							header={['Concepto', 'Valor']}
							rows={csvRows}
						/>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(MaxPrice, 'MaxPrice');
