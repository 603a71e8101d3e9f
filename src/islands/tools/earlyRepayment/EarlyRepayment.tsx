import { useMemo } from 'react';
import { formatEuros, formatPercent } from '~/lib/format/index.ts';
import { safeEarlyRepayment, type EarlyRepaymentResult } from '~/lib/mortgage/earlyRepayment.ts';
import {
	earlyRepaymentFields,
	earlyRepaymentHeader,
	earlyRepaymentRows,
	earlyRepaymentVerdict,
	yearsAndMonths,
} from '~/lib/tools/earlyRepaymentTool.ts';
import { readNumbers } from '~/lib/tools/fields.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { ChoiceField, Figure, SelectField, numberFields } from '~/islands/shared/ui/fields.tsx';
import { ResultHeading } from '~/islands/shared/ui/CsvButton.tsx';
import { ResultTable } from '~/islands/tools/shared/ResultTable.tsx';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';

const numericKeys = ['pendiente', 'tipo', 'meses', 'aportacion', 'antiguedad'] as const;
type NumericKey = (typeof numericKeys)[number];
type Key = NumericKey | 'tipoPrestamo' | 'opcionComision';

const defaults: Record<Key, string> = {
	pendiente: '150.000',
	tipo: '3',
	meses: '300',
	aportacion: '20.000',
	antiguedad: '60',
	tipoPrestamo: 'fixed',
	opcionComision: '0.25-3y',
};

const money = (n: number, decimals = 0) => formatEuros(n, { decimals });

/** Early repayment: reduce the term or the instalment, with the Ley 5/2019 fee cap. */
function EarlyRepayment() {
	const [values, set] = useToolState('amortizacion-anticipada', defaults);
	const rateType = values.tipoPrestamo === 'variable' ? 'variable' : 'fixed';

	const outcome = useMemo((): {
		result?: EarlyRepaymentResult;
		ratePercent?: number;
		errors: Partial<Record<Key, string>>;
	} => {
		const parsed = readNumbers<NumericKey>(values, numericKeys);
		if (!parsed.ok) return { errors: parsed.errors };
		const v = parsed.values;
		const result = safeEarlyRepayment({
			balance: v.pendiente,
			annualRatePercent: v.tipo,
			remainingMonths: v.meses,
			amount: v.aportacion,
			rateType,
			monthsSinceSigning: v.antiguedad,
			variableFeeOption: values.opcionComision === '0.15-5y' ? '0.15-5y' : '0.25-3y',
		});
		if (!result.ok) return { errors: errorsFor<Key>(result, earlyRepaymentFields, 'aportacion') };
		return { result: result.value, ratePercent: v.tipo, errors: {} };
	}, [values, rateType]);

	const { result: r, errors } = outcome;
	const verdict = r ? earlyRepaymentVerdict(r, outcome.ratePercent ?? 0) : '';
	const summary =
		r && r.best !== 'none'
			? `Reduciendo plazo ahorras ${money(r.reduceTerm.netSaving)}; reduciendo cuota, ${money(r.reducePayment.netSaving)}. ${verdict}`
			: verdict;

	const field = numberFields<NumericKey>('amortizacion', values, set, errors);

	return (
		<ToolFrame
			tool="amortizacion-anticipada"
			formLabel="Datos de la amortización anticipada"
			resultLabel="Resultado de la amortización anticipada"
			summary={summary}
			form={
				<>
					{field('pendiente', 'Capital pendiente', '€')}
					{field('tipo', 'Tipo de interés actual (TIN)', '%')}
					{field('meses', 'Cuotas que te quedan', 'meses')}
					{field('aportacion', 'Cantidad que quieres adelantar', '€')}
					<ChoiceField
						id="amortizacion-tipoPrestamo"
						legend="Tu hipoteca es"
						value={rateType}
						onChange={(v) => set('tipoPrestamo', v)}
						options={[
							{ value: 'fixed', label: 'Fija' },
							{ value: 'variable', label: 'Variable' },
						]}
					/>
					{field(
						'antiguedad',
						'Meses desde la firma',
						'meses',
						'La comisión máxima depende de los años que lleva firmada.',
					)}
					{rateType === 'variable' && (
						<SelectField
							id="amortizacion-opcionComision"
							label="Comisión pactada en tu contrato"
							value={values.opcionComision}
							onChange={(v) => set('opcionComision', v)}
							options={[
								{ value: '0.25-3y', label: '0,25 % los 3 primeros años' },
								{ value: '0.15-5y', label: '0,15 % los 5 primeros años' },
							]}
						/>
					)}
				</>
			}
			result={
				r ? (
					<>
						<p
							className="rounded-lg bg-surface p-4 text-lg font-semibold"
							data-testid="amortizacion-veredicto"
						>
							{verdict}
						</p>
						<dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure
								label="Comisión máxima legal"
								value={`${money(r.fee.amount, 2)} (${formatPercent(r.fee.percent)})`}
							/>
							<Figure
								label="Reduciendo plazo acabas antes"
								value={yearsAndMonths(r.reduceTerm.monthsSaved)}
							/>
							<Figure
								label="Reduciendo cuota pagas al mes"
								value={`${money(r.reducePayment.paymentDrop, 2)} menos`}
							/>
						</dl>
						<p className="mt-3 text-xs text-muted">
							Comisiones máximas de la Ley 5/2019 (art. 23): en tipo fijo, el 2 % los diez primeros
							años y el 1,5 % después; en variable, el 0,25 % los tres primeros años o el 0,15 % los
							cinco primeros, según el contrato. El banco nunca puede cobrar más que su pérdida
							financiera. Cálculo orientativo con el tipo actual.
						</p>
						<ResultHeading
							title="Comparación"
							filename="amortizacion-anticipada.csv"
							header={earlyRepaymentHeader}
							rows={earlyRepaymentRows(r)}
						/>
						<div className="mt-3">
							<ResultTable
								caption="Reducir plazo o reducir cuota"
								header={earlyRepaymentHeader}
								rows={earlyRepaymentRows(r)}
								decimals={2}
							/>
						</div>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(EarlyRepayment, 'EarlyRepayment');
