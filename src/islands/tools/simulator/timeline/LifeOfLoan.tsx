import { useEffect, useMemo, useRef, useState } from 'react';
import { euribor as euriborSeries, latestEuribor } from '~/lib/mortgage/euribor.ts';
import {
	builtInScenarios,
	proposeRevisions,
	revisionCalendar,
	revisionEvents,
	scenarioFan,
} from '~/lib/mortgage/revisions.ts';
import { runTimeline } from '~/lib/mortgage/timeline.ts';
import type { SimulationInput } from '~/lib/tools/simulation.ts';
import {
	eventsFromRows,
	issuesByRow,
	rowsFromEvents,
	type EventRow,
} from '~/lib/tools/timelineEditor.ts';
import type { LocalScenario } from '~/lib/tools/timelineScenarios.ts';
import {
	chosenScenario,
	emptyTimeline,
	personalScenario,
	timelineLoan,
	type TimelineState,
} from '~/lib/tools/timelineState.ts';
import { decodeTimeline, timelineParam, urlWithTimeline } from '~/lib/tools/timelineUrl.ts';
import { ChoiceField, SelectField } from '~/islands/shared/ui/fields.tsx';
import { toast } from '~/stores/toasts.ts';
import { EuriborHistory, ScenarioFanChart } from './EuriborCharts.tsx';
import { EventsEditor } from './EventsEditor.tsx';
import { ResultSection } from './ResultSection.tsx';
import { RevisionsSection } from './RevisionsSection.tsx';
import { ShareSection } from './ShareSection.tsx';
import { SigningField } from './SigningField.tsx';

/**
 * The life of the loan inside the simulator: events on one schedule, the revision calendar with
 * the Euribor we hold and a scenario for the future, the comparison against the plan, three
 * schedule views, the Euribor chart and the scenario fan, local and panel saving, a share link.
 */
