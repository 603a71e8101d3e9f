/** The legal consent of /formulario: both parties named, with spaces around the brand. */
export function ConsentField({
	id,
	checked,
	onChange,
	sender,
	brand,
	error,
}: {
	id: string;
	checked: boolean;
	onChange: (checked: boolean) => void;
	sender: string | null;
	brand: string;
	error?: string | undefined;
}) {
	const errorId = `${id}-error`;
	return (
		<div>
			<div className="flex items-start gap-2">
				<input
					id={id}
					type="checkbox"
					checked={checked}
					onChange={(e) => onChange(e.target.checked)}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? errorId : undefined}
					className="mt-1 size-4 accent-[var(--color-primary)]"
				/>
				<label htmlFor={id} className="text-sm">
					Acepto que {sender ?? 'el profesional que me ha enviado este enlace'} y {brand} traten
					estos datos y mi firma para estudiar mi financiación y contactarme, según la{' '}
					<a href="/privacidad" className="text-primary underline">
						política de privacidad
					</a>
					.
				</label>
			</div>
			{error && (
				<p id={errorId} className="mt-1 text-sm font-medium text-danger">
					{error}
				</p>
			)}
		</div>
	);
}
