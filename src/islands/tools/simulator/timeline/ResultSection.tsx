import { useMemo } from 'react';
import { formatEuros, formatPercent } from '~/lib/format/index.ts';
import { eventLabel, type TimelineEvent, type TimelineResult } from '~/lib/mortgage/timeline.ts';
import { yearsAndMonths } from '~/lib/tools/earlyRepaymentTool.ts';
import { paymentChanges } from '~/lib/tools/timelineSummary.ts';
import { Figure } from '~/islands/shared/ui/fields.tsx';
import { ScheduleViews } from './ScheduleViews.tsx';

const money = (n: number) => formatEuros(n, { decimals: 2 });

/**
 * The timeline against the plan as signed: interest and term saved, totals, the instalment after
 * each event and the schedule views; or a prompt to fix the marked events.
 */
export function ResultSection({
	result: r,
	events,
	signing,
}: {
	/** Null while an event is wrong (the table marks which). */
	result: TimelineResult | null;
	events: readonly TimelineEvent[];
	signing: string;
}) {
	const changes = useMemo(() => (r ? paymentChanges(r) : []), [r]);
	const saved = r?.interestSaved ?? 0;
	return (
		<section aria-labelledby="vida-resultado">
			<h4 id="vida-resultado" className="font-semibold">
				Frente al plan firmado
			</h4>
			{r ? (
				<>
					<dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
						<Figure
							label={saved >= 0 ? 'Intereses ahorrados' : 'Intereses de más'}
							value={money(Math.abs(saved))}
							strong
						/>
						<Figure
							label={r.monthsSaved >= 0 ? 'Plazo acortado' : 'Plazo alargado'}
							value={yearsAndMonths(Math.abs(r.monthsSaved))}
						/>
						<Figure label="Intereses con los eventos" value={money(r.totals.interest)} />
						<Figure label="Intereses del plan" value={money(r.planTotals.interest)} />
						<Figure label="Total pagado al banco" value={money(r.totals.totalPaid)} />
						<Figure label="Comisiones máximas por amortizar" value={money(r.totals.fees)} />
						<Figure label="Primera cuota" value={money(r.firstPayment)} />
						<Figure label="TAE del préstamo firmado" value={formatPercent(r.tae)} />
					</dl>
					{changes.length > 0 && (
						<>
							<h5 className="mt-4 text-sm font-semibold">Cuota tras cada evento</h5>
							<ol className="mt-1 space-y-1 text-sm">
								{changes.map((e) => (
									<li key={e.index}>
										Evento {e.index + 1}, mes {e.event.month} ({eventLabel(e.event)}):{' '}
										<strong>
											{e.paymentAfter > 0 ? money(e.paymentAfter) : 'préstamo pagado'}
										</strong>
										{e.fee > 0 && (
											<span className="text-muted"> · comisión máxima {money(e.fee)}</span>
										)}
									</li>
								))}
							</ol>
						</>
					)}
					<p className="mt-3 text-xs text-muted">
						Total pagado: cuotas, amortizaciones anticipadas y la comisión máxima que permite la Ley
						5/2019 (art. 23; el banco no puede cobrar más que su pérdida financiera). La TAE es la
						del préstamo tal como se firma, con la tasación. Cálculo orientativo.
					</p>
					<div className="mt-6">
						<ScheduleViews rows={r.rows} events={events} signing={signing} />
					</div>
				</>
			) : (
				<p className="mt-3 rounded-lg border border-danger bg-danger-bg p-4 text-sm">
					Revisa los eventos marcados para ver el resultado.
				</p>
			)}
		</section>
	);
}
