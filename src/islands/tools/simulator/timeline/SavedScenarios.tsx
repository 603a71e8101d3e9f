import { useEffect, useState } from 'react';
import { formatDateTime, formatEuros, formatNumber } from '~/lib/format/index.ts';
import { simulatorInput } from '~/lib/tools/simulation.ts';
import {
	deleteScenario,
	listScenarios,
	saveScenario,
	scenarioFigures,
	type LocalScenario,
	type ScenarioFigures,
} from '~/lib/tools/timelineScenarios.ts';
import type { TimelineState } from '~/lib/tools/timelineState.ts';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';

const money = (n: number) => formatEuros(n, { decimals: 2 });
const toInput = (values: Record<string, string>) => {
	const parsed = simulatorInput(values);
	return parsed.ok ? parsed.input : null;
};

/** localStorage, or null where the browser refuses it (private modes, blocked storage). */
function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

/** Months as "25 años y 4 meses". */
function term(months: number): string {
	const years = Math.floor(months / 12);
	const rest = months % 12;
	const y = years === 1 ? '1 año' : `${formatNumber(years)} años`;
	if (rest === 0) return y;
	const m = rest === 1 ? '1 mes' : `${rest} meses`;
	return years === 0 ? m : `${y} y ${m}`;
}

/**
 * Scenarios saved in this browser (no account): save with a name, reopen, delete, and compare
 * two or three side by side.
 */
export function SavedScenarios({
	values,
	state,
	onOpen,
	initialName,
}: {
	values: Record<string, string>;
	state: TimelineState;
	onOpen: (scenario: LocalScenario) => void;
	initialName: string;
}) {
	const [list, setList] = useState<LocalScenario[]>([]);
	const [name, setName] = useState(initialName);
	const [error, setError] = useState('');
	const [note, setNote] = useState('');
	const [compare, setCompare] = useState<string[]>([]);

	useEffect(() => {
		const s = storage();
		if (s) setList(listScenarios(s));
	}, []);

	const save = () => {
		const s = storage();
		if (!s) {
			setError('El navegador no deja guardar: puede que esté en modo privado.');
			return;
		}
		const result = saveScenario(s, { name, values, state });
		if (!result.ok) {
			setError(result.message);
			setNote('');
			return;
		}
		setError('');
		setNote(`Guardado «${result.scenario.name}» en este navegador.`);
		setList(listScenarios(s));
	};

	const remove = (scenario: LocalScenario) => {
		const s = storage();
		if (!s) return;
		deleteScenario(s, scenario.id);
		setList(listScenarios(s));
		setCompare((c) => c.filter((id) => id !== scenario.id));
		setNote(`Borrado «${scenario.name}».`);
	};

	const toggle = (id: string, on: boolean) =>
		setCompare((c) => (on ? [...c, id].slice(-3) : c.filter((x) => x !== id)));

	const compared = compare
		.map((id) => list.find((s) => s.id === id))
		.filter((s): s is LocalScenario => s !== undefined)
		.map((s) => ({ scenario: s, figures: scenarioFigures(s, toInput) }));

	return (
		<div>
			<div className="flex flex-wrap items-end gap-2">
				<div className="min-w-0 grow">
					<label htmlFor="vida-nombre" className="block text-sm font-medium">
						Nombre del escenario
					</label>
					<input
						id="vida-nombre"
						type="text"
						maxLength={100}
						value={name}
						onChange={(e) => setName(e.target.value)}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? 'vida-nombre-error' : undefined}
						className={`mt-1 w-full rounded-lg border bg-bg px-3 py-2 text-fg ${error ? 'border-danger' : 'border-line'}`}
					/>
				</div>
				<button type="button" className="btn btn-primary" onClick={save}>
					Guardar en este navegador
				</button>
			</div>
			{error && (
				<p id="vida-nombre-error" className="mt-1 text-sm font-medium text-danger">
					{error}
				</p>
			)}
			<p className="mt-1 text-sm text-muted" role="status">
				{note}
			</p>
			{list.length > 0 && (
				<>
					<h5 className="mt-4 font-semibold">Guardados en este navegador</h5>
					<p className="text-xs text-muted">Marca dos o tres para compararlos.</p>
					<ul className="mt-2 divide-y divide-line rounded-lg border border-line">
						{list.map((s) => (
							<li key={s.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
								<input
									id={`vida-comparar-${s.id}`}
									type="checkbox"
									className="size-4"
									checked={compare.includes(s.id)}
									onChange={(e) => toggle(s.id, e.target.checked)}
								/>
								<label htmlFor={`vida-comparar-${s.id}`} className="min-w-0 grow">
									<span className="font-medium">{s.name}</span>{' '}
									<span className="text-xs text-muted">({formatDateTime(s.savedAt)})</span>
									<span className="sr-only">: comparar</span>
								</label>
								<button type="button" className="btn btn-outline" onClick={() => onOpen(s)}>
									Abrir <span className="sr-only">«{s.name}»</span>
								</button>
								<button type="button" className="btn btn-outline" onClick={() => remove(s)}>
									Borrar <span className="sr-only">«{s.name}»</span>
								</button>
							</li>
						))}
					</ul>
				</>
			)}
			{compared.length >= 2 && (
				<ScrollRegion
					label="Tabla: Comparación de escenarios"
					className="mt-4 overflow-auto rounded-lg border border-line"
				>
					<table className="w-full text-sm">
						<caption className="sr-only">Comparación de escenarios</caption>
						<thead className="bg-surface">
							<tr>
								<td />
								{compared.map(({ scenario }) => (
									<th key={scenario.id} scope="col" className="px-3 py-2 text-right font-semibold">
										{scenario.name}
									</th>
								))}
							</tr>
						</thead>
						<tbody className="divide-y divide-line">
							{(
								[
									['Primera cuota', (f) => money(f.firstPayment)],
									['Cuota tras el último evento', (f) => money(f.lastPayment)],
									['Intereses', (f) => money(f.interest)],
									['Plazo', (f) => term(f.months)],
									['Total pagado al banco', (f) => money(f.totalPaid)],
									['Intereses ahorrados frente al plan', (f) => money(f.interestSaved)],
								] as const satisfies readonly (readonly [string, (f: ScenarioFigures) => string])[]
							).map(([label, show]) => (
								<tr key={label}>
									<th scope="row" className="px-3 py-1.5 text-left font-medium">
										{label}
									</th>
									{compared.map(({ scenario, figures }) => (
										<td
											key={scenario.id}
											className="px-3 py-1.5 text-right tabular-nums whitespace-nowrap"
										>
											{figures.ok ? (
												show(figures.value)
											) : (
												<span className="text-danger">{figures.message}</span>
											)}
										</td>
									))}
								</tr>
							))}
						</tbody>
					</table>
				</ScrollRegion>
			)}
		</div>
	);
}
