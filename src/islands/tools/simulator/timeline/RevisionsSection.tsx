import { formatMonth, formatPercent } from '~/lib/format/index.ts';
import type { EuriborScenario, ProposedRevision } from '~/lib/mortgage/revisions.ts';
import type { TimelineLoan } from '~/lib/mortgage/timeline.ts';
import type { TimelineState } from '~/lib/tools/timelineState.ts';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { CustomScenario } from './CustomScenario.tsx';

/**
 * The revision calendar of a variable or mixed loan: the scenario for future revisions (a
 * built-in one or the person's own), the revisions it proposes, and a button that writes them
 * into the events table.
 */
export function RevisionsSection({
	revisionMonths,
	scenarios,
	state,
	restoreCount,
	proposal,
	onScenario,
	onCustom,
	onApply,
}: {
	/** Months between revisions (12 when the loan does not say). */
	revisionMonths: TimelineLoan['revisionMonths'];
	scenarios: readonly EuriborScenario[];
	state: Pick<TimelineState, 'scenario' | 'custom'>;
	/** Bumped when a saved or shared timeline replaces the state, to reset typed fields. */
	restoreCount: number;
	proposal: readonly ProposedRevision[];
	onScenario: (id: string) => void;
	onCustom: (points: TimelineState['custom']) => void;
	onApply: () => void;
}) {
	return (
		<section aria-labelledby="vida-revisiones">
			<h4 id="vida-revisiones" className="font-semibold">
				Calendario de revisiones
			</h4>
			<p className="mt-1 text-sm text-muted">
				Tu préstamo se revisa cada {revisionMonths === 6 ? '6' : '12'} meses desde la firma. Para
				fechas pasadas usamos la media mensual del euríbor a 12 meses que tenemos (la del mes
				anterior a la revisión; cada contrato fija su mes de referencia) y, para las futuras, el
				escenario que elijas. Los escenarios son hipótesis, no previsiones.
			</p>
			<div className="mt-3 grid gap-4 sm:grid-cols-2">
				<SelectField
					id="vida-escenario"
					label="Escenario para las revisiones futuras"
					value={state.scenario}
					onChange={onScenario}
					options={[
						...scenarios.map((s) => ({ value: s.id, label: s.name })),
						{ value: 'personal', label: 'Tu escenario' },
					]}
				/>
			</div>
			{state.scenario === 'personal' && (
				<CustomScenario key={restoreCount} points={state.custom} onChange={onCustom} />
			)}
			{proposal.length > 0 && (
				<details className="mt-3">
					<summary className="cursor-pointer text-sm font-medium">
						Ver las {proposal.length} revisiones propuestas
					</summary>
					<ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
						{proposal.map((p) => (
							<li key={p.loanMonth}>
								Mes {p.loanMonth} ({formatMonth(p.date)}):{' '}
								{formatPercent(p.euribor, { decimals: 3 })}{' '}
								<span className="text-xs text-muted">
									{p.origin === 'serie'
										? p.verified
											? '(dato de la serie)'
											: '(dato de la serie sin verificar)'
										: '(escenario)'}
								</span>
							</li>
						))}
					</ul>
				</details>
			)}
			<button type="button" className="btn btn-outline mt-3" onClick={onApply}>
				Usar estas revisiones en el cuadro
			</button>
		</section>
	);
}
