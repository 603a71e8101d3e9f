import { formatMonth } from '~/lib/format/index.ts';
import { addMonths } from '~/lib/mortgage/revisions.ts';
import type { EventRow } from '~/lib/tools/timelineEditor.ts';
import { eventKindLabels } from '~/lib/tools/timelineEditor.ts';
import { pillClass } from '~/islands/shared/ui/fields.tsx';

const input = 'w-full min-w-0 rounded-lg border bg-bg px-3 py-2 text-fg';

/** One event of the editor: kind, month, amount or rate, and the prepayment's choice. */
function EventFields({
	row,
	number,
	signing,
	error,
	canRevise,
	onChange,
	onRemove,
}: {
	row: EventRow;
	number: number;
	signing: string;
	error: string | undefined;
	canRevise: boolean;
	onChange: (row: EventRow) => void;
	onRemove: () => void;
}) {
	const id = `vida-evento-${row.key}`;
	const month = Number.parseInt(row.month, 10);
	const date = Number.isInteger(month) && month > 0 ? formatMonth(addMonths(signing, month)) : '';
	const valueLabel =
		row.kind === 'prepayment'
			? 'Importe'
			: row.kind === 'rate'
				? 'Nuevo TIN'
				: row.kind === 'euribor'
					? 'Euríbor'
					: 'Meses restantes';
	const suffix = row.kind === 'prepayment' ? '€' : row.kind === 'term' ? 'meses' : '%';
	const errorId = `${id}-error`;
	return (
		<li
			className={`rounded-lg border p-3 ${error ? 'border-danger' : 'border-line'}`}
			aria-label={`Evento ${number}`}
		>
			<div className="grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,0.8fr)_minmax(0,1fr)]">
				<div>
					<label htmlFor={`${id}-tipo`} className="block text-sm font-medium">
						Evento {number}
					</label>
					<select
						id={`${id}-tipo`}
						value={row.kind}
						onChange={(e) => onChange({ ...row, kind: e.target.value as EventRow['kind'] })}
						className={`mt-1 ${input} border-line`}
					>
						{Object.entries(eventKindLabels)
							.filter(([kind]) => canRevise || kind !== 'euribor' || row.kind === 'euribor')
							.map(([kind, label]) => (
								<option key={kind} value={kind}>
									{label}
								</option>
							))}
					</select>
				</div>
				<div>
					<label htmlFor={`${id}-mes`} className="block text-sm font-medium">
						Mes del préstamo
					</label>
					<input
						id={`${id}-mes`}
						type="text"
						inputMode="numeric"
						autoComplete="off"
						value={row.month}
						onChange={(e) => onChange({ ...row, month: e.target.value })}
						aria-invalid={error ? true : undefined}
						aria-describedby={
							[date ? `${id}-fecha` : '', error ? errorId : ''].filter(Boolean).join(' ') ||
							undefined
						}
						className={`mt-1 ${input} ${error ? 'border-danger' : 'border-line'}`}
					/>
					{date && (
						<p id={`${id}-fecha`} className="mt-1 text-xs text-muted">
							Cuota de {date}
						</p>
					)}
				</div>
				<div>
					<label htmlFor={`${id}-valor`} className="block text-sm font-medium">
						{valueLabel}
					</label>
					<div className="mt-1 flex items-stretch">
						<input
							id={`${id}-valor`}
							type="text"
							inputMode="decimal"
							autoComplete="off"
							value={row.value}
							onChange={(e) => onChange({ ...row, value: e.target.value })}
							aria-invalid={error ? true : undefined}
							aria-describedby={error ? errorId : undefined}
							className={`${input} rounded-r-none ${error ? 'border-danger' : 'border-line'}`}
						/>
						<span
							className="inline-flex items-center rounded-r-lg border border-l-0 border-line bg-surface px-3 text-sm text-muted"
							aria-hidden="true"
						>
							{suffix}
						</span>
					</div>
				</div>
			</div>
			<div className="mt-3 flex flex-wrap items-center justify-between gap-3">
				{row.kind === 'prepayment' ? (
					<fieldset>
						<legend className="sr-only">Qué reduce la amortización del evento {number}</legend>
						<div className="inline-flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
							{(
								[
									['reduce-term', 'Reduce plazo'],
									['reduce-payment', 'Reduce cuota'],
								] as const
							).map(([mode, label]) => (
								<label key={mode} className={pillClass(row.mode === mode)}>
									<input
										type="radio"
										name={`${id}-modo`}
										value={mode}
										checked={row.mode === mode}
										onChange={() => onChange({ ...row, mode })}
										className="sr-only"
									/>
									{label}
								</label>
							))}
						</div>
					</fieldset>
				) : (
					<span />
				)}
				<button type="button" className="btn btn-outline" onClick={onRemove}>
					Quitar evento {number}
				</button>
			</div>
			{error && (
				<p id={errorId} className="mt-2 text-sm font-medium text-danger">
					{error}
				</p>
			)}
		</li>
	);
}

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
	const add = (kind: EventRow['kind']) =>
		onChange([
			...rows,
			{
				key: nextKey,
				kind,
				month: String(lastMonth > 0 ? lastMonth + 12 : 12),
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
	return (
		<div>
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
				<button type="button" className="btn btn-outline" onClick={() => add('prepayment')}>
					Añadir amortización anticipada
				</button>
				<button type="button" className="btn btn-outline" onClick={() => add('rate')}>
					Añadir cambio de TIN
				</button>
				{canRevise && (
					<button type="button" className="btn btn-outline" onClick={() => add('euribor')}>
						Añadir revisión de euríbor
					</button>
				)}
				<button type="button" className="btn btn-outline" onClick={() => add('term')}>
					Añadir cambio de plazo
				</button>
			</div>
		</div>
	);
}
