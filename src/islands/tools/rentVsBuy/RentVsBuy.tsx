import { useMemo } from 'react';
import { formatEuros } from '~/lib/format/index.ts';
import { safeRentVsBuy, type RentVsBuyResult } from '~/lib/mortgage/rentVsBuy.ts';
import { readNumbers } from '~/lib/tools/fields.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import {
	rentVsBuyCsvHeader,
	rentVsBuyFields,
	rentVsBuyRows,
	rentVsBuyVerdict,
} from '~/lib/tools/rentVsBuyTool.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { ChoiceField, Figure, SelectField, numberFields } from '~/islands/shared/ui/fields.tsx';
import { homeTypeOptions, provinceOptions } from '~/islands/tools/shared/options.ts';
import { ResultTable } from '~/islands/tools/shared/ResultTable.tsx';
import { ResultHeading } from '~/islands/shared/ui/CsvButton.tsx';
import { ToolFrame } from '~/islands/tools/shared/ToolFrame.tsx';
import { useToolState } from '~/islands/tools/shared/useToolState.ts';

const numericKeys = [
	'precio',
	'alquiler',
	'anos',
	'subidaAlquiler',
	'revalorizacion',
	'rentabilidad',
	'tipo',
	'plazo',
	'financiacion',
	'gastosPropietario',
	'gastosVenta',
] as const;
type NumericKey = (typeof numericKeys)[number];
type Key = NumericKey | 'provincia' | 'vivienda';

const defaults: Record<Key, string> = {
	precio: '250.000',
	alquiler: '950',
	anos: '15',
	subidaAlquiler: '3',
	revalorizacion: '2',
	rentabilidad: '3',
	tipo: '3',
	plazo: '30',
	financiacion: '80',
	gastosPropietario: '1',
	gastosVenta: '3',
	provincia: 'madrid',
	vivienda: 'resale',
};

const money = (n: number) => formatEuros(n, { decimals: 0 });

/** Rent or buy: net worth of each path year by year and the year buying gets ahead. */
function RentVsBuy() {
	const [values, set] = useToolState('alquilar-vs-comprar', defaults);

	const outcome = useMemo((): {
		result?: RentVsBuyResult;
		years?: number;
		errors: Partial<Record<Key, string>>;
	} => {
		const parsed = readNumbers<NumericKey>(values, numericKeys);
		if (!parsed.ok) return { errors: parsed.errors };
		const v = parsed.values;
		const result = safeRentVsBuy({
			price: v.precio,
			provinceId: values.provincia,
			homeType: values.vivienda === 'new' ? 'new' : 'resale',
			years: v.anos,
			rent: v.alquiler,
			rentIncreasePercent: v.subidaAlquiler,
			appreciationPercent: v.revalorizacion,
			investmentReturnPercent: v.rentabilidad,
			loan: { annualRatePercent: v.tipo, years: v.plazo, ltvPercent: v.financiacion },
			ownerCostsPercent: v.gastosPropietario,
			sellingCostsPercent: v.gastosVenta,
		});
		if (!result.ok) return { errors: errorsFor<Key>(result, rentVsBuyFields, 'precio') };
		return { result: result.value, years: v.anos, errors: {} };
	}, [values]);

	const { result, errors } = outcome;
	const last = result?.years.at(-1);
	const verdict = result ? rentVsBuyVerdict(result, outcome.years ?? 0) : '';
	const rows = result ? rentVsBuyRows(result) : [];

	const field = numberFields<Key>('alquilar', values, set, errors);

	return (
		<ToolFrame
			tool="alquilar-vs-comprar"
			formLabel="Datos de alquiler y compra"
			resultLabel="Resultado de alquilar o comprar"
			summary={result ? verdict : ''}
			form={
				<>
					{field('precio', 'Precio de la vivienda', '€')}
					<SelectField
						id="alquilar-provincia"
						label="Provincia"
						value={values.provincia}
						onChange={(v) => set('provincia', v)}
						options={provinceOptions}
						error={errors.provincia}
					/>
					<ChoiceField
						id="alquilar-vivienda"
						legend="Vivienda"
						value={values.vivienda}
						onChange={(v) => set('vivienda', v)}
						options={homeTypeOptions}
					/>
					{field('alquiler', 'Alquiler mensual de una vivienda similar', '€')}
					{field('anos', 'Años que quieres comparar', 'años')}
					{field('tipo', 'Tipo de interés de la hipoteca', '%')}
					{field('plazo', 'Plazo de la hipoteca', 'años')}
					{field('financiacion', 'Financiación sobre el precio', '%')}
					{field('subidaAlquiler', 'Subida anual del alquiler', '%')}
					{field('revalorizacion', 'Revalorización anual de la vivienda', '%')}
					{field('rentabilidad', 'Rentabilidad anual del ahorro invertido', '%')}
					{field(
						'gastosPropietario',
						'Gastos anuales de propietario',
						'%',
						'IBI, comunidad, seguro y mantenimiento, sobre el valor de la vivienda.',
					)}
					{field(
						'gastosVenta',
						'Gastos de venta al final',
						'%',
						'Agencia y plusvalía municipal si vendieras.',
					)}
				</>
			}
			result={
				result && last ? (
					<>
						<p
							className="rounded-lg bg-surface p-4 text-lg font-semibold"
							data-testid="alquilar-veredicto"
						>
							{verdict}
						</p>
						<dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure label="Entrada + gastos de compra" value={money(result.upfront.total)} />
							<Figure
								label="Cuota mensual de la hipoteca"
								value={formatEuros(result.monthlyPayment, { decimals: 2 })}
							/>
							<Figure
								label={`Diferencia en el año ${last.year}`}
								value={`${last.difference >= 0 ? 'Comprar' : 'Alquilar'} +${money(Math.abs(last.difference))}`}
								strong
							/>
							<Figure label="Patrimonio si compras" value={money(last.buyNetWorth)} />
							<Figure label="Patrimonio si alquilas" value={money(last.rentNetWorth)} />
							<Figure label="Valor de la vivienda" value={money(last.homeValue)} />
						</dl>
						<p className="mt-3 text-xs text-muted">
							Quien alquila invierte la entrada y los gastos que no gasta, y cada año el que paga
							menos invierte la diferencia a la misma rentabilidad. Cálculo orientativo: no incluye
							impuestos sobre las ganancias.
						</p>
						<ResultHeading
							title="Año a año"
							filename="alquilar-o-comprar.csv"
							header={rentVsBuyCsvHeader}
							rows={rows}
						/>
						<div className="mt-3">
							<ResultTable
								caption="Comparación año a año de alquilar y comprar"
								header={rentVsBuyCsvHeader}
								rows={rows}
							/>
						</div>
					</>
				) : null
			}
		/>
	);
}

export default withErrorBoundary(RentVsBuy, 'RentVsBuy');