export default function LifeOfLoan({
	input,
	loanCosts,
	values,
	onRestore,
	signedIn,
}: {
	input: SimulationInput;
	loanCosts: number;
	values: Record<string, string>;
	onRestore: (values: Record<string, string>) => void;
	signedIn: boolean;
}) {
	const [state, setState] = useState<TimelineState>(() => emptyTimeline());
	const [rows, setRows] = useState<EventRow[]>([]);
	/** Bumped when a saved or shared timeline replaces the state, to reset typed fields. */
	const [restoreCount, setRestoreCount] = useState(0);
	const loaded = useRef(false);

	// Restore from a share link once, then mirror the state in the URL.
	useEffect(() => {
		const text = new URLSearchParams(window.location.search).get(timelineParam);
		const restored = text ? decodeTimeline(text) : null;
		if (restored) {
			setState(restored);
			setRows(rowsFromEvents(restored.events));
			setRestoreCount((n) => n + 1);
		} else if (text) {
			toast({
				title: 'No se pudo leer el enlace',
				description: 'La parte de la vida del préstamo está dañada: empieza de nuevo.',
				variant: 'destructive',
			});
		}
		loaded.current = true;
	}, []);

	const parsed = useMemo(() => eventsFromRows(rows), [rows]);
	const current: TimelineState = useMemo(
		() => ({ ...state, events: parsed.events }),
		[state, parsed.events],
	);

	useEffect(() => {
		if (!loaded.current) return;
		const timer = setTimeout(() => {
			window.history.replaceState(
				window.history.state,
				'',
				urlWithTimeline(window.location, current),
			);
		}, 250);
		return () => clearTimeout(timer);
	}, [current]);

	const loan = useMemo(() => timelineLoan(input, state, loanCosts), [input, state, loanCosts]);
	const outcome = useMemo(() => runTimeline(loan, parsed.events), [loan, parsed.events]);
	const rowErrors = useMemo(() => {
		const errors = new Map(parsed.errors);
		if (!outcome.ok) {
			for (const [key, message] of issuesByRow(outcome.issues, parsed.keys)) {
				if (!errors.has(key)) errors.set(key, message);
			}
		}
		return errors;
	}, [parsed, outcome]);

	const variable = loan.kind !== 'fixed';
	const latest = latestEuribor();
	const scenarios = useMemo(() => builtInScenarios(latest.ratePercent), [latest.ratePercent]);
	const scenario = chosenScenario(state, scenarios);
	const proposal = useMemo(
		() =>
			variable
				? proposeRevisions(revisionCalendar(loan, state.signing), euriborSeries, scenario)
				: [],
		[variable, loan, state.signing, scenario],
	);
	const fan = useMemo(
		() =>
			variable
				? scenarioFan(loan, parsed.events, state.signing, euriborSeries, [
						...scenarios,
						personalScenario(state.custom),
					])
				: [],
		[variable, loan, parsed.events, state.signing, scenarios, state.custom],
	);

	const set = <K extends keyof TimelineState>(key: K, value: TimelineState[K]) =>
		setState((s) => ({ ...s, [key]: value }));

	const applyProposal = () => {
		const others = rows.filter((r) => r.kind !== 'euribor');
		const next = rowsFromEvents(revisionEvents(proposal));
		const start = others.reduce((max, r) => Math.max(max, r.key), 0);
		setRows([...others, ...next.map((r, i) => ({ ...r, key: start + i + 1 }))]);
	};

	const open = (saved: LocalScenario) => {
		onRestore(saved.values);
		setState(saved.state);
		setRows(rowsFromEvents(saved.state.events));
		setRestoreCount((n) => n + 1);
		toast({ title: `Abierto «${saved.name}»` });
	};

	const result = outcome.ok && rowErrors.size === 0 ? outcome.value : null;

	return (
		<div className="mt-4 space-y-8" id="vida-prestamo">
			<section aria-labelledby="vida-opciones">
				<h4 id="vida-opciones" className="font-semibold">
					El contrato
				</h4>
				<div className="mt-3 grid gap-4 sm:grid-cols-2">
					<ChoiceField
						id="vida-sistema"
						legend="Sistema de amortización"
						value={state.system}
						onChange={(v) =>
							set('system', v === 'constant-capital' ? 'constant-capital' : 'french')
						}
						options={[
							{ value: 'french', label: 'Francés (cuota constante)' },
							{ value: 'constant-capital', label: 'Cuota de capital constante' },
						]}
					/>
					<SigningField value={state.signing} onChange={(v) => set('signing', v)} />
					{variable && (
						<SelectField
							id="vida-comision"
							label="Comisión por amortizar (tramo variable)"
							value={state.feeOption}
							onChange={(v) => set('feeOption', v === '0.15-5y' ? '0.15-5y' : '0.25-3y')}
							options={[
								{ value: '0.25-3y', label: '0,25 % los 3 primeros años' },
								{ value: '0.15-5y', label: '0,15 % los 5 primeros años' },
							]}
						/>
					)}
				</div>
			</section>

			{variable && (
				<RevisionsSection
					revisionMonths={loan.revisionMonths}
					scenarios={scenarios}
					state={state}
					restoreCount={restoreCount}
					proposal={proposal}
					onScenario={(v) => set('scenario', v)}
					onCustom={(v) => set('custom', v)}
					onApply={applyProposal}
				/>
			)}

			<section aria-labelledby="vida-eventos">
				<h4 id="vida-eventos" className="font-semibold">
					Eventos del préstamo
				</h4>
				<p className="mt-1 mb-3 text-sm text-muted">
					Cada evento va en un mes del préstamo (1 es la primera cuota). Las amortizaciones se pagan
					después de la cuota de ese mes.
				</p>
				<EventsEditor
					rows={rows}
					errors={rowErrors}
					signing={state.signing}
					canRevise={variable}
					onChange={setRows}
				/>
			</section>

			<ResultSection result={result} events={parsed.events} signing={state.signing} />

			<section aria-labelledby="vida-euribor">
				<h4 id="vida-euribor" className="font-semibold">
					El euríbor a 12 meses
				</h4>
				<EuriborHistory series={euriborSeries} latest={latest} />
				{variable && fan.length > 0 && <ScenarioFanChart fan={fan} />}
			</section>

			<ShareSection
				input={input}
				state={current}
				values={values}
				signedIn={signedIn}
				onOpen={open}
			/>
		</div>
	);
}
