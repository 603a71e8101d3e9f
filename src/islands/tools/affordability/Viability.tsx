import { useMemo } from 'react';
import { formatEuros, formatPercent } from '~/lib/format/index.ts';
import {
	householdDefaults,
	runAffordability,
	whatWouldChange,
} from '~/lib/tools/affordabilityTool.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { Figure, NumberField } from '~/islands/shared/ui/fields.tsx';
import { CsvButton } from '~/islands/shared/ui/CsvButton.tsx';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';
import { HouseholdFields } from './HouseholdFields.tsx';

const verdictText = {
	viable: { title: 'Viable', tone: 'border-success text-success' },
	ajustada: { title: 'Ajustada', tone: 'border-accent-500 text-accent-600' },
	'no-viable': { title: 'No viable ahora', tone: 'border-danger text-danger' },
} as const;

/** Shown instead of an effort ratio when the household declares no income. */
const noIncomeText = 'Sin ingresos';

const money = (n: number, decimals = 0) => formatEuros(n, { decimals });

/** Is this home affordable? Verdict, reasons and what would change it. */
function Viability() {
	const [values, set] = useToolState('viabilidad', householdDefaults);
	const outcome = useMemo(() => runAffordability(values, true), [values]);
	const errors = outcome.ok ? {} : outcome.errors;
	const r = outcome.ok ? outcome.result : undefined;
	const t = r?.target;
	const tips = outcome.ok ? whatWouldChange(outcome) : [];

	/** The result as Concepto;Valor rows for the CSV export. */
	const csvRows: (string | number)[][] =
		r && t
			? [
					['Veredicto', verdictText[r.verdict].title],
					['Precio de la vivienda (€)', t.price],
					['Gastos de compra a tu cargo (€)', Math.round(t.costs * 100) / 100],
					['Préstamo necesario (€)', Math.round(t.loan * 100) / 100],
					['Cuota mensual (€)', Math.round(t.payment * 100) / 100],
					[
						'Tasa de esfuerzo (%)',
						t.tasaEsfuerzoPercent === null
							? noIncomeText
							: Math.round(t.tasaEsfuerzoPercent * 10) / 10,
					],
					['Ahorro que falta (€)', Math.round(t.savingsShortfall * 100) / 100],
					['Cuota máxima aceptable (€)', Math.round(r.maxPayment * 100) / 100],
					['Precio máximo con tus datos (€)', Math.round(r.maxPrice)],
					...r.reasons.map((reason) => ['Motivo', reason]),
				]
			: [];

	return (
		<ToolFrame
			tool="viabilidad"
			formLabel="Datos para la viabilidad"
			resultLabel="Resultado de la viabilidad"
			summary={r ? `Veredicto: ${verdictText[r.verdict].title}. ${r.reasons.join(' ')}` : ''}
			form={
				<>
					<NumberField
						id="viabilidad-precio"
						label="Precio de la vivienda que quieres comprar"
						value={values.precio}
						onChange={(v) => set('precio', v)}
						error={errors.precio}
						suffix="€"
					/>
					<HouseholdFields prefix="viabilidad" values={values} set={set} errors={errors} />
				</>
			}
			result={
				r && t ? (
					<>
						<div
							className={`rounded-card border-2 p-5 ${verdictText[r.verdict].tone}`}
							data-testid="viabilidad-veredicto"
						>
							<p className="text-2xl font-bold">{verdictText[r.verdict].title}</p>
							<ul className="mt-3 list-disc space-y-1 pl-5 text-fg">
								{r.reasons.map((reason) => (
									<li key={reason}>{reason}</li>
								))}
							</ul>
						</div>
						<dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure label="Cuota mensual" value={money(t.payment, 2)} strong />
							<Figure
								label="Tasa de esfuerzo"
								value={
									t.tasaEsfuerzoPercent === null
										? noIncomeText
										: formatPercent(t.tasaEsfuerzoPercent, { decimals: 1 })
								}
							/>
							<Figure label="Préstamo necesario" value={money(t.loan)} />
							<Figure label="Gastos de compra a tu cargo" value={money(t.costs)} />
							<Figure label="Cuota máxima aceptable" value={money(r.maxPayment, 2)} />
							<Figure label="Edad al terminar" value={`${r.ageAtEnd} años`} />
						</dl>
						{tips.length > 0 && (
							<div
								className="mt-5 rounded-card border border-line p-5"
								data-testid="viabilidad-cambios"
							>
								<h3 className="font-semibold">Qué lo cambiaría</h3>
								<ul className="mt-2 list-disc space-y-1 pl-5">
									{tips.map((tip) => (
										<li key={tip}>{tip}</li>
									))}
								</ul>
							</div>
						)}
						<p className="mt-3 text-xs text-muted">
							Criterios habituales de los bancos: cuota y deudas hasta el{' '}
							{r.tasaEsfuerzoLimitPercent} % de los ingresos netos, financiación hasta el{' '}
							{r.ltvLimitPercent} % sin aval y edad máxima de {r.maxAgeAtEnd} años al terminar. Cada
							entidad decide con su propio análisis: cálculo orientativo.
						</p>
						<CsvButton
							className="mt-4"
							filename="viabilidad-hipoteca.csv"
							header={['Concepto', 'Valor']}
							rows={csvRows}
						/>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(Viability, 'Viability');
