import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { simulatorDraft } from '~/lib/simulations/simulationSummary.ts';
import { formatEuros, formatMonth, formatPercent } from '~/lib/format/index.ts';
import { latestEuribor } from '~/lib/mortgage/euribor.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import type { ToolId } from '~/lib/tools/catalog.ts';
import {
	rateKindOf,
	simulate,
	simulationFields,
	simulatorInput,
	type SimulationInput,
	type SimulationResult,
} from '~/lib/tools/simulation.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { ChoiceField, Figure, SelectField, numberFields } from '~/islands/shared/ui/fields.tsx';
import { homeTypeOptions, provinceOptions } from '~/islands/tools/shared/options.ts';
import { CsvButton } from '~/islands/shared/ui/CsvButton.tsx';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';
import { SignInToSave } from '~/islands/shared/ui/SignInToSave.tsx';
import { $session } from '~/stores/session.ts';
import { saveSimulation } from '~/stores/simulations.ts';
import { toast } from '~/stores/toasts.ts';
import { AmortizationChart } from './AmortizationChart.tsx';
import { AmortizationTable } from './AmortizationTable.tsx';
import { timelineParam } from '~/lib/tools/timelineParam.ts';

/** The life of the loan (events, revisions, scenarios): loaded only when the person opens it. */
const LifeOfLoan = lazy(() => import('./timeline/LifeOfLoan.tsx'));

const defaults = {
	precio: '250.000',
	importe: '200.000',
	plazo: '30',
	tipo: 'fija',
	tin: '3',
	euribor: String(latestEuribor().ratePercent).replace('.', ','),
	diferencial: '0,6',
	revision: '12',
	fijos: '10',
	provincia: 'madrid',
	vivienda: 'resale',
};
type Key = keyof typeof defaults;

/** The simulator's one id: its anchor, URL-state namespace and saved-simulation tool. */
const TOOL = 'simulador-completo' satisfies ToolId;

const money = (n: number) => formatEuros(n, { decimals: 2 });

/** Columns of the monthly schedule CSV. */
const scheduleHeader = [
	'Mes',
	'Tipo anual (%)',
	'Cuota (€)',
	'Intereses (€)',
	'Capital amortizado (€)',
	'Capital pendiente (€)',
];

