import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { SelectField } from './fields.tsx';

/** Props of a select whose choice is written only by its «Guardar» button. */
export interface SaveSelectProps<V extends string> {
	id: string;
	label: string;
	/** The saved value (what the database holds). */
	value: V;
	options: readonly { value: V; label: string }[];
	/** Writes the choice; a rejection is shown next to the select through `errorText`. */
	onSave: (value: V) => Promise<void>;
	/** The Spanish reason of a failed save. */
	errorText: (error: unknown) => string;
	/** What is announced after a save, e.g. «Estado guardado: Cerrado». */
	savedText: (label: string) => string;
	/** Button text (default «Guardar»). */
	saveLabel?: string;
}

/**
 * A select that never writes on change: arrow keys and typing move the choice only, and the
 * «Guardar» button next to it saves it (the pattern of the professional's lead status). The
 * outcome is announced in a live region that stays mounted; focus returns to the select after
 * a save (the button is disabled again then) and stays on it after an error, which is tied to it.
 */
export function SaveSelect<V extends string>({
	id,
	label,
	value,
	options,
	onSave,
	errorText,
	savedText,
	saveLabel = 'Guardar',
}: SaveSelectProps<V>) {
	const [choice, setChoice] = useState<V>(value);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string>();
	const [said, setSaid] = useState('');
	const form = useRef<HTMLFormElement>(null);

	// A value saved elsewhere (Realtime, another tab) becomes the choice shown.
	useEffect(() => setChoice(value), [value]);

	const save = async (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		setBusy(true);
		setError(undefined);
		try {
			await onSave(choice);
			setSaid(savedText(options.find((o) => o.value === choice)?.label ?? choice));
		} catch (failure) {
			setSaid('');
			setError(errorText(failure));
		} finally {
			setBusy(false);
			form.current?.querySelector('select')?.focus();
		}
	};

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
				<button
					type="submit"
					className="btn btn-outline"
					disabled={busy || choice === value}
					aria-describedby={`${id}-guardado`}
				>
					{busy ? 'Guardando...' : saveLabel}
				</button>
			</div>
			<p id={`${id}-guardado`} role="status" className="mt-1 text-sm text-muted">
				{said}
			</p>
		</form>
	);
}
