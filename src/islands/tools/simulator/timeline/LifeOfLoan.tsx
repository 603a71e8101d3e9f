import { useEffect, useMemo, useRef, useState } from 'react';
import { formatEuros, formatMonth, formatNumber, formatPercent } from '~/lib/format/index.ts';
import { euribor as euriborSeries, latestEuribor } from '~/lib/mortgage/euribor.ts';
import {
	addMonths,
	builtInScenarios,
	proposeRevisions,
	revisionCalendar,
	revisionEvents,
	scenarioFan,
} from '~/lib/mortgage/revisions.ts';
import { eventLabel, runTimeline } from '~/lib/mortgage/timeline.ts';
import { readNumber } from '~/lib/tools/fields.ts';
import type { SimulationInput } from '~/lib/tools/simulation.ts';
import {
	eventsFromRows,
	issuesByRow,
	rowsFromEvents,
	type EventRow,
} from '~/lib/tools/timelineEditor.ts';
import {
	chosenScenario,
	decodeTimeline,
	emptyTimeline,
	encodeTimeline,
	personalScenario,
	timelineLoan,
	timelineParam,
	type LocalScenario,
	type TimelineState,
} from '~/lib/tools/timelineState.ts';
import { ChoiceField, Figure, SelectField } from '~/islands/shared/ui/fields.tsx';
import { saveSimulation } from '~/stores/simulations.ts';
import { toast } from '~/stores/toasts.ts';
import { EuriborHistory, ScenarioFanChart } from './EuriborCharts.tsx';
import { EventsEditor } from './EventsEditor.tsx';
import { SavedScenarios } from './SavedScenarios.tsx';
import { ScheduleViews } from './ScheduleViews.tsx';

const money = (n: number) => formatEuros(n, { decimals: 2 });

/** Months as "3 años y 2 meses". */
function monthsText(months: number): string {
	const abs = Math.abs(months);
	const years = Math.floor(abs / 12);
	const rest = abs % 12;
	const parts = [];
	if (years > 0) parts.push(years === 1 ? '1 año' : `${formatNumber(years)} años`);
	if (rest > 0 || years === 0) parts.push(rest === 1 ? '1 mes' : `${rest} meses`);
	return parts.join(' y ');
}

const signingPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The signing month: a month picker where the browser has one, a text field (AAAA-MM) where not;
 * what is typed is kept and only a whole month reaches the timeline.
 */
function SigningField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
	const [text, setText] = useState(value);
	useEffect(() => setText(value), [value]);
	const year = Number(text.slice(0, 4));
	const valid = signingPattern.test(text) && year >= 1990 && year <= 2100;
	return (
		<div>
			<label htmlFor="vida-firma" className="block text-sm font-medium">
				Mes de la firma
			</label>
			<input
				id="vida-firma"
				type="month"
				value={text}
				min="1990-01"
				max="2100-12"
				placeholder="AAAA-MM"
				onChange={(e) => {
					setText(e.target.value);
					const y = Number(e.target.value.slice(0, 4));
					if (signingPattern.test(e.target.value) && y >= 1990 && y <= 2100)
						onChange(e.target.value);
				}}
				aria-invalid={valid ? undefined : true}
				aria-describedby={valid ? 'vida-firma-ayuda' : 'vida-firma-error'}
				className={`mt-1 w-full rounded-lg border bg-bg px-3 py-2 text-fg ${valid ? 'border-line' : 'border-danger'}`}
			/>
			{valid ? (
				<p id="vida-firma-ayuda" className="mt-1 text-xs text-muted">
					La primera cuota es la del mes siguiente ({formatMonth(addMonths(value, 1))}).
				</p>
			) : (
				<p id="vida-firma-error" className="mt-1 text-sm font-medium text-danger">
					Escribe el mes de la firma como AAAA-MM, entre 1990 y 2100.
				</p>
			)}
		</div>
	);
}

