import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import {
	checkSimulationName,
	simulationHref,
	simulationTool,
} from '~/lib/dashboard/simulationLink.ts';
import { panelTexts } from '~/lib/dashboard/messages.ts';
import { formatDateTime, formatEuros, formatNumber } from '~/lib/format/index.ts';
import type { SavedSimulationRow } from '~/lib/supabase/simulations.ts';
import { toolHref } from '~/lib/tools/catalog.ts';
import { $simulations, portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';

/** The loan amount and term a simulation was made with, when it saved them. */
function figures(input: unknown): string {
	if (input === null || typeof input !== 'object') return '';
	const { amount, years } = input as { amount?: unknown; years?: unknown };
	const parts: string[] = [];
	if (typeof amount === 'number' && Number.isFinite(amount)) parts.push(formatEuros(amount));
	if (typeof years === 'number' && Number.isFinite(years))
		parts.push(`${formatNumber(years)} años`);
	return parts.join(' · ');
}

function SimulationItem({ row }: { row: SavedSimulationRow }) {
	const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
	const [name, setName] = useState(row.name);
	const [error, setError] = useState<string>();
	const [busy, setBusy] = useState(false);
	const fieldId = `simulacion-${row.id}-nombre`;

	const rename = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const checked = checkSimulationName(name);
		if (!checked.ok) {
			setError(checked.message);
			toast({ title: panelTexts.validation, description: checked.message, variant: 'destructive' });
			return;
		}
		setError(undefined);
		setBusy(true);
		try {
			const { renameSimulation } = await import('~/lib/supabase/simulations.ts');
			await renameSimulation(await portalClient(), row.id, checked.name);
			$simulations.mutate(
				($simulations.get().data ?? []).map((s) =>
					s.id === row.id ? { ...s, name: checked.name } : s,
				),
			);
			setMode('view');
			toast({ title: 'Simulación renombrada' });
		} catch {
			toast({
				title: panelTexts.saveError,
				description: panelTexts.saveErrorHint,
				variant: 'destructive',
			});
		} finally {
			setBusy(false);
		}
	};

	const remove = async () => {
		setBusy(true);
		try {
			const { deleteSimulation } = await import('~/lib/supabase/simulations.ts');
			await deleteSimulation(await portalClient(), row.id);
			$simulations.mutate(($simulations.get().data ?? []).filter((s) => s.id !== row.id));
			toast({ title: 'Simulación eliminada' });
		} catch {
			setBusy(false);
			toast({
				title: 'No se pudo eliminar',
				description: 'Inténtalo de nuevo en unos segundos.',
				variant: 'destructive',
			});
		}
	};

	return (
		<li className="py-4" data-testid="simulacion-guardada">
			<p className="font-semibold">{row.name}</p>
			<p className="text-sm text-muted">
				{simulationTool(row.kind).label} · {formatDateTime(row.created_at)}
				{figures(row.input) && ` · ${figures(row.input)}`}
			</p>
			{mode === 'rename' && (
				<form
					noValidate
					onSubmit={(e) => void rename(e)}
					className="mt-3 flex flex-wrap items-end gap-2"
				>
					<div className="min-w-0 flex-1">
						<TextField
							id={fieldId}
							label="Nuevo nombre"
							value={name}
							onChange={setName}
							error={error}
							maxLength={150}
						/>
					</div>
					<button type="submit" className="btn btn-primary" disabled={busy}>
						Guardar nombre
					</button>
					<button
						type="button"
						className="btn btn-outline"
						onClick={() => {
							setMode('view');
							setName(row.name);
							setError(undefined);
						}}
					>
						Cancelar
					</button>
				</form>
			)}
			{mode === 'delete' && (
				<div
					role="group"
					aria-label="Confirmar eliminación"
					className="mt-3 flex flex-wrap items-center gap-2"
				>
					<p className="text-sm">¿Eliminar «{row.name}»? No se puede deshacer.</p>
					<button
						type="button"
						className="btn btn-primary"
						disabled={busy}
						onClick={() => void remove()}
					>
						Sí, eliminar
					</button>
					<button type="button" className="btn btn-outline" onClick={() => setMode('view')}>
						No, conservar
					</button>
				</div>
			)}
			{mode === 'view' && (
				<div className="mt-3 flex flex-wrap gap-2">
					<a className="btn btn-primary" href={simulationHref(row.kind, row.input)}>
						Abrir en la calculadora<span className="sr-only">: {row.name}</span>
					</a>
					<button type="button" className="btn btn-outline" onClick={() => setMode('rename')}>
						Renombrar<span className="sr-only"> {row.name}</span>
					</button>
					<button type="button" className="btn btn-outline" onClick={() => setMode('delete')}>
						Eliminar<span className="sr-only"> {row.name}</span>
					</button>
				</div>
			)}
		</li>
	);
}

/** Saved simulations: reopen in the calculator, rename, delete. */
export function SimulationsSection() {
	const value = useStore($simulations);
	return (
		<QueryView
			value={value}
			retry={() => $simulations.invalidate()}
			isEmpty={(rows) => rows.length === 0}
			empty={
				<p>
					Aún no has guardado ninguna simulación.{' '}
					<a className="font-semibold text-primary underline" href={toolHref('simulador-completo')}>
						Haz una con el simulador de hipoteca
					</a>{' '}
					y pulsa «Guardar simulación».
				</p>
			}
		>
			{(rows) => (
				<ul className="divide-y divide-line">
					{rows.map((row) => (
						<SimulationItem key={row.id} row={row} />
					))}
				</ul>
			)}
		</QueryView>
	);
}
