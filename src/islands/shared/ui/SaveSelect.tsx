import { useEffect, useState } from 'react';

/** Props of a SaveSelect. */
export interface SaveSelectProps<V extends string> {
	id: string;
	/** What the select changes, e.g. «Rol de Ana García» (visually hidden; the button's name too). */
	label: string;
	/** The stored value. */
	value: V;
	options: readonly { value: V; label: string }[];
	/** Writes the chosen value; called only by the «Guardar» button. */
	onSave: (value: V) => Promise<void>;
}

/**
 * A select that writes only when «Guardar» is pressed: arrow keys and typing move through the
 * options without touching the database (a plain select fires change on every arrow key in
 * most browsers). A new stored value resets the choice.
 */
export function SaveSelect<V extends string>({
	id,
	label,
	value,
	options,
	onSave,
}: SaveSelectProps<V>) {
	const [choice, setChoice] = useState<V>(value);
	const [busy, setBusy] = useState(false);
	useEffect(() => setChoice(value), [value]);
	const save = async () => {
		if (busy) return;
		setBusy(true);
		try {
			await onSave(choice);
		} finally {
			setBusy(false);
		}
	};
	return (
		<div className="flex flex-wrap items-center gap-2">
			<label className="sr-only" htmlFor={id}>
				{label}
			</label>
			<select
				id={id}
				value={choice}
				onChange={(e) => setChoice(e.target.value as V)}
				className="rounded-lg border border-line bg-bg px-2 py-1 text-fg"
			>
				{options.map((o) => (
					<option key={o.value} value={o.value}>
						{o.label}
					</option>
				))}
			</select>
			<button
				type="button"
				className="btn btn-outline px-3 py-1"
				aria-label={`Guardar: ${label}`}
				aria-disabled={busy || undefined}
				onClick={() => void save()}
			>
				{busy ? 'Guardando…' : 'Guardar'}
			</button>
		</div>
	);
}