/** The person's own Euribor path: a value today, in 5 and in 10 years, typed the Spanish way. */
function CustomScenario({
	points,
	onChange,
}: {
	points: TimelineState['custom'];
	onChange: (points: TimelineState['custom']) => void;
}) {
	const [texts, setTexts] = useState(() =>
		points.map((p) => formatNumber(p.euribor, { maxDecimals: 3 })),
	);
	const [errors, setErrors] = useState<(string | null)[]>(() => points.map(() => null));
	return (
		<fieldset className="mt-3">
			<legend className="text-sm font-medium">
				Tu escenario: euríbor hoy, dentro de 5 y de 10 años (se une en línea recta)
			</legend>
			<div className="mt-1 grid grid-cols-3 gap-3">
				{points.map((point, i) => {
					const id = `vida-punto-${i}`;
					const error = errors[i];
					return (
						<div key={point.years}>
							<label htmlFor={id} className="block text-xs text-muted">
								{point.years === 0 ? 'Hoy' : `En ${point.years} años`} (%)
							</label>
							<input
								id={id}
								type="text"
								inputMode="decimal"
								autoComplete="off"
								value={texts[i] ?? ''}
								onChange={(e) => {
									const raw = e.target.value;
									setTexts((t) => t.map((x, j) => (j === i ? raw : x)));
									const read = readNumber(raw);
									const message = !read.ok
										? read.message
										: read.value < -1 || read.value > 15
											? 'El euríbor del escenario debe estar entre −1 % y 15 %.'
											: null;
									setErrors((list) => list.map((x, j) => (j === i ? message : x)));
									if (read.ok && message === null) {
										onChange(points.map((p, j) => (j === i ? { ...p, euribor: read.value } : p)));
									}
								}}
								aria-invalid={error ? true : undefined}
								aria-describedby={error ? `${id}-error` : undefined}
								className={`mt-1 w-full rounded-lg border bg-bg px-3 py-2 text-fg ${error ? 'border-danger' : 'border-line'}`}
							/>
							{error && (
								<p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
									{error}
								</p>
							)}
						</div>
					);
				})}
			</div>
		</fieldset>
	);
}

