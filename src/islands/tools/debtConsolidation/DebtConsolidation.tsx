import { useMemo } from 'react';
import { formatEuros } from '~/lib/format/index.ts';
import {
	debtDefaults,
	debtHeader,
	debtKey,
	debtRows,
	MAX_DEBTS,
	rowCount,
	runDebtConsolidation,
} from '~/lib/tools/debtConsolidationTool.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { CheckboxField } from '~/islands/shared/ui/CheckboxField.tsx';
import { Figure, NumberField } from '~/islands/shared/ui/fields.tsx';
import { ResultTable } from '~/islands/tools/shared/ResultTable.tsx';
import { ResultHeading } from '~/islands/shared/ui/CsvButton.tsx';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';

const money = (n: number, decimals = 0) => formatEuros(n, { decimals });

/** Debt consolidation: several debts into one loan; new payment, term and total cost. */
function DebtConsolidation() {
	const [values, set] = useToolState('reunificacion-deudas', debtDefaults);
	const rows = rowCount(values);
	const outcome = useMemo(() => runDebtConsolidation(values), [values]);
	const errors = outcome.ok ? {} : outcome.errors;
	const r = outcome.ok ? outcome.result : undefined;
	const value = (key: string) => values[key] ?? '';

	const removeRow = (i: number) => {
		// Shift the rows below up, then drop the last one.
		for (let j = i; j < rows; j++) {
			for (const part of ['nombre', 'pendiente', 'cuota', 'tipo'] as const) {
				set(debtKey(part, j), value(debtKey(part, j + 1)));
			}
		}
		for (const part of ['nombre', 'pendiente', 'cuota', 'tipo'] as const)
			set(debtKey(part, rows), '');
		set('filas', String(rows - 1));
		// The pressed button goes with its row: focus moves to the name of the row now in its place
		// (or the one above it), never to the page (issue 45).
		const next = Math.min(i, rows - 1);
		requestAnimationFrame(() => document.getElementById(`reunificacion-nombre${next}`)?.focus());
	};

	const num = (key: string, label: string, suffix: string, hint?: string) => (
		<NumberField
			id={`reunificacion-${key}`}
			label={label}
			value={value(key)}
			onChange={(v) => set(key, v)}
			error={errors[key]}
			suffix={suffix}
			hint={hint}
		/>
	);

	return (
		<ToolFrame
			tool="reunificacion-deudas"
			formLabel="Deudas que quieres reunificar"
			resultLabel="Resultado de la reunificación"
			summary={r ? `Nueva cuota ${money(r.newMonthlyPayment, 2)}. ${r.reason}` : ''}
			form={
				<>
					{Array.from({ length: rows }, (_, index) => {
						const i = index + 1;
						return (
							<fieldset key={i} className="space-y-3 rounded-card border border-line p-4">
								<legend className="px-1 text-sm font-semibold">Deuda {i}</legend>
								<div>
									<label htmlFor={`reunificacion-nombre${i}`} className="block text-sm font-medium">
										Nombre
									</label>
									<input
										id={`reunificacion-nombre${i}`}
										type="text"
										maxLength={80}
										value={value(debtKey('nombre', i))}
										onChange={(e) => set(debtKey('nombre', i), e.target.value)}
										className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2"
									/>
								</div>
								{num(debtKey('pendiente', i), 'Lo que queda por pagar', '€')}
								{num(debtKey('cuota', i), 'Cuota mensual', '€')}
								{num(debtKey('tipo', i), 'Tipo de interés (TIN)', '%')}
								{rows > 1 && (
									<button
										type="button"
										className="btn btn-outline px-3 py-1.5"
										onClick={() => removeRow(i)}
									>
										Quitar la deuda {i}
									</button>
								)}
							</fieldset>
						);
					})}
					{rows < MAX_DEBTS && (
						<button
							type="button"
							className="btn btn-outline w-full"
							onClick={() => set('filas', String(rows + 1))}
						>
							Añadir otra deuda
						</button>
					)}
					<fieldset className="space-y-3 rounded-card border border-line p-4">
						<legend className="px-1 text-sm font-semibold">Nuevo préstamo</legend>
						{num('tipoNuevo', 'Tipo de interés (TIN)', '%')}
						{num('plazoNuevo', 'Plazo', 'años')}
						{num(
							'gastos',
							'Gastos de la operación',
							'€',
							'Tasación, notaría, cancelaciones y comisiones.',
						)}
						<CheckboxField
							id="reunificacion-financiar"
							label="Incluir los gastos en el préstamo"
							value={value('financiar')}
							onChange={(v) => set('financiar', v)}
						/>
					</fieldset>
				</>
			}
			result={
				r ? (
					<>
						<dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure label="Nueva cuota única" value={money(r.newMonthlyPayment, 2)} strong />
							<Figure label="Cuotas que pagas ahora" value={money(r.currentMonthlyPayment, 2)} />
							<Figure
								label="Diferencia al mes"
								value={`${r.monthlySaving >= 0 ? '−' : '+'}${money(Math.abs(r.monthlySaving), 2)}`}
							/>
						</dl>
						<p
							className={`mt-4 rounded-lg p-4 font-semibold ${r.totalDifference > 0 ? 'border border-danger bg-danger-bg' : 'bg-surface'}`}
							data-testid="reunificacion-veredicto"
						>
							{r.reason}
						</p>
						<p className="mt-3 text-xs text-muted">
							Reunificar baja la cuota porque alarga el plazo: compara siempre el total. Si el nuevo
							préstamo tiene garantía hipotecaria, tu vivienda responde de todas las deudas. Cálculo
							orientativo.
						</p>
						<ResultHeading
							title="Comparación"
							filename="reunificacion-deudas.csv"
							header={debtHeader}
							rows={debtRows(r)}
						/>
						<div className="mt-3">
							<ResultTable
								caption="Deudas actuales frente al préstamo único"
								header={debtHeader}
								rows={debtRows(r)}
								decimals={2}
							/>
						</div>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(DebtConsolidation, 'DebtConsolidation');
