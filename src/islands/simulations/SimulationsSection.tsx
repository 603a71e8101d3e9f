import { useStore } from '@nanostores/react';
import {
	checkSimulationName,
	simulationHref,
	simulationOpenLabel,
	simulationTool,
} from '~/lib/simulations/simulationLink.ts';
import { simulationFigures } from '~/lib/simulations/simulationSummary.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { toolHref } from '~/lib/tools/catalog.ts';
import {
	$simulations,
	deleteSavedSimulation,
	renameSavedSimulation,
} from '~/stores/simulations.ts';
import { SavedList } from '~/islands/shared/ui/SavedList.tsx';

/** Saved simulations: reopen in the calculator, rename, delete. */
export function SimulationsSection() {
	const value = useStore($simulations);
	return (
		<SavedList
			value={value}
			retry={() => $simulations.invalidate()}
			one="simulación guardada"
			many="simulaciones guardadas"
			testId="simulacion-guardada"
			noun="la simulación"
			empty={
				<>
					Aún no has guardado ninguna simulación.{' '}
					<a className="font-semibold text-primary underline" href={toolHref('simulador-completo')}>
						Haz una con el simulador de hipoteca
					</a>{' '}
					y pulsa «Guardar simulación».
				</>
			}
			item={(row) => {
				const figures = simulationFigures(row.name, row.input);
				return {
					id: row.id,
					title: row.name,
					details: (
						<>
							<p>
								{simulationTool(row.kind).label} · {formatDateTime(row.created_at)}
							</p>
							{figures && <p data-testid="simulacion-cifras">{figures}</p>}
						</>
					),
					openHref: simulationHref(row.kind, row.input),
					openLabel: simulationOpenLabel(row.kind),
					checkName: checkSimulationName,
					rename: (name) => renameSavedSimulation(row.id, name),
					remove: () => deleteSavedSimulation(row.id),
				};
			}}
		/>
	);
}
