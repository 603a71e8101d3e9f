import { useStore } from '@nanostores/react';
import { DateRangeFields } from '~/islands/shared/ui/DateRangeFields.tsx';
import { useState, type SubmitEvent } from 'react';
import { dateFormatter, formatNumber } from '~/lib/format/index.ts';
import {
	activityChart,
	categoryLabel,
	chartTotal,
	firstResponseChart,
	formatMinutes,
	leadsChart,
	signupsChart,
	ticketsChart,
} from '~/lib/statistics/charts.ts';
import { checkRange, lastDays, rangeLength } from '~/lib/statistics/range.ts';
import { AdminGate } from '~/islands/session/AdminGate.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { BarChart } from '~/islands/shared/charts/BarChart.tsx';
import { LineChart } from '~/islands/shared/charts/LineChart.tsx';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { $statistics, $statsRange } from '~/stores/statistics.ts';

const dayFormat = dateFormatter({
	day: 'numeric',
	month: 'short',
	year: 'numeric',
	timeZone: 'UTC',
});
const tickFormat = dateFormatter({
	day: 'numeric',
	month: 'short',
	timeZone: 'UTC',
});
/** A day of the time axis (Unix seconds at UTC midnight), in the table: «12 nov 2026». */
const formatDay = (seconds: number) => dayFormat().format(new Date(seconds * 1000));
/** The same day under the axis, short: «12 nov». */
const formatDayTick = (seconds: number) => tickFormat().format(new Date(seconds * 1000));
const formatCount = (value: number) => formatNumber(value, { decimals: 0 });

/** The period form: two days, or the last 7, 30 or 90 days. */
function RangeForm() {
	const current = new URLSearchParams(useStore($statsRange));
	const [from, setFrom] = useState(current.get('from') ?? '');
	const [to, setTo] = useState(current.get('to') ?? '');
	const [problem, setProblem] = useState<string>();

	const set = (range: { from: string; to: string }) => {
		setFrom(range.from);
		setTo(range.to);
		setProblem(undefined);
		$statsRange.set(new URLSearchParams(range).toString());
	};
	const submit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const checked = checkRange(from, to);
		if (!checked.ok) return setProblem(checked.message);
		set(checked.range);
	};

	return (
		<form noValidate onSubmit={submit} className="rounded-xl border border-line p-4">
			<fieldset>
				<legend className="font-semibold">Periodo</legend>
				<div className="mt-3 flex flex-wrap items-end gap-4">
					<DateRangeFields
						idPrefix="estadisticas"
						from={from}
						to={to}
						onFrom={setFrom}
						onTo={setTo}
						errorId={problem ? 'estadisticas-error' : undefined}
					/>
					<button type="submit" className="btn btn-primary">
						Aplicar
					</button>
					{[7, 30, 90].map((days) => (
						<button
							key={days}
							type="button"
							className="btn btn-outline"
							onClick={() => set(lastDays(days))}
						>
							Últimos {days} días
						</button>
					))}
				</div>
			</fieldset>
			{problem && (
				<p id="estadisticas-error" role="alert" className="mt-3 text-sm font-medium text-danger">
					{problem}
				</p>
			)}
		</form>
	);
}

/** One figure of the summary. */
function Figure({ label, value }: { label: string; value: string }) {
	return (
		<div className="rounded-lg border border-line p-4">
			<dt className="text-sm text-muted">{label}</dt>
			<dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
		</div>
	);
}

