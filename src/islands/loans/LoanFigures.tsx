import { formatEuros, formatMonth, formatNumber, formatPercent } from '~/lib/format/index.ts';
import type { ImprovementCheck, LoanStatus, RevisionForecast } from '~/lib/loans/index.ts';
import { Figure } from '~/islands/shared/ui/fields.tsx';

/** The figures of one loan: where it stands, its next revision and the improvement check. */

const eur = (n: number) => formatEuros(n);
const pct = (n: number) => formatPercent(n, { maxDecimals: 3 });
const months = (n: number) => `${formatNumber(n)} ${n === 1 ? 'mes' : 'meses'}`;

/** A day 'YYYY-MM-DD' as «1 de marzo de 2027». */
const day = (iso: string) => {
	const [y, m, d] = iso.split('-');
	return `${Number(d)} de ${formatMonth(`${y}-${m}`).replace(/ de \d{4}$/, '')} de ${y}`;
};

/** Where the loan stands today. */
export function StatusFigures({ status }: { status: LoanStatus }) {
	return (
		<dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
			<Figure label="Capital pendiente" value={eur(status.pendingCapital)} strong />
			<Figure label="Cuota actual" value={eur(status.currentPayment)} />
			<Figure label="TIN actual" value={pct(status.currentTin)} />
			<Figure
				label="Cuotas pagadas"
				value={`${formatNumber(status.paidInstalments)} de ${formatNumber(status.paidInstalments + status.remainingInstalments)}`}
			/>
			<Figure label="Intereses pagados hasta hoy" value={eur(status.interestPaid)} />
			<Figure label="Intereses por pagar" value={eur(status.interestLeft)} />
			<Figure label="Última cuota" value={formatMonth(status.endMonth)} />
		</dl>
	);
}

/** The next revision: the exact instalment, or the range from the months already known. */
export function RevisionFigures({ forecast }: { forecast: RevisionForecast | null }) {
	if (!forecast)
		return <p className="text-sm">Tu préstamo no tiene más revisiones del tipo de interés.</p>;
	const head = (
		<p className="text-sm">
			La primera cuota con el tipo nuevo se cobra el <strong>{day(forecast.date)}</strong>. Se
			calcula con el euríbor de <strong>{formatMonth(forecast.referenceMonth)}</strong>. Ahora pagas{' '}
			{eur(forecast.paymentBefore)}.
		</p>
	);
	if (forecast.status === 'exacta')
		return (
			<div className="space-y-2" data-testid="revision-exacta">
				{head}
				<p className="rounded-lg bg-surface p-3">
					<span className="block text-xs font-semibold uppercase text-muted">Cuota exacta</span>
					<span className="text-lg font-semibold">{eur(forecast.payment)}</span>
					<span className="block text-sm">
						Euríbor publicado: {pct(forecast.euribor)} · TIN nuevo: {pct(forecast.tin)}
					</span>
				</p>
			</div>
		);
	return (
		<div className="space-y-2" data-testid="revision-rango">
			{head}
			<p className="rounded-lg bg-surface p-3">
				<span className="block text-xs font-semibold uppercase text-muted">
					Rango estimado: el euríbor de ese mes aún no se ha publicado
				</span>
				<span className="text-lg font-semibold">
					Entre {eur(forecast.low.payment)} y {eur(forecast.high.payment)}
				</span>
				<span className="block text-sm">
					Con los meses ya conocidos (
					{forecast.knownMonths.map(formatMonth).join(', ') || 'ninguno'}): euríbor entre{' '}
					{pct(forecast.low.euribor)} y {pct(forecast.high.euribor)}.
				</span>
			</p>
		</div>
	);
}

/** Each option of the improvement check with its saving, break-even, costs and assumptions. */
export function ImprovementFigures({ check }: { check: ImprovementCheck }) {
	return (
		<div className="space-y-3">
			<ul className="space-y-3">
				{check.options.map((option) => (
					<li
						key={option.kind}
						className={`rounded-lg border p-3 ${check.best?.kind === option.kind ? 'border-primary' : 'border-line'}`}
						data-testid={`mejora-${option.kind}`}
					>
						<p className="font-semibold break-words">
							{option.title}
							{check.best?.kind === option.kind && (
								<span className="ml-2 text-sm font-normal text-primary">(la que más ahorra)</span>
							)}
						</p>
						<p className="text-sm">
							Ahorro hasta el final, ya descontados los costes:{' '}
							<strong>{eur(option.saving)}</strong>
							{option.breakEvenMonths !== null && option.kind !== 'mantener' && (
								<>
									{' · '}
									{option.breakEvenMonths === 0
										? 'Los costes incluidos se recuperan desde el primer mes'
										: `Recuperas los costes en ${months(option.breakEvenMonths)}`}
								</>
							)}
						</p>
						{option.costs.length > 0 && (
							<ul className="mt-1 list-disc pl-5 text-sm">
								{option.costs.map((c) => (
									<li key={c.label} className="break-words">
										{c.label}: {eur(c.amount)}
									</li>
								))}
							</ul>
						)}
						{option.assumptions.length > 0 && (
							<details className="mt-1 text-sm">
								<summary className="cursor-pointer">Supuestos del cálculo</summary>
								<ul className="mt-1 list-disc pl-5">
									{option.assumptions.map((a) => (
										<li key={a} className="break-words">
											{a}
										</li>
									))}
								</ul>
							</details>
						)}
					</li>
				))}
			</ul>
			<p className="text-xs text-muted break-words">
				Referencia de mercado: {pct(check.marketReference.value)} (
				{formatMonth(check.marketReference.month)}). Fuente: {check.marketReference.source}. Es una
				media oficial, no una oferta de ningún banco.
			</p>
		</div>
	);
}
