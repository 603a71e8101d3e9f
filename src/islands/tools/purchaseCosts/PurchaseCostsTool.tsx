import { useMemo } from 'react';
import { formatEuros, formatPercent } from '~/lib/format/index.ts';
import { extraConditionsFor } from '~/lib/tools/purchaseCostsConditions.ts';
import {
	purchaseCostsDefaults,
	readPurchaseCostsForm,
	type CheckKey,
	type NumericKey,
	type OptionalKey,
} from '~/lib/tools/purchaseCostsForm.ts';
import { purchaseCostsHeader, purchaseCostsRows } from '~/lib/tools/purchaseCostsTool.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { CheckboxField } from '~/islands/shared/ui/CheckboxField.tsx';
import { ChoiceField, Figure, NumberField, SelectField } from '~/islands/shared/ui/fields.tsx';
import { homeTypeOptions, provinceOptions } from '~/islands/tools/shared/options.ts';
import { CsvButton } from '~/islands/shared/ui/CsvButton.tsx';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';
import { ExtraConditionFields } from './ExtraConditionFields.tsx';

const buyerCountOptions = [
	{ value: '1', label: 'Uno' },
	{ value: '2', label: 'Dos' },
] as const;

const money = (n: number | null) =>
	n === null ? 'Lo paga el banco' : formatEuros(n, { decimals: 2 });

/** Itemised purchase costs: taxes of the community, fees and who pays each under Ley 5/2019. */
function PurchaseCostsTool() {
	const [values, set] = useToolState('gastos-compraventa', purchaseCostsDefaults);

	const extra = useMemo(
		() =>
			extraConditionsFor(
				values.provincia,
				values.vivienda === 'new' ? 'new' : 'resale',
				values.compradores === '2' ? 2 : 1,
			),
		[values.provincia, values.vivienda, values.compradores],
	);
	const outcome = useMemo(() => readPurchaseCostsForm(values, extra), [values, extra]);

	const { costs, errors } = outcome;
	const two = values.compradores === '2';
	const rows = costs ? purchaseCostsRows(costs) : [];
	const num = (key: NumericKey | OptionalKey, label: string, suffix: string, hint?: string) => (
		<NumberField
			id={`gastos-${key}`}
			label={label}
			value={values[key]}
			onChange={(v) => set(key, v)}
			error={errors[key]}
			suffix={suffix}
			hint={hint}
		/>
	);
	const check = (key: CheckKey, label: string, hint?: string) => (
		<CheckboxField
			id={`gastos-${key}`}
			label={label}
			value={values[key]}
			onChange={(v) => set(key, v)}
			hint={hint}
		/>
	);

	return (
		<ToolFrame
			tool="gastos-compraventa"
			formLabel="Datos de la compra"
			resultLabel="Resultado de los gastos de compraventa"
			summary={
				costs
					? `Gastos a tu cargo ${money(costs.totals.buyer)}; impuestos ${money(costs.totals.taxes)}.`
					: ''
			}
			form={
				<>
					{num('precio', 'Precio de compra', '€')}
					<SelectField
						id="gastos-provincia"
						label="Provincia"
						value={values.provincia}
						onChange={(v) => set('provincia', v)}
						options={provinceOptions}
						error={errors.provincia}
					/>
					<ChoiceField
						id="gastos-vivienda"
						legend="Vivienda"
						value={values.vivienda}
						onChange={(v) => set('vivienda', v)}
						options={homeTypeOptions}
					/>
					{values.vivienda === 'new' && check('vpo', 'Vivienda de protección oficial')}
					{num('prestamo', 'Importe de la hipoteca', '€', 'Pon 0 si compras sin hipoteca.')}
					<ChoiceField
						id="gastos-compradores"
						legend="Compradores"
						value={values.compradores}
						onChange={(v) => set('compradores', v)}
						options={buyerCountOptions}
					/>
					{two
						? num(
								'edad',
								'Edad del comprador 1',
								'años',
								'Los tipos reducidos por edad solo rebajan la parte de quien los cumple.',
							)
						: num('edad', 'Edad del comprador', 'años', 'Para los tipos reducidos por edad.')}
					{two && num('parte1', 'Parte del comprador 1', '%', 'Las dos partes deben sumar 100 %.')}
					{two && num('edad2', 'Edad del comprador 2', 'años')}
					{two && num('parte2', 'Parte del comprador 2', '%')}
					{check('habitual', 'Será mi vivienda habitual')}
					{check('primera', 'Es mi primera vivienda')}
					{check('numerosa', 'Familia numerosa')}
					{check('monoparental', 'Familia monoparental')}
					{num('discapacidad', two ? 'Discapacidad del comprador 1' : 'Grado de discapacidad', '%')}
					{num(
						'ingresosAnuales',
						two ? 'Ingresos anuales del comprador 1' : 'Ingresos anuales',
						'€',
						'Algunas rebajas tienen un límite de renta.',
					)}
					{two && num('discapacidad2', 'Discapacidad del comprador 2', '%')}
					{two && num('ingresos2', 'Ingresos anuales del comprador 2', '€')}
					<ExtraConditionFields extra={extra} num={num} check={check} />
					{num(
						'referencia',
						'Valor de referencia del Catastro',
						'€',
						'Si es mayor que el precio, el ITP se calcula sobre él.',
					)}
				</>
			}
			result={
				costs ? (
					<>
						<dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure label="Total a tu cargo" value={money(costs.totals.buyer)} strong />
							<Figure label="Impuestos" value={money(costs.totals.taxes)} />
							<Figure label="Precio con gastos" value={money(costs.totals.priceWithCosts)} />
						</dl>
						<div
							className="mt-5 overflow-x-auto rounded-lg border border-line"
							// A scrollable region must be keyboard-focusable (axe scrollable-region-focusable).
							// eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
							tabIndex={0}
							role="region"
							aria-label="Tabla: gastos de la compraventa y de la hipoteca"
						>
							<table className="w-full text-sm">
								<caption className="sr-only">Gastos de la compraventa y de la hipoteca</caption>
								<thead className="bg-surface">
									<tr>
										<th scope="col" className="px-3 py-2 text-left">
											Concepto
										</th>
										<th scope="col" className="px-3 py-2 text-left">
											Paga
										</th>
										<th scope="col" className="px-3 py-2 text-right">
											Importe
										</th>
									</tr>
								</thead>
								<tbody className="divide-y divide-line">
									{costs.lines.map((line) => (
										<tr key={line.id}>
											<th scope="row" className="px-3 py-2 text-left font-normal">
												{line.label}
												{line.ratePercent !== null && (
													<span className="text-muted">
														{' '}
														({formatPercent(line.ratePercent, { maxDecimals: 2 })})
													</span>
												)}
												{line.rule && line.rule.conditions.length > 0 && (
													<span className="block text-xs text-success">
														{line.rule.label}: {line.rule.conditions.join('; ')}
													</span>
												)}
											</th>
											<td className="px-3 py-2">
												{line.payer === 'banco' ? 'Banco' : 'Comprador'}
											</td>
											<td className="px-3 py-2 text-right tabular-nums">{money(line.amount)}</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
						<p className="mt-3 text-xs text-muted">
							Desde la Ley 5/2019 el banco paga la notaría, el registro, la gestoría y el AJD de la
							escritura del préstamo; tú pagas la tasación y los gastos de la compraventa. Notaría,
							registro y gestoría son estimaciones orientativas.
						</p>
						<CsvButton
							className="mt-4"
							filename="gastos-compraventa.csv"
							header={purchaseCostsHeader}
							rows={rows}
						/>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(PurchaseCostsTool, 'PurchaseCostsTool');
