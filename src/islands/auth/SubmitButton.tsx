/**
 * The full-width submit button of the auth forms: while the request runs it says so
 * ('Iniciando sesión...') and stays focusable (aria-disabled), and the form ignores new submits.
 */
export function SubmitButton({
	busy,
	label,
	busyLabel,
}: {
	busy: boolean;
	label: string;
	busyLabel: string;
}) {
	return (
		<button
			type="submit"
			className="btn btn-primary w-full py-3 text-base"
			aria-disabled={busy || undefined}
		>
			{busy ? busyLabel : label}
		</button>
	);
}
