import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { SelectField } from './fields.tsx';

/** Props of a select whose choice is written only by its «Guardar» button. */
export interface SaveSelectProps<V extends string> {
	id: string;
	/** What the select changes, e.g. «Rol de Ana García» (the button's name says «Guardar: …»). */
	label: string;
	/** The saved value (what the database holds). */
	value: V;
	options: readonly { value: V; label: string }[];
	/** Writes the choice. */
	onSave: (value: V) => Promise<void>;
	/**
	 * Inside a table row: the label is visually hidden and the caller announces the outcome (a
	 * status line). Otherwise the label is visible and the select reports its own outcome.
	 */
	compact?: boolean;
	/** The Spanish reason of a failed save, shown next to the select (standalone only). */
	errorText?: (error: unknown) => string;
	/** What is announced after a save, e.g. «Estado guardado: Cerrado» (standalone only). */
	savedText?: (label: string) => string;
	/** Button text (default «Guardar»). */
	saveLabel?: string;
}

/**
 * A select that never writes on change: arrow keys and typing move the choice only (a plain
 * select fires change on every arrow key in most browsers), and the «Guardar» button next to
 * it saves it (the pattern of the professional's lead status). A value saved elsewhere
 * (Realtime, another tab) becomes the choice shown. Standalone, the outcome is announced in a
 * live region that stays mounted, focus returns to the select after a save and stays on it
 * after an error, which is tied to it.
 */
export function SaveSelect<V extends string>({
	id,
	label,
	value,
	options,
	onSave,
	compact = false,
	errorText,
	savedText,
	saveLabel = 'Guardar',
}: SaveSelectProps<V>) {
	const [choice, setChoice] = useState<V>(value);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string>();
	const [said, setSaid] = useState('');
	const form = useRef<HTMLFormElement>(null);

	useEffect(() => setChoice(value), [value]);

	const save = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		if (busy) return;
		setBusy(true);
		setError(undefined);
		try {
			await onSave(choice);
			setSaid(savedText?.(options.find((o) => o.value === choice)?.label ?? choice) ?? '');
		} catch (failure) {
			setSaid('');
			if (!errorText) throw failure;
			setError(errorText(failure));
		} finally {
			setBusy(false);
			if (!compact) form.current?.querySelector('select')?.focus();
		}
	};

	const button = (
		<button
			type="submit"
			className={`btn btn-outline ${compact ? 'px-3 py-1' : ''}`}
			disabled={!compact && (busy || choice === value)}
			aria-disabled={compact && busy ? true : undefined}
			aria-label={compact ? `${saveLabel}: ${label}` : undefined}
			aria-describedby={compact ? undefined : `${id}-guardado`}
		>
			{busy ? 'Guardando…' : saveLabel}
		</button>
	);

	if (compact) {
		return (
			<form noValidate onSubmit={(e) => void save(e)} className="flex flex-wrap items-center gap-2">
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
				{button}
			</form>
		);
	}

	return (
		<form noValidate onSubmit={(e) => void save(e)} ref={form}>
			<div className="flex flex-wrap items-end gap-2">
				<div className="min-w-0 flex-1">
					<SelectField
						id={id}
						label={label}
						value={choice}
						onChange={(v) => setChoice(v as V)}
						options={options}
						error={error}
					/>
				</div>
				{button}
			</div>
			<p id={`${id}-guardado`} role="status" className="mt-1 text-sm text-muted">
				{said}
			</p>
		</form>
	);
}
