import { formatMonth } from '~/lib/format/index.ts';
import { addMonths } from '~/lib/mortgage/revisions.ts';
import type { EventRow } from '~/lib/tools/timelineEditor.ts';
import { eventKindLabels } from '~/lib/tools/timelineEditor.ts';
import { pillClass } from '~/islands/shared/ui/fields.tsx';

const input = 'w-full min-w-0 rounded-lg border bg-bg px-3 py-2 text-fg';

/** One event of the editor: kind, month, amount or rate, and the prepayment's choice. */
export function EventFields({
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
