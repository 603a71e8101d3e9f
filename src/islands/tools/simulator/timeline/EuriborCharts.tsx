import { dayToSeconds, type ChartData } from '~/lib/charts/chartData.ts';
import {
	dateFormatter,
	formatDate,
	formatEuros,
	formatMonth,
	formatPercent,
} from '~/lib/format/index.ts';
import { euriborStaleText, euriborSource, type EuriborMonth } from '~/lib/mortgage/euribor.ts';
import type { FanLine } from '~/lib/mortgage/revisions.ts';
import { Chart } from '~/islands/shared/charts/Chart.tsx';

const shortMonth = dateFormatter({
	month: 'short',
	year: 'numeric',
	timeZone: 'UTC',
});
/** Unix seconds of a month → "feb 2026". */
const monthLabel = (seconds: number) => shortMonth().format(new Date(seconds * 1000));
const percent = (v: number) => formatPercent(v, { decimals: 3 });

/**
 * The Euribor 12M series we hold, drawn with the shared chart (its data table and CSV below it):
 * the line is every monthly average; bars mark the values not yet verified against the Banco de
 * España, which also get their own column in the table.
 */
export function EuriborHistory({
	series,
	latest,
}: {
	series: readonly EuriborMonth[];
	latest: EuriborMonth;
}) {
	const unverified = series.filter((s) => !s.verified).length;
	const stale = euriborStaleText(new Date(), latest.month);
	const data: ChartData = {
		x: series.map((s) => dayToSeconds(s.month)),
		xKind: 'time',
		series: [
			{ label: 'Euríbor a 12 meses', values: series.map((s) => s.ratePercent), color: 'primary' },
			{
				label: 'Sin verificar',
				values: series.map((s) => (s.verified ? null : s.ratePercent)),
				color: 'muted',
				kind: 'bars',
			},
		],
	};
	return (
		<div>
			<p className="mt-3 text-sm">
				Último dato: <strong>{percent(latest.ratePercent)}</strong> (media de{' '}
				{formatMonth(latest.month)}
				{latest.verified ? '' : ', sin verificar'}).
			</p>
			{stale && (
				<p className="mt-2 text-sm font-medium text-danger" data-testid="euribor-desfasado">
					{stale}
				</p>
			)}
			<Chart
				title="Euríbor a 12 meses, media mensual"
				description={`Medias mensuales de ${formatMonth(series[0]?.month ?? latest.month)} a ${formatMonth(latest.month)}. Fuente: ${euriborSource.source} ${unverified} de ${series.length} valores aún no están contrastados con una segunda fuente: van marcados con barras y en su propia columna. Actualizado el ${formatDate(new Date(`${euriborSource.updated}T12:00:00Z`))}.`}
				data={data}
				xLabel="Mes"
				formatX={monthLabel}
				formatY={percent}
				formatAxisY={(v) => formatPercent(v, { maxDecimals: 1 })}
				height={220}
				csvFileName="euribor-12-meses.csv"
			/>
		</div>
	);
}

/** The instalment at each revision under each scenario, as a fan (data table below). */
export function ScenarioFanChart({ fan }: { fan: readonly FanLine[] }) {
	const months = [...new Set(fan.flatMap((l) => l.points.map((p) => p.loanMonth)))].sort(
		(a, b) => a - b,
	);
	const dates = new Map(fan.flatMap((l) => l.points.map((p) => [p.loanMonth, p.date] as const)));
	const colors = ['primary', 'danger', 'success', 'fg'] as const;
	// A time axis (the revision's calendar month) lets uPlot pick readable ticks.
	const data: ChartData = {
		x: months.map((m) => dayToSeconds(dates.get(m) ?? '2026-01')),
		xKind: 'time',
		series: fan.map((line, i) => ({
			label: line.scenario.name,
			values: months.map((m) => line.points.find((p) => p.loanMonth === m)?.payment ?? null),
			color: colors[i % colors.length] ?? 'primary',
			dashed: i > 0,
		})),
	};
	return (
		<Chart
			title="Tu cuota en cada revisión según el escenario"
			description={`Cada línea es un escenario del euríbor (hipótesis, no previsiones); se mantienen tus amortizaciones y cambios de TIN o plazo. Intereses totales: ${fan.map((l) => `${l.scenario.name}, ${formatEuros(l.totalInterest)}`).join('; ')}.`}
			data={data}
			xLabel="Revisión"
			formatX={monthLabel}
			formatY={(v) => formatEuros(v, { decimals: 2 })}
			formatAxisY={(v) => formatEuros(v)}
			height={240}
			csvFileName="cuota-por-escenario.csv"
		/>
	);
}