/** Full mortgage simulator: fixed, variable or mixed; TAE, costs, table, chart, CSV and print. */
function MortgageSimulator() {
	// 'simulador' is the namespace links saved before the id was unified still carry.
	const [values, set, currentUrl] = useToolState(TOOL, defaults, 'simulador');
	const [view, setView] = useState<'anual' | 'mensual'>('anual');
	const session = useStore($session);
	const rateType = rateKindOf(values.tipo);
	const [lifeOpen, setLifeOpen] = useState(false);
	// A share link with a timeline opens it straight away.
	useEffect(() => setLifeOpen(new URLSearchParams(location.search).has(timelineParam)), []);
	// The button goes as the planner opens: focus moves to its heading (issue 45).
	const openLife = () => (setLifeOpen(true), document.getElementById('vida-titulo')?.focus());

	const outcome = useMemo((): {
		input?: SimulationInput;
		result?: SimulationResult;
		errors: Partial<Record<Key, string>>;
	} => {
		const parsed = simulatorInput(values);
		if (!parsed.ok) return { errors: parsed.errors };
		const input = parsed.input;
		const result = simulate(input);
		if (!result.ok) return { errors: errorsFor<Key>(result, simulationFields, 'importe') };
		return { input, result: result.value, errors: {} };
	}, [values]);

	const { errors } = outcome;
	const r = outcome.result;
	const summary = r
		? `Cuota mensual ${money(r.firstPayment)}. TAE ${formatPercent(r.tae)}. Intereses totales ${money(r.totalInterest)}.`
		: '';

	const save = async () => {
		const input = outcome.input;
		if (!input) return;
		try {
			await saveSimulation(
				simulatorDraft(input, new URL(currentUrl(), window.location.origin).href),
			);
			toast({ title: 'Simulación guardada', description: 'La tienes en tu panel.' });
		} catch {
			toast({
				title: 'No se pudo guardar',
				description: 'Inténtalo de nuevo en unos segundos.',
				variant: 'destructive',
			});
		}
	};

	const field = numberFields<Key>('simulador', values, set, errors);

	return (
		<ToolFrame
			tool={TOOL}
			formLabel="Datos de la hipoteca"
			resultLabel="Resultado de la simulación"
			summary={summary}
			form={
				<>
					{field('precio', 'Precio de la vivienda', '€')}
					{field('importe', 'Importe del préstamo', '€')}
					{field('plazo', 'Plazo', 'años')}
					<ChoiceField
						id="simulador-tipo"
						legend="Tipo de interés"
						value={rateType}
						onChange={(v) => set('tipo', v)}
						options={[
							{ value: 'fija', label: 'Fijo' },
							{ value: 'variable', label: 'Variable' },
							{ value: 'mixta', label: 'Mixto' },
						]}
					/>
					{field(
						'tin',
						rateType === 'fija'
							? 'Tipo de interés (TIN)'
							: rateType === 'variable'
								? 'TIN del primer año'
								: 'TIN del periodo fijo',
						'%',
					)}
					{rateType === 'mixta' && field('fijos', 'Años a tipo fijo', 'años')}
					{rateType !== 'fija' && (
						<>
							{field(
								'euribor',
								'Euríbor supuesto',
								'%',
								`Último dato: ${formatPercent(latestEuribor().ratePercent, { decimals: 3 })} (media de ${formatMonth(latestEuribor().month)}).`,
							)}
							{field('diferencial', 'Diferencial', '%')}
							<SelectField
								id="simulador-revision"
								label="Revisión del tipo"
								value={values.revision}
								onChange={(v) => set('revision', v)}
								options={[
									{ value: '12', label: 'Anual' },
									{ value: '6', label: 'Semestral' },
								]}
							/>
						</>
					)}
					<SelectField
						id="simulador-provincia"
						label="Provincia"
						value={values.provincia}
						onChange={(v) => set('provincia', v)}
						options={provinceOptions}
						error={errors.provincia}
					/>
					<ChoiceField
						id="simulador-vivienda"
						legend="Vivienda"
						value={values.vivienda}
						onChange={(v) => set('vivienda', v)}
						options={homeTypeOptions}
					/>
				</>
			}
			result={
				r ? (
					<>
						<dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure label="Cuota mensual" value={money(r.firstPayment)} strong />
							<Figure label="TIN" value={formatPercent(outcome.input?.tin ?? 0)} />
							<Figure label="TAE" value={formatPercent(r.tae)} />
							{r.revisedPayment !== null && r.revisedRate !== null && (
								<Figure
									label={`Cuota tras revisar al ${formatPercent(r.revisedRate)}`}
									value={money(r.revisedPayment)}
								/>
							)}
							<Figure label="Intereses totales" value={money(r.totalInterest)} />
							<Figure label="Total pagado al banco" value={money(r.totalPayments)} />
							<Figure label="Gastos de compra a tu cargo" value={money(r.costs.totals.buyer)} />
							<Figure
								label="Ahorro necesario (entrada + gastos)"
								value={money(
									Math.max(0, (outcome.input?.price ?? 0) - (outcome.input?.amount ?? 0)) +
										r.costs.totals.buyer,
								)}
							/>
							<Figure label="Coste total de la vivienda" value={money(r.totalCost)} />
							<Figure
								label="Financiación sobre el precio"
								value={formatPercent(r.ltv, { maxDecimals: 1 })}
							/>
						</dl>
						<p className="mt-3 text-xs text-muted">
							La TAE incluye la tasación ({money(r.loanCosts)}), que paga el comprador; en préstamos
							variables y mixtos supone que el euríbor se mantiene, como exige el Banco de España.
							Cálculo orientativo, no es una oferta vinculante.
						</p>
						<AmortizationChart years={r.years} principal={outcome.input?.amount ?? 0} />
						<div className="mt-6 flex flex-wrap items-end justify-between gap-3" data-no-print>
							<ChoiceField
								id="simulador-vista"
								legend="Cuadro de amortización"
								value={view}
								onChange={(v) => setView(v === 'mensual' ? 'mensual' : 'anual')}
								options={[
									{ value: 'anual', label: 'Por años' },
									{ value: 'mensual', label: 'Por meses' },
								]}
							/>
							<div className="flex flex-wrap gap-2">
								<CsvButton
									filename="cuadro-amortizacion.csv"
									header={scheduleHeader}
									rows={r.rows.map((row) => [
										row.month,
										row.ratePercent,
										row.payment,
										row.interest,
										row.principalPaid,
										row.balance,
									])}
								/>
								<button type="button" className="btn btn-outline" onClick={() => window.print()}>
									Imprimir
								</button>
								{session.status === 'signed-in' ? (
									<button type="button" className="btn btn-primary" onClick={() => void save()}>
										Guardar simulación
									</button>
								) : session.status === 'signed-out' ? (
									<SignInToSave returnPath={currentUrl} what="esta simulación" />
								) : null}
							</div>
						</div>
						<div className="mt-3">
							<AmortizationTable view={view} years={r.years} rows={r.rows} />
						</div>
						<section className="mt-8 border-t border-line pt-6" aria-labelledby="vida-titulo">
							<h3 id="vida-titulo" tabIndex={-1} className="text-lg font-semibold">
								La vida del préstamo
							</h3>
							<p className="mt-1 text-sm text-muted">
								Revisiones del euríbor, cambios de tipo y amortizaciones anticipadas en un mismo
								cuadro, comparado con el plan firmado.
							</p>
							{lifeOpen && outcome.input ? (
								<Suspense fallback={<p className="mt-3 text-sm text-muted">Cargando…</p>}>
									<LifeOfLoan
										input={outcome.input}
										loanCosts={r.loanCosts}
										values={values}
										onRestore={(restored) => {
											for (const [key, value] of Object.entries(restored)) {
												if (key in defaults) set(key as Key, value);
											}
										}}
										signedIn={session.status === 'signed-in'}
									/>
								</Suspense>
							) : (
								<button
									type="button"
									className="btn btn-outline mt-3"
									aria-expanded="false"
									onClick={openLife}
									data-no-print
								>
									Planificar revisiones y amortizaciones
								</button>
							)}
						</section>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(MortgageSimulator, 'MortgageSimulator');
