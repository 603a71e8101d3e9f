import { useMemo } from 'react';
import { formatEuros, formatPercent } from '~/lib/format/index.ts';
import { safeSubrogation, type SubrogationResult } from '~/lib/mortgage/subrogation.ts';
import { readNumber, readNumbers } from '~/lib/tools/fields.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import {
	subrogationFields,
	subrogationHeader,
	subrogationRows,
	subrogationVerdict,
} from '~/lib/tools/subrogationTool.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { ChoiceField, Figure, numberFields } from '~/islands/shared/ui/fields.tsx';
import { ResultTable } from '~/islands/tools/shared/ResultTable.tsx';
import { ResultHeading } from '~/islands/shared/ui/CsvButton.tsx';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';

const numericKeys = [
	'pendiente',
	'meses',
	'tipoActual',
	'antiguedad',
	'tipoNuevo',
	'gastos',
] as const;
type NumericKey = (typeof numericKeys)[number];
type Key = NumericKey | 'mesesNuevos' | 'operacion' | 'tipoPrestamo' | 'tipoOferta';

const defaults: Record<Key, string> = {
	pendiente: '160.000',
	meses: '264',
	tipoActual: '3,8',
	antiguedad: '72',
	tipoNuevo: '2,7',
	mesesNuevos: '',
	gastos: '0',
	operacion: 'subrogacion',
	tipoPrestamo: 'variable',
	tipoOferta: 'fixed',
};

const money = (n: number, decimals = 0) => formatEuros(n, { decimals });

/** Change of bank (subrogación) or new terms with the same bank (novación). */
function Subrogation() {
	const [values, set] = useToolState('subrogacion', defaults);
	const kind = values.operacion === 'novacion' ? 'novacion' : 'subrogacion';

	const outcome = useMemo((): {
		result?: SubrogationResult;
		errors: Partial<Record<Key, string>>;
	} => {
		const parsed = readNumbers<NumericKey>(values, numericKeys);
		const newMonths = values.mesesNuevos.trim() === '' ? undefined : readNumber(values.mesesNuevos);
		if (!parsed.ok || (newMonths && !newMonths.ok)) {
			return {
				errors: {
					...(parsed.ok ? {} : parsed.errors),
					...(newMonths && !newMonths.ok ? { mesesNuevos: newMonths.message } : {}),
				},
			};
		}
		const v = parsed.values;
		const result = safeSubrogation({
			kind,
			balance: v.pendiente,
			remainingMonths: v.meses,
			currentRatePercent: v.tipoActual,
			currentRateType: values.tipoPrestamo === 'fixed' ? 'fixed' : 'variable',
			monthsSinceSigning: v.antiguedad,
			newRatePercent: v.tipoNuevo,
			newRateType: values.tipoOferta === 'variable' ? 'variable' : 'fixed',
			...(newMonths?.ok ? { newMonths: newMonths.value } : {}),
			costs: v.gastos,
		});
		if (!result.ok) return { errors: errorsFor<Key>(result, subrogationFields, 'pendiente') };
		return { result: result.value, errors: {} };
	}, [values, kind]);

	const { result: r, errors } = outcome;
	const verdict = r ? subrogationVerdict(r, kind) : '';
	const rows = r ? subrogationRows(r) : [];

	const field = numberFields<NumericKey | 'mesesNuevos'>('subrogacion', values, set, errors);

	return (
		<ToolFrame
			tool="subrogacion"
			formLabel="Datos de tu hipoteca y de la oferta"
			resultLabel="Resultado del cambio de hipoteca"
			summary={r ? `${verdict} Ahorro mensual ${money(r.monthlySaving, 2)}.` : ''}
			form={
				<>
					<ChoiceField
						id="subrogacion-operacion"
						legend="Operación"
						value={kind}
						onChange={(v) => set('operacion', v)}
						options={[
							{ value: 'subrogacion', label: 'Cambiar de banco' },
							{ value: 'novacion', label: 'Novación en mi banco' },
						]}
					/>
					{field('pendiente', 'Capital pendiente', '€')}
					{field('meses', 'Cuotas que te quedan', 'meses')}
					{field('tipoActual', 'Tipo actual (TIN)', '%')}
					<ChoiceField
						id="subrogacion-tipoPrestamo"
						legend="Tu hipoteca actual es"
						value={values.tipoPrestamo === 'fixed' ? 'fixed' : 'variable'}
						onChange={(v) => set('tipoPrestamo', v)}
						options={[
							{ value: 'variable', label: 'Variable' },
							{ value: 'fixed', label: 'Fija' },
						]}
					/>
					{field('antiguedad', 'Meses desde la firma', 'meses')}
					{field('tipoNuevo', 'Tipo de la oferta (TIN)', '%')}
					<ChoiceField
						id="subrogacion-tipoOferta"
						legend="La oferta es"
						value={values.tipoOferta === 'variable' ? 'variable' : 'fixed'}
						onChange={(v) => set('tipoOferta', v)}
						options={[
							{ value: 'fixed', label: 'Fija' },
							{ value: 'variable', label: 'Variable' },
						]}
					/>
					{field('mesesNuevos', 'Nuevo plazo', 'meses', 'Déjalo en blanco para mantener el plazo.')}
					{field(
						'gastos',
						'Gastos a tu cargo (tasación…)',
						'€',
						'Muchas entidades asumen los gastos de la subrogación.',
					)}
				</>
			}
			result={
				r ? (
					<>
						<p
							className="rounded-lg bg-surface p-4 text-lg font-semibold"
							data-testid="subrogacion-veredicto"
						>
							{verdict}
						</p>
						<dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure label="Ahorro al mes" value={money(r.monthlySaving, 2)} strong />
							<Figure label="Ahorro total" value={money(r.totalSaving)} />
							<Figure
								label="Comisión máxima del banco actual"
								value={`${money(r.fee.amount, 2)} (${formatPercent(r.fee.percent)})`}
							/>
						</dl>
						<p className="mt-3 text-xs text-muted">
							La comisión es el máximo que permite la Ley 5/2019 según el tipo y la antigüedad de tu
							hipoteca; pasar de variable a fija tiene un límite menor los primeros años. En una
							hipoteca variable suponemos que el tipo actual se mantiene. Cálculo orientativo.
						</p>
						<ResultHeading
							title="Comparación"
							filename="cambio-de-hipoteca.csv"
							header={subrogationHeader}
							rows={rows}
						/>
						<div className="mt-3">
							<ResultTable
								caption="Hipoteca actual frente al cambio"
								header={subrogationHeader}
								rows={rows}
								decimals={2}
							/>
						</div>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(Subrogation, 'Subrogation');
