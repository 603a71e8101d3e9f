import { formatEuros, formatMonth, formatPercent } from '~/lib/format/index.ts';
import type { EuriborMonth } from '~/lib/mortgage/euribor.ts';
import type { FanLine } from '~/lib/mortgage/revisions.ts';
import { TableScroll } from '~/islands/shared/TableScroll.tsx';

const th = 'px-3 py-2 text-right font-semibold whitespace-nowrap first:text-left';
const td = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap first:text-left';

/** The Euribor 12M series we hold, with the unverified values marked, and its data table. */
export function EuriborHistory({
	series,
	latest,
}: {
	series: readonly EuriborMonth[];
	latest: EuriborMonth;
}) {
	const unverified = series.filter((s) => !s.verified).length;
	return (
		<figure className="mt-3">
			<p className="text-sm">
				Último dato: <strong>{formatPercent(latest.ratePercent, { decimals: 3 })}</strong> (media de{' '}
				{formatMonth(latest.month)}
				{latest.verified ? '' : ', sin verificar'}).
			</p>
			<figcaption className="mt-1 text-xs text-muted">
				Medias mensuales de {formatMonth(series[0]?.month ?? latest.month)} a{' '}
				{formatMonth(latest.month)}. Fuente: Banco de España. {unverified} de {series.length}{' '}
				valores aún no están contrastados con la serie del Banco de España: van marcados con un
				asterisco (*).
			</figcaption>
			<details className="mt-2">
				<summary className="cursor-pointer text-sm font-medium">Ver los datos del euríbor</summary>
				<TableScroll
					label="Euríbor a 12 meses, media mensual"
					className="mt-2 max-h-72 overflow-auto rounded-lg border border-line"
				>
					<table className="w-full text-sm">
						<caption className="sr-only">Euríbor a 12 meses, media mensual</caption>
						<thead className="sticky top-0 bg-surface">
							<tr>
								<th scope="col" className={th}>
									Mes
								</th>
								<th scope="col" className={th}>
									Euríbor
								</th>
								<th scope="col" className={th}>
									Verificado
								</th>
							</tr>
						</thead>
						<tbody className="divide-y divide-line">
							{series.map((s) => (
								<tr key={s.month}>
									<th scope="row" className={td}>
										{formatMonth(s.month)}
									</th>
									<td className={td}>
										{formatPercent(s.ratePercent, { decimals: 3 })}
										{s.verified ? '' : ' *'}
									</td>
									<td className={td}>{s.verified ? 'Sí' : 'No'}</td>
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			</details>
		</figure>
	);
}

/** The instalment at each revision under each scenario, as a fan, and its data table. */
export function ScenarioFanChart({ fan }: { fan: readonly FanLine[] }) {
	const months = [...new Set(fan.flatMap((l) => l.points.map((p) => p.loanMonth)))].sort(
		(a, b) => a - b,
	);
	const dates = new Map(fan.flatMap((l) => l.points.map((p) => [p.loanMonth, p.date] as const)));
	return (
		<figure className="mt-6">
			<h5 className="text-sm font-semibold">Tu cuota en cada revisión según el escenario</h5>
			<figcaption className="mt-1 text-xs text-muted">
				Cada línea es un escenario del euríbor; se mantienen tus amortizaciones y cambios. Intereses
				totales:{' '}
				{fan.map((l, i) => (
					<span key={l.scenario.id}>
						{i > 0 && ' · '}
						{l.scenario.name} {formatEuros(l.totalInterest)}
					</span>
				))}
				.
			</figcaption>
			<details className="mt-2">
				<summary className="cursor-pointer text-sm font-medium">
					Ver la cuota de cada revisión
				</summary>
				<TableScroll
					label="Cuota en cada revisión por escenario"
					className="mt-2 max-h-72 overflow-auto rounded-lg border border-line"
				>
					<table className="w-full text-sm">
						<caption className="sr-only">Cuota en cada revisión por escenario</caption>
						<thead className="sticky top-0 bg-surface">
							<tr>
								<th scope="col" className={th}>
									Revisión
								</th>
								{fan.map((l) => (
									<th key={l.scenario.id} scope="col" className={th}>
										{l.scenario.name}
									</th>
								))}
							</tr>
						</thead>
						<tbody className="divide-y divide-line">
							{months.map((m) => (
								<tr key={m}>
									<th scope="row" className={td}>
										{formatMonth(dates.get(m) ?? '')} (mes {m})
									</th>
									{fan.map((l) => {
										const point = l.points.find((p) => p.loanMonth === m);
										return (
											<td key={l.scenario.id} className={td}>
												{point ? formatEuros(point.payment, { decimals: 2 }) : '—'}
											</td>
										);
									})}
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			</details>
		</figure>
	);
}
