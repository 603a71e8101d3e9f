import { useMemo } from 'react';
import { formatEuros, formatPercent } from '~/lib/format/index.ts';
import { latestEuribor } from '~/lib/mortgage/euribor.ts';
import { safeFixedVsVariable, type FixedVsVariableResult } from '~/lib/mortgage/fixedVsVariable.ts';
import { readNumbers } from '~/lib/tools/fields.ts';
import {
	fixedVsVariableFields,
	fixedVsVariableHeader,
	fixedVsVariableNotes,
	fixedVsVariableRows,
	fixedVsVariableSentences,
} from '~/lib/tools/fixedVsVariableTool.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { SelectField, numberFields } from '~/islands/shared/ui/fields.tsx';
import { ResultTable } from '~/islands/tools/shared/ResultTable.tsx';
import { ResultHeading } from '~/islands/shared/ui/CsvButton.tsx';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';

const numericKeys = [
	'importe',
	'plazo',
	'fijo',
	'inicial',
	'mesesIniciales',
	'diferencial',
	'euribor',
] as const;
type NumericKey = (typeof numericKeys)[number];
type Key = NumericKey | 'revision';

const defaults: Record<Key, string> = {
	importe: '200.000',
	plazo: '30',
	fijo: '2,9',
	inicial: '2,4',
	mesesIniciales: '12',
	diferencial: '0,7',
	euribor: String(latestEuribor().ratePercent).replace('.', ','),
	revision: '12',
};

/** Fixed against variable over stable, rising and falling Euribor paths. */
function FixedVsVariable() {
	const [values, set] = useToolState('fija-vs-variable', defaults);

	const outcome = useMemo((): {
		result?: FixedVsVariableResult;
		errors: Partial<Record<Key, string>>;
	} => {
		const parsed = readNumbers<NumericKey>(values, numericKeys);
		if (!parsed.ok) return { errors: parsed.errors };
		const v = parsed.values;
		const result = safeFixedVsVariable({
			principal: v.importe,
			years: v.plazo,
			fixedRatePercent: v.fijo,
			initialRatePercent: v.inicial,
			initialMonths: v.mesesIniciales,
			diferencial: v.diferencial,
			revisionMonths: values.revision === '6' ? 6 : 12,
			euriborStart: v.euribor,
		});
		if (!result.ok) return { errors: errorsFor<Key>(result, fixedVsVariableFields, 'importe') };
		return { result: result.value, errors: {} };
	}, [values]);

	const { result, errors } = outcome;
	const rows = result ? fixedVsVariableRows(result) : [];
	const sentences = result ? fixedVsVariableSentences(result) : [];

	const field = numberFields<NumericKey>('fija-variable', values, set, errors);

	return (
		<ToolFrame
			tool="fija-vs-variable"
			formLabel="Ofertas fija y variable"
			resultLabel="Resultado de fija o variable"
			summary={result ? sentences.join(' ') : ''}
			form={
				<>
					{field('importe', 'Importe del préstamo', '€')}
					{field('plazo', 'Plazo', 'años')}
					{field('fijo', 'TIN de la oferta fija', '%')}
					{field('inicial', 'TIN inicial de la oferta variable', '%')}
					{field('mesesIniciales', 'Meses al tipo inicial', 'meses')}
					{field('diferencial', 'Diferencial de la variable', '%')}
					{field(
						'euribor',
						'Euríbor de partida',
						'%',
						`Último dato publicado: ${formatPercent(latestEuribor().ratePercent, { decimals: 3 })}.`,
					)}
					<SelectField
						id="fija-variable-revision"
						label="Revisión de la variable"
						value={values.revision}
						onChange={(v) => set('revision', v)}
						options={[
							{ value: '12', label: 'Anual' },
							{ value: '6', label: 'Semestral' },
						]}
					/>
				</>
			}
			result={
				result ? (
					<>
						<p className="rounded-lg bg-surface p-4">
							Cuota de la fija:{' '}
							<strong className="text-lg">
								{formatEuros(result.fixed.payment, { decimals: 2 })}
							</strong>{' '}
							todo el préstamo; intereses totales{' '}
							{formatEuros(result.fixed.totalInterest, { decimals: 0 })}.
						</p>
						<ul className="mt-4 space-y-2" data-testid="fija-variable-escenarios">
							{sentences.map((s) => (
								<li key={s} className="rounded-lg border border-line p-3">
									{s}
								</li>
							))}
						</ul>
						{fixedVsVariableNotes(result).map((note) => (
							<p key={note} className="mt-3 text-xs text-muted" data-testid="fija-variable-nota">
								{note}
							</p>
						))}
						<ResultHeading
							title="Comparación"
							filename="fija-o-variable.csv"
							header={fixedVsVariableHeader}
							rows={rows}
						/>
						<div className="mt-3">
							<ResultTable
								caption="Hipoteca fija frente a variable por escenario"
								header={fixedVsVariableHeader}
								decimals={2}
								rows={rows}
							/>
						</div>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(FixedVsVariable, 'FixedVsVariable');
