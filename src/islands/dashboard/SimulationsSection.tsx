import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import {
	checkSimulationName,
	simulationHref,
	simulationTool,
} from '~/lib/dashboard/simulationLink.ts';
import { simulationFigures } from '~/lib/dashboard/simulationSummary.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { toolHref } from '~/lib/tools/catalog.ts';
import {
	$simulations,
	deleteSavedSimulation,
	renameSavedSimulation,
} from '~/stores/simulations.ts';
import { useAnnouncer } from '~/islands/shared/ui/Announcer.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { SavedItem } from './SavedItem.tsx';
import { SavedCount } from './SavedCount.tsx';

/** Saved simulations: reopen in the calculator, rename, delete. */
export function SimulationsSection() {
	const value = useStore($simulations);
	const { region, announce } = useAnnouncer();
	const count = useRef<HTMLParagraphElement>(null);
	return (
		<>
			{region}
			<QueryView
				value={value}
				retry={() => $simulations.invalidate()}
				isEmpty={(rows) => rows.length === 0}
				empty={
					<p ref={count} tabIndex={-1}>
						Aún no has guardado ninguna simulación.{' '}
						<a
							className="font-semibold text-primary underline"
							href={toolHref('simulador-completo')}
						>
							Haz una con el simulador de hipoteca
						</a>{' '}
						y pulsa «Guardar simulación».
					</p>
				}
			>
				{(rows) => (
					<>
						<SavedCount
							ref={count}
							count={rows.length}
							one="simulación guardada"
							many="simulaciones guardadas"
						/>
						<ul className="divide-y divide-line">
							{rows.map((row) => {
								const figures = simulationFigures(row.name, row.input);
								return (
									<SavedItem
										key={row.id}
										id={row.id}
										title={row.name}
										testId="simulacion-guardada"
										noun="la simulación"
										details={
											<>
												<p>
													{simulationTool(row.kind).label} · {formatDateTime(row.created_at)}
												</p>
												{figures && <p data-testid="simulacion-cifras">{figures}</p>}
											</>
										}
										openHref={simulationHref(row.kind, row.input)}
										openLabel="Abrir en la calculadora"
										checkName={checkSimulationName}
										rename={(name) => renameSavedSimulation(row.id, name)}
										remove={() => deleteSavedSimulation(row.id)}
										announce={announce}
										onDeleted={() => requestAnimationFrame(() => count.current?.focus())}
									/>
								);
							})}
						</ul>
					</>
				)}
			</QueryView>
		</>
	);
}
