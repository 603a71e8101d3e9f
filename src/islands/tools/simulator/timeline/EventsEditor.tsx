import { useEffect, useState } from 'react';
import type { EventRow } from '~/lib/tools/timelineEditor.ts';
import { EventFields } from './EventFields.tsx';

/** The list of events with add buttons; errors appear under each event. */
export function EventsEditor({
	rows,
	errors,
	signing,
	canRevise,
	onChange,
}: {
	rows: readonly EventRow[];
	errors: ReadonlyMap<number, string>;
	signing: string;
	canRevise: boolean;
	onChange: (rows: EventRow[]) => void;
}) {
	/** The event just added: its month field takes the focus and the addition is announced. */
	const [added, setAdded] = useState<{ key: number; text: string } | null>(null);
	useEffect(() => {
		if (added) document.getElementById(`vida-evento-${added.key}-mes`)?.focus();
	}, [added]);
	const nextKey = rows.reduce((max, r) => Math.max(max, r.key), 0) + 1;
	// New events go a year after the last one the person added (revisions are left out: the
	// proposal fills the whole term).
	const lastMonth = rows
		.filter((r) => r.kind !== 'euribor')
		.reduce((max, r) => Math.max(max, Number.parseInt(r.month, 10) || 0), 0);
	const numbered = rows.map((row, i) => ({ row, number: i + 1 }));
	const revisions = numbered.filter(({ row }) => row.kind === 'euribor');
	// Many revisions (a proposal fills the whole term) fold away so the other events stay in view.
	const fold = revisions.length > 3;
	const shown = fold ? numbered.filter(({ row }) => row.kind !== 'euribor') : numbered;
	const item = ({ row, number }: { row: EventRow; number: number }) => (
		<EventFields
			key={row.key}
			row={row}
			number={number}
			signing={signing}
			error={errors.get(row.key)}
			canRevise={canRevise}
			onChange={(next) => onChange(rows.map((r) => (r.key === row.key ? next : r)))}
			onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
		/>
	);
	const revisionErrors = revisions.filter(({ row }) => errors.has(row.key)).length;
	const add = (kind: EventRow['kind'], label: string) => {
		const month = lastMonth > 0 ? lastMonth + 12 : 12;
		setAdded({
			key: nextKey,
			text: `Evento ${rows.length + 1} añadido: ${label} en el mes ${month}.`,
		});
		onChange([
			...rows,
			{
				key: nextKey,
				kind,
				month: String(month),
				value:
					kind === 'prepayment'
						? '10.000'
						: kind === 'term'
							? '240'
							: kind === 'rate'
								? '3'
								: '2,5',
				mode: 'reduce-term',
			},
		]);
	};
	return (
		<div>
			<p className="sr-only" aria-live="polite" aria-atomic="true">
				{added?.text ?? ''}
			</p>
			{rows.length === 0 ? (
				<p className="text-sm text-muted">
					Aún no hay eventos: el cuadro es el del préstamo tal como se firma.
				</p>
			) : (
				shown.length > 0 && <ol className="space-y-3">{shown.map(item)}</ol>
			)}
			{fold && (
				<details className="mt-3 rounded-lg border border-line p-3" open={revisionErrors > 0}>
					<summary className="cursor-pointer text-sm font-medium">
						{revisions.length} revisiones del euríbor en el cuadro
						{revisionErrors > 0 ? ` (${revisionErrors} con errores)` : ''}: ver y cambiar
					</summary>
					<ol className="mt-3 space-y-3">{revisions.map(item)}</ol>
					<button
						type="button"
						className="btn btn-outline mt-3"
						onClick={() => onChange(rows.filter((r) => r.kind !== 'euribor'))}
					>
						Quitar todas las revisiones
					</button>
				</details>
			)}
			<div className="mt-3 flex flex-wrap gap-2">
				<button
					type="button"
					className="btn btn-outline"
					onClick={() => add('prepayment', 'amortización anticipada')}
				>
					Añadir amortización anticipada
				</button>
				<button
					type="button"
					className="btn btn-outline"
					onClick={() => add('rate', 'cambio de TIN')}
				>
					Añadir cambio de TIN
				</button>
				{canRevise && (
					<button
						type="button"
						className="btn btn-outline"
						onClick={() => add('euribor', 'revisión de euríbor')}
					>
						Añadir revisión de euríbor
					</button>
				)}
				<button
					type="button"
					className="btn btn-outline"
					onClick={() => add('term', 'cambio de plazo')}
				>
					Añadir cambio de plazo
				</button>
			</div>
		</div>
	);
}