function Charts() {
	const stats = useStore($statistics);
	const range = new URLSearchParams(useStore($statsRange));
	const period = `${range.get('from')}_${range.get('to')}`;
	return (
		<QueryView value={stats} retry={() => $statistics.invalidate()} isEmpty={() => false} empty="">
			{(data) => {
				const signups = signupsChart(data.signups);
				const activity = activityChart(data.activity);
				const tickets = ticketsChart(data.tickets);
				const first = firstResponseChart(data.firstResponse);
				const leads = leadsChart(data.leads);
				const days = rangeLength({ from: range.get('from') ?? '', to: range.get('to') ?? '' });
				return (
					<div className="mt-6 space-y-10" data-testid="estadisticas">
						<section aria-labelledby="resumen">
							<h2 id="resumen" className="text-xl font-bold">
								Resumen de {days === 1 ? '1 día' : `${formatCount(days)} días`}
							</h2>
							<dl className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
								<Figure label="Altas" value={formatCount(chartTotal(signups))} />
								<Figure label="Simulaciones" value={formatCount(chartTotal(activity, 0))} />
								<Figure label="Valoraciones" value={formatCount(chartTotal(activity, 1))} />
								<Figure label="Tickets" value={formatCount(chartTotal(tickets.data))} />
								<Figure
									label="Mediana de primera respuesta"
									value={formatMinutes(first.overall.medianMinutes)}
								/>
								<Figure label="Contactos" value={formatCount(chartTotal(leads.data))} />
							</dl>
						</section>
						<section aria-labelledby="altas">
							<h2 id="altas" className="text-xl font-bold">
								Altas
							</h2>
							<LineChart
								title="Altas por día y rol"
								description="Personas que crearon su cuenta cada día, según el rol que eligieron."
								data={signups}
								xLabel="Día"
								formatX={formatDay}
								formatTick={formatDayTick}
								formatY={formatCount}
								csvFileName={`altas-${period}.csv`}
							/>
						</section>
						<section aria-labelledby="actividad">
							<h2 id="actividad" className="text-xl font-bold">
								Simulaciones y valoraciones
							</h2>
							<LineChart
								title="Simulaciones y valoraciones guardadas por día"
								data={activity}
								xLabel="Día"
								formatX={formatDay}
								formatTick={formatDayTick}
								formatY={formatCount}
								csvFileName={`actividad-${period}.csv`}
							/>
						</section>
						<section aria-labelledby="soporte">
							<h2 id="soporte" className="text-xl font-bold">
								Soporte
							</h2>
							<BarChart
								title="Tickets abiertos en el periodo, por estado actual"
								data={tickets.data}
								labels={tickets.labels}
								xLabel="Estado"
								formatX={(x) => categoryLabel(tickets, x)}
								formatY={formatCount}
								csvFileName={`tickets-${period}.csv`}
							/>
							<p className="mt-6">
								Mediana del tiempo hasta la primera respuesta del equipo:{' '}
								<strong>{formatMinutes(first.overall.medianMinutes)}</strong> (
								{first.overall.answered === 1
									? '1 ticket respondido'
									: `${formatCount(first.overall.answered)} tickets respondidos`}
								).
							</p>
							<LineChart
								title="Mediana de la primera respuesta por día de apertura (minutos)"
								description="Los días sin tickets respondidos quedan en blanco."
								data={first.data}
								xLabel="Día"
								formatX={formatDay}
								formatTick={formatDayTick}
								formatY={(m) => formatMinutes(m)}
								formatAxisY={formatCount}
								csvFileName={`primera-respuesta-${period}.csv`}
							/>
						</section>
						<section aria-labelledby="contactos">
							<h2 id="contactos" className="text-xl font-bold">
								Contactos
							</h2>
							<BarChart
								title="Contactos recibidos por origen y estado"
								data={leads.data}
								labels={leads.labels}
								xLabel="Origen y estado"
								formatX={(x) => categoryLabel(leads, x)}
								formatY={formatCount}
								csvFileName={`contactos-${period}.csv`}
							/>
						</section>
					</div>
				);
			}}
		</QueryView>
	);
}

/** /estadisticas: the team's figures for a period, computed by the database (admins only). */
function Statistics() {
	return (
		<AdminGate title="Estadísticas" path="/estadisticas">
			{() => (
				<div className="mt-6">
					<RangeForm />
					<Charts />
				</div>
			)}
		</AdminGate>
	);
}

export default withErrorBoundary(Statistics, 'Statistics');
