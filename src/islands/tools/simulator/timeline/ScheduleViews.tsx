import { useState } from 'react';
import { formatEuros, formatMonth, formatPercent } from '~/lib/format/index.ts';
import { addMonths } from '~/lib/mortgage/revisions.ts';
import { keyPeriods, type TimelineEvent, type TimelineRow } from '~/lib/mortgage/timeline.ts';
import { yearlyRows } from '~/lib/tools/simulation.ts';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { ChoiceField } from '~/islands/shared/ui/fields.tsx';
import { CsvButton } from '~/islands/shared/ui/CsvButton.tsx';

const th = 'px-3 py-2 text-right font-semibold whitespace-nowrap first:text-left';
const td = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap first:text-left';
const money = (n: number) => formatEuros(n, { decimals: 2 });

type View = 'clave' | 'anual' | 'mensual';

/** Column headers of each view's table (the CSV adds units and the calendar date). */
const headers: Record<View, readonly string[]> = {
	clave: ['Mes', 'Qué pasa', 'Tipo', 'Cuota', 'Amortización', 'Pendiente'],
	anual: ['Año', 'Pagado', 'Intereses', 'Capital', 'Pendiente'],
	mensual: ['Mes', 'Tipo', 'Cuota', 'Intereses', 'Capital', 'Amortización', 'Pendiente'],
};

const captions: Record<View, string> = {
	clave: 'Periodos clave de la vida del préstamo',
	anual: 'Vida del préstamo por años',
	mensual: 'Vida del préstamo mes a mes',
};

/**
 * The timeline's schedule in three views: key periods (each event and revision), yearly and
 * monthly. The monthly table renders only when chosen; each view has its CSV; print prints it.
 */
export function ScheduleViews({
	rows,
	events,
	signing,
}: {
	rows: readonly TimelineRow[];
	events: readonly TimelineEvent[];
	signing: string;
}) {
	const [view, setView] = useState<View>('clave');
	const date = (month: number) => formatMonth(addMonths(signing, month));
	const periods = view === 'clave' ? keyPeriods(rows, events) : [];
	const years = view === 'anual' ? yearlyRows(rows) : [];
	const csv =
		view === 'clave'
			? {
					filename: 'vida-prestamo-periodos-clave.csv',
					header: [
						'Mes',
						'Fecha',
						'Qué pasa',
						'Tipo anual (%)',
						'Cuota (€)',
						'Amortización anticipada (€)',
						'Capital pendiente (€)',
					],
					rows: periods.map((p) => [
						p.month,
						date(p.month),
						p.label,
						p.ratePercent,
						p.payment,
						p.earlyRepayment,
						p.balance,
					]),
				}
			: view === 'anual'
				? {
						filename: 'vida-prestamo-por-anos.csv',
						header: ['Año', 'Pagado (€)', 'Intereses (€)', 'Capital (€)', 'Capital pendiente (€)'],
						rows: years.map((y) => [y.year, y.payments, y.interest, y.principalPaid, y.balance]),
					}
				: {
						filename: 'vida-prestamo-mes-a-mes.csv',
						header: [
							'Mes',
							'Fecha',
							'Tipo anual (%)',
							'Cuota (€)',
							'Intereses (€)',
							'Capital amortizado (€)',
							'Amortización anticipada (€)',
							'Comisión máxima (€)',
							'Capital pendiente (€)',
						],
						rows: rows.map((r) => [
							r.month,
							date(r.month),
							r.ratePercent,
							r.payment,
							r.interest,
							r.principalPaid,
							r.earlyRepayment,
							r.fee,
							r.balance,
						]),
					};
	return (
		<div>
			<div className="flex flex-wrap items-end justify-between gap-3" data-no-print>
				<ChoiceField
					id="vida-vista"
					legend="Cuadro con los eventos"
					value={view}
					onChange={(v) => setView(v as View)}
					options={[
						{ value: 'clave', label: 'Periodos clave' },
						{ value: 'anual', label: 'Año a año' },
						{ value: 'mensual', label: 'Mes a mes' },
					]}
				/>
				<div className="flex flex-wrap gap-2">
					<CsvButton {...csv} />
					<button type="button" className="btn btn-outline" onClick={() => window.print()}>
						Imprimir el cuadro
					</button>
				</div>
			</div>
			<ScrollRegion
				label={`Tabla: ${captions[view]}`}
				className="mt-3 max-h-[28rem] overflow-auto rounded-lg border border-line"
			>
				<table className="w-full text-sm">
					<caption className="sr-only">{captions[view]}</caption>
					<thead className="sticky top-0 bg-surface">
						<tr>
							{headers[view].map((h) => (
								<th key={h} scope="col" className={th}>
									{h}
								</th>
							))}
						</tr>
					</thead>
					<tbody className="divide-y divide-line">
						{periods.map((p) => (
							<tr key={p.month}>
								<th scope="row" className={td}>
									{p.month}{' '}
									<span className="text-xs font-normal text-muted">({date(p.month)})</span>
								</th>
								<td className={`${td} text-left whitespace-normal`}>{p.label}</td>
								<td className={td}>{formatPercent(p.ratePercent, { maxDecimals: 3 })}</td>
								<td className={td}>{money(p.payment)}</td>
								<td className={td}>{p.earlyRepayment > 0 ? money(p.earlyRepayment) : '—'}</td>
								<td className={td}>{money(p.balance)}</td>
							</tr>
						))}
						{years.map((y) => (
							<tr key={y.year}>
								<th scope="row" className={td}>
									{y.year}
								</th>
								<td className={td}>{money(y.payments)}</td>
								<td className={td}>{money(y.interest)}</td>
								<td className={td}>{money(y.principalPaid)}</td>
								<td className={td}>{money(y.balance)}</td>
							</tr>
						))}
						{view === 'mensual' &&
							rows.map((r) => (
								<tr key={r.month}>
									<th scope="row" className={td}>
										{r.month}
									</th>
									<td className={td}>{formatPercent(r.ratePercent, { maxDecimals: 3 })}</td>
									<td className={td}>{money(r.payment)}</td>
									<td className={td}>{money(r.interest)}</td>
									<td className={td}>{money(r.principalPaid)}</td>
									<td className={td}>{r.earlyRepayment > 0 ? money(r.earlyRepayment) : '—'}</td>
									<td className={td}>{money(r.balance)}</td>
								</tr>
							))}
					</tbody>
				</table>
			</ScrollRegion>
		</div>
	);
}
