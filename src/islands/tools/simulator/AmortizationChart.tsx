import { formatEuros } from '~/lib/format/index.ts';
import type { YearRow } from '~/lib/tools/simulation.ts';

const W = 640;
const H = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 12 };

/**
 * Yearly bars of principal (capital) and interest, with the pending balance as a line. The
 * table beside it carries the same figures for screen readers, so the SVG has a short summary.
 */
export function AmortizationChart({
	years,
	principal,
}: {
	years: readonly YearRow[];
	principal: number;
}) {
	if (years.length === 0 || principal <= 0) return null;
	const maxPaid = Math.max(...years.map((y) => y.interest + y.principalPaid), 1);
	const innerW = W - PAD.left - PAD.right;
	const innerH = H - PAD.top - PAD.bottom;
	const step = innerW / years.length;
	const barW = Math.max(1, step * 0.7);
	const yPaid = (v: number) => (v / maxPaid) * innerH;
	const yBalance = (v: number) => PAD.top + innerH - (v / principal) * innerH;
	const balancePath = years
		.map(
			(y, i) =>
				`${i === 0 ? 'M' : 'L'}${(PAD.left + step * (i + 0.5)).toFixed(1)},${yBalance(y.balance).toFixed(1)}`,
		)
		.join(' ');
	const firstInterestShare =
		(years[0]?.interest ?? 0) / ((years[0]?.interest ?? 0) + (years[0]?.principalPaid ?? 1));
	const summary = `Gráfico anual: el primer año el ${Math.round(firstInterestShare * 100)} % de lo pagado son intereses; el capital pendiente baja de ${formatEuros(principal)} a 0 € en ${years.length} años.`;
	const labelEvery = Math.ceil(years.length / 10);
	return (
		<figure className="mt-6">
			<svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={summary}>
				{years.map((y, i) => {
					const x = PAD.left + step * i + (step - barW) / 2;
					const hP = yPaid(y.principalPaid);
					const hI = yPaid(y.interest);
					const base = PAD.top + innerH;
					return (
						<g key={y.year}>
							<rect x={x} y={base - hP} width={barW} height={hP} className="fill-brand-500" />
							<rect x={x} y={base - hP - hI} width={barW} height={hI} className="fill-accent-400" />
							{(y.year === 1 || y.year % labelEvery === 0) && (
								<text
									x={x + barW / 2}
									y={H - 10}
									textAnchor="middle"
									className="fill-muted text-[10px]"
								>
									{y.year}
								</text>
							)}
						</g>
					);
				})}
				<path d={balancePath} fill="none" strokeWidth="2.5" className="stroke-fg" />
			</svg>
			<figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-muted">
				<span className="inline-flex items-center gap-1.5">
					<span className="inline-block size-3 rounded-sm bg-brand-500" aria-hidden="true" />{' '}
					Capital amortizado
				</span>
				<span className="inline-flex items-center gap-1.5">
					<span className="inline-block size-3 rounded-sm bg-accent-400" aria-hidden="true" />{' '}
					Intereses
				</span>
				<span className="inline-flex items-center gap-1.5">
					<span className="inline-block h-0.5 w-4 bg-fg" aria-hidden="true" /> Capital pendiente
				</span>
				<span>Eje horizontal: años</span>
			</figcaption>
		</figure>
	);
}
