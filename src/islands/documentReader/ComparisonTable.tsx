import { formatEuros } from '~/lib/format/formatEuros.ts';
import { formatNumber } from '~/lib/format/formatNumber.ts';
import { formatPercent } from '~/lib/format/formatPercent.ts';
import type { Comparison, OfferResult } from '~/lib/offerComparison/types.ts';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';

const eur = (n: number) => formatEuros(n, { decimals: 0 });
const pct = (n: number) => formatPercent(n, { decimals: 2 });

type Horizon = keyof Comparison['cheapestAt'];

const rows: [string, (r: OfferResult) => string, Horizon?][] = [
	['TIN aplicado', (r) => pct(r.tin)],
	['Cuota hoy', (r) => formatEuros(r.paymentNow)],
	[
		'Cuota tras el periodo fijo',
		(r) => (r.paymentAfterFixed === null ? 'No cambia (fijo)' : formatEuros(r.paymentAfterFixed)),
	],
	['Coste a 5 años', (r) => eur(r.cost5), 'cost5'],
	['Coste a 10 años', (r) => eur(r.cost10), 'cost10'],
	['Coste en todo el plazo', (r) => eur(r.costTotal), 'costTotal'],
	[
		'Productos vinculados',
		(r) =>
			r.products.length === 0
				? 'Ninguno'
				: r.products
						.map((p) => `${p.name} (${p.yearlyCost === null ? '¿?' : eur(p.yearlyCost)}/año)`)
						.join('; '),
	],
	['Productos vinculados al año', (r) => eur(r.linkedYearly)],
	['TAE recalculada', (r) => pct(r.tae)],
	[
		'TAE del banco',
		(r) =>
			r.taeGap === null
				? '—'
				: `${pct(r.tae + r.taeGap)} (${r.taeGap >= 0 ? '+' : '−'}${formatNumber(Math.abs(r.taeGap), { decimals: 2 })} puntos)`,
	],
];

/** For how many years a bonus saves more than it costs, in plain Spanish. */
function breakEven(years: number, term: number): string {
	if (years <= 0) return 'Ningún año ahorra lo que cuesta.';
	if (years >= term) return 'Ahorra más de lo que cuesta todos los años del préstamo.';
	return `Ahorra más de lo que cuesta durante ${years === 1 ? 'el primer año' : `los primeros ${years} años`}; después, mantenerla cuesta más de lo que ahorra.`;
}

/** The offers side by side (one column each), the cheapest marked, and the reasons. */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
	const { results, cheapest, cheapestAt, reasons } = comparison;
	const nameAt = (h: Horizon) => `«${results[cheapestAt[h]]?.name ?? ''}»`;
	return (
		<div className="space-y-4">
			<ScrollRegion label="Tabla: ofertas comparadas">
				<table className="w-full min-w-[20rem] border-collapse text-sm">
					<caption className="sr-only">
						Comparación de ofertas: coste de intereses, comisiones, gastos y productos vinculados
					</caption>
					<thead>
						<tr>
							<th scope="col" className="p-1.5 text-left align-bottom font-medium text-muted">
								Concepto
							</th>
							{results.map((r, i) => (
								<th key={i} scope="col" className="p-1.5 text-right align-bottom">
									{r.name}
									{i === cheapest && (
										<span className="mt-0.5 block text-xs font-semibold text-success">
											Más barata
										</span>
									)}
								</th>
							))}
						</tr>
					</thead>
					<tbody>
						{rows.map(([label, cell, horizon]) => (
							<tr key={label} className="border-t border-line">
								<th scope="row" className="p-1.5 text-left font-normal">
									{label}
								</th>
								{results.map((r, i) => (
									<td
										key={i}
										className={`p-1.5 text-right tabular-nums ${i === cheapest ? 'font-semibold' : ''}`}
									>
										{cell(r)}
										{horizon && results.length > 1 && cheapestAt[horizon] === i && (
											<span className="block text-xs font-semibold text-success">
												la más barata
											</span>
										)}
									</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</ScrollRegion>
			<p className="text-sm" data-testid="comparacion-horizontes">
				A 5 años sale más barata {nameAt('cost5')}; a 10 años, {nameAt('cost10')}; en todo el plazo,{' '}
				{nameAt('costTotal')}.
			</p>
			<p className="text-xs text-muted">
				Coste = intereses + comisión de apertura + gastos a tu cargo + productos vinculados. No
				incluye el capital, que devuelves igual con cualquier oferta.
			</p>
			{results.some((r) => r.bonuses.length > 0) && (
				<div>
					<h4 className="font-semibold">¿Compensan las bonificaciones?</h4>
					<ul className="mt-2 space-y-1 text-sm">
						{results.flatMap((r, i) =>
							r.bonuses.map((b) => (
								<li key={`${i}-${b.name}`}>
									<strong>{r.name}</strong>, {b.name}: cuesta {eur(b.cost)} en todo el plazo y
									ahorra {eur(Math.max(0, b.saves))} de intereses.{' '}
									<span className={b.worthIt ? 'text-success' : 'text-danger'}>
										{b.worthIt ? 'Compensa.' : 'No compensa.'}
									</span>{' '}
									{breakEven(b.paysForYears, r.years)}
								</li>
							)),
						)}
					</ul>
				</div>
			)}
			{reasons.length > 0 && (
				<div>
					<h4 className="font-semibold">Por qué «{results[cheapest]?.name}» es la más barata</h4>
					<ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
						{reasons.map((reason) => (
							<li key={reason}>{reason}</li>
						))}
					</ul>
				</div>
			)}
		</div>
	);
}
