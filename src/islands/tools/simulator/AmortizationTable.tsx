import { formatEuros, formatPercent } from '~/lib/format/index.ts';
import type { AmortizationRow } from '~/lib/mortgage/amortizationSchedule.ts';
import type { YearRow } from '~/lib/tools/simulation.ts';

const th = 'px-3 py-2 text-right font-semibold whitespace-nowrap first:text-left';
const td = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap first:text-left';

/** The amortization table by year or by month. */
export function AmortizationTable({
	view,
	years,
	rows,
}: {
	view: 'anual' | 'mensual';
	years: readonly YearRow[];
	rows: readonly AmortizationRow[];
}) {
	const caption =
		view === 'anual' ? 'Cuadro de amortización por años' : 'Cuadro de amortización por meses';
	return (
		// A scrollable region must take keyboard focus so it can be scrolled without a mouse (axe
		// rule scrollable-region-focusable); it is a named region, not a decorative box.
		<div
			className="max-h-[28rem] overflow-auto rounded-lg border border-line"
			// eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
			tabIndex={0}
			role="region"
			aria-label={caption}
		>
			<table className="w-full text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead className="sticky top-0 bg-surface">
					<tr>
						<th scope="col" className={th}>
							{view === 'anual' ? 'Año' : 'Mes'}
						</th>
						{view === 'mensual' && (
							<th scope="col" className={th}>
								Tipo
							</th>
						)}
						<th scope="col" className={th}>
							{view === 'anual' ? 'Pagado' : 'Cuota'}
						</th>
						<th scope="col" className={th}>
							Intereses
						</th>
						<th scope="col" className={th}>
							Capital
						</th>
						<th scope="col" className={th}>
							Pendiente
						</th>
					</tr>
				</thead>
				<tbody className="divide-y divide-line">
					{view === 'anual'
						? years.map((y) => (
								<tr key={y.year}>
									<th scope="row" className={td}>
										{y.year}
									</th>
									<td className={td}>{formatEuros(y.payments, { decimals: 2 })}</td>
									<td className={td}>{formatEuros(y.interest, { decimals: 2 })}</td>
									<td className={td}>{formatEuros(y.principalPaid, { decimals: 2 })}</td>
									<td className={td}>{formatEuros(y.balance, { decimals: 2 })}</td>
								</tr>
							))
						: rows.map((r) => (
								<tr key={r.month}>
									<th scope="row" className={td}>
										{r.month}
									</th>
									<td className={td}>{formatPercent(r.ratePercent, { maxDecimals: 3 })}</td>
									<td className={td}>{formatEuros(r.payment, { decimals: 2 })}</td>
									<td className={td}>{formatEuros(r.interest, { decimals: 2 })}</td>
									<td className={td}>{formatEuros(r.principalPaid, { decimals: 2 })}</td>
									<td className={td}>{formatEuros(r.balance, { decimals: 2 })}</td>
								</tr>
							))}
				</tbody>
			</table>
		</div>
	);
}