/** The URL with the timeline's state written in (other parameters left as they are). */
function urlWith(state: TimelineState | null): string {
	const params = new URLSearchParams(window.location.search);
	if (state) params.set(timelineParam, encodeTimeline(state));
	else params.delete(timelineParam);
	const search = params.toString();
	return `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
}

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
	const [shareUrl, setShareUrl] = useState('');
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
			window.history.replaceState(window.history.state, '', urlWith(current));
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

	const share = async () => {
		const url = new URL(urlWith(current), window.location.origin).href;
		setShareUrl(url);
		try {
			await navigator.clipboard.writeText(url);
			toast({
				title: 'Enlace copiado',
				description: 'Quien lo abra verá esta misma vida del préstamo.',
			});
		} catch {
			// Without clipboard access the link stays in the box below to copy by hand.
		}
	};

	const saveToPanel = async () => {
		try {
			await saveSimulation({
				kind: 'completa',
				name: `Vida del préstamo de ${formatEuros(input.amount)} (${parsed.events.length} eventos)`,
				input,
				url: new URL(urlWith(current), window.location.origin).href,
			});
			toast({ title: 'Escenario guardado', description: 'Lo tienes en tu panel.' });
		} catch {
			toast({
				title: 'No se pudo guardar',
				description: 'Inténtalo de nuevo en unos segundos.',
				variant: 'destructive',
			});
		}
	};

	const r = outcome.ok ? outcome.value : null;
	// The instalment after each event, in month order; revisions that leave it as it was are
	// left out, so a full revision calendar does not bury the prepayments.
	const changes = useMemo(() => {
		if (!r) return [];
		let previous = r.firstPayment;
		return r.effects
			.toSorted((a, b) => a.event.month - b.event.month || a.index - b.index)
			.filter((e) => {
				const keep = e.event.kind !== 'euribor' || Math.abs(e.paymentAfter - previous) > 0.005;
				previous = e.paymentAfter;
				return keep;
			});
	}, [r]);
	const saved = r?.interestSaved ?? 0;

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
				<section aria-labelledby="vida-revisiones">
					<h4 id="vida-revisiones" className="font-semibold">
						Calendario de revisiones
					</h4>
					<p className="mt-1 text-sm text-muted">
						Tu préstamo se revisa cada {loan.revisionMonths === 6 ? '6' : '12'} meses desde la
						firma. Para fechas pasadas usamos la media mensual del euríbor a 12 meses que tenemos
						(la del mes anterior a la revisión; cada contrato fija su mes de referencia) y, para las
						futuras, el escenario que elijas. Los escenarios son hipótesis, no previsiones.
					</p>
					<div className="mt-3 grid gap-4 sm:grid-cols-2">
						<SelectField
							id="vida-escenario"
							label="Escenario para las revisiones futuras"
							value={state.scenario}
							onChange={(v) => set('scenario', v)}
							options={[
								...scenarios.map((s) => ({ value: s.id, label: s.name })),
								{ value: 'personal', label: 'Tu escenario' },
							]}
						/>
					</div>
					{state.scenario === 'personal' && (
						<CustomScenario
							key={restoreCount}
							points={state.custom}
							onChange={(v) => set('custom', v)}
						/>
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
					<button type="button" className="btn btn-outline mt-3" onClick={applyProposal}>
						Usar estas revisiones en el cuadro
					</button>
				</section>
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

			<section aria-labelledby="vida-resultado">
				<h4 id="vida-resultado" className="font-semibold">
					Frente al plan firmado
				</h4>
				{r && rowErrors.size === 0 ? (
					<>
						<dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
							<Figure
								label={saved >= 0 ? 'Intereses ahorrados' : 'Intereses de más'}
								value={money(Math.abs(saved))}
								strong
							/>
							<Figure
								label={r.monthsSaved >= 0 ? 'Plazo acortado' : 'Plazo alargado'}
								value={monthsText(r.monthsSaved)}
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
							Total pagado: cuotas, amortizaciones anticipadas y la comisión máxima que permite la
							Ley 5/2019 (art. 23; el banco no puede cobrar más que su pérdida financiera). La TAE
							es la del préstamo tal como se firma, con la tasación. Cálculo orientativo.
						</p>
						<div className="mt-6">
							<ScheduleViews rows={r.rows} events={parsed.events} signing={state.signing} />
						</div>
					</>
				) : (
					<p className="mt-3 rounded-lg border border-danger bg-danger-bg p-4 text-sm">
						Revisa los eventos marcados para ver el resultado.
					</p>
				)}
			</section>

			<section aria-labelledby="vida-euribor">
				<h4 id="vida-euribor" className="font-semibold">
					El euríbor a 12 meses
				</h4>
				<EuriborHistory series={euriborSeries} latest={latest} />
				{variable && fan.length > 0 && <ScenarioFanChart fan={fan} />}
			</section>

			<section aria-labelledby="vida-guardar" data-no-print>
				<h4 id="vida-guardar" className="font-semibold">
					Guardar, compartir y comparar
				</h4>
				<div className="mt-3 flex flex-wrap gap-2">
					<button type="button" className="btn btn-outline" onClick={() => void share()}>
						Copiar enlace para compartir
					</button>
					{signedIn && (
						<button type="button" className="btn btn-outline" onClick={() => void saveToPanel()}>
							Guardar en mi panel
						</button>
					)}
				</div>
				{shareUrl && (
					<div className="mt-2">
						<label htmlFor="vida-enlace" className="block text-sm font-medium">
							Enlace para compartir
						</label>
						<input
							id="vida-enlace"
							type="text"
							readOnly
							value={shareUrl}
							onFocus={(e) => e.target.select()}
							className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
						/>
					</div>
				)}
				<div className="mt-4">
					<SavedScenarios
						values={values}
						state={current}
						onOpen={open}
						initialName={`Hipoteca de ${formatEuros(input.amount)} con ${parsed.events.length} eventos`}
					/>
				</div>
			</section>
		</div>
	);
}
