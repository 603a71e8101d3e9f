/** A labelled checkbox storing 'si' / 'no' so it round-trips through the URL. */
export function CheckboxField({
	id,
	label,
	value,
	onChange,
}: {
	id: string;
	label: string;
	value: string;
	onChange: (value: 'si' | 'no') => void;
}) {
	return (
		<div className="flex items-center gap-2">
			<input
				id={id}
				type="checkbox"
				checked={value === 'si'}
				onChange={(event) => onChange(event.target.checked ? 'si' : 'no')}
				className="size-4 accent-[var(--color-primary)]"
			/>
			<label htmlFor={id} className="text-sm">
				{label}
			</label>
		</div>
	);
}
