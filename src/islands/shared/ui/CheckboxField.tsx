import { describedBy } from './fields.tsx';

/**
 * A labelled checkbox storing 'si' / 'no' so it round-trips through the URL; an optional hint
 * is tied to it with aria-describedby.
 */
export function CheckboxField({
	id,
	label,
	value,
	onChange,
	hint,
}: {
	id: string;
	label: string;
	value: string;
	onChange: (value: 'si' | 'no') => void;
	hint?: string | undefined;
}) {
	return (
		<div>
			<div className="flex items-center gap-2">
				<input
					id={id}
					type="checkbox"
					checked={value === 'si'}
					onChange={(event) => onChange(event.target.checked ? 'si' : 'no')}
					aria-describedby={describedBy(id, hint)}
					className="size-4 accent-[var(--color-primary)]"
				/>
				<label htmlFor={id} className="text-sm">
					{label}
				</label>
			</div>
			{hint && (
				<p id={`${id}-ayuda`} className="mt-1 text-xs text-muted">
					{hint}
				</p>
			)}
		</div>
	);
}
