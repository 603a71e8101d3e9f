import { useState } from 'react';
import { formatEuros } from '~/lib/format/index.ts';
import type { SimulationInput } from '~/lib/tools/simulation.ts';
import type { LocalScenario } from '~/lib/tools/timelineScenarios.ts';
import type { TimelineState } from '~/lib/tools/timelineState.ts';
import { urlWithTimeline } from '~/lib/tools/timelineUrl.ts';
import { saveSimulation } from '~/stores/simulations.ts';
import { toast } from '~/stores/toasts.ts';
import { SavedScenarios } from './SavedScenarios.tsx';

/**
 * Saving and sharing the timeline: a link that restores it (copied when the browser lets us,
 * shown in a box either way), a save to the panel for people signed in, and the scenarios kept
 * in this browser with their comparison.
 */
export function ShareSection({
	input,
	state,
	values,
	signedIn,
	onOpen,
}: {
	input: SimulationInput;
	/** The timeline as it stands, with the events that parse. */
	state: TimelineState;
	values: Record<string, string>;
	signedIn: boolean;
	onOpen: (saved: LocalScenario) => void;
}) {
	const [shareUrl, setShareUrl] = useState('');
	const link = () => new URL(urlWithTimeline(window.location, state), window.location.origin).href;

	const share = async () => {
		const url = link();
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
				name: `Vida del préstamo de ${formatEuros(input.amount)} (${state.events.length} eventos)`,
				input,
				url: link(),
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

	return (
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
					state={state}
					onOpen={onOpen}
					initialName={`Hipoteca de ${formatEuros(input.amount)} con ${state.events.length} eventos`}
				/>
			</div>
		</section>
	);
}
