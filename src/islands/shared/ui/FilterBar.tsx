import type { ReactNode, SubmitEvent } from 'react';

/** Props of a FilterBar. */
export interface FilterBarProps {
	/** The form's accessible name, e.g. «Filtrar contactos». */
	label: string;
	onSubmit: () => void;
	/** The button's text: «Filtrar» or «Buscar». */
	submitLabel: string;
	/** What the filter found, e.g. «3 resultados» (empty while loading). */
	summary: string;
	/** What to fix in the filter, shown under it and announced. */
	error?: string | undefined;
	errorId?: string;
	/** The filter's fields. */
	children: ReactNode;
}

/**
 * The filter of an admin table: its fields and button on one wrapping row, what to fix, and the
 * summary of the results in a polite live region that stays mounted, so a new count is heard
 * («3 resultados») without moving focus off the button.
 */
export function FilterBar({
	label,
	onSubmit,
	submitLabel,
	summary,
	error,
	errorId,
	children,
}: FilterBarProps) {
	const submit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		onSubmit();
	};
	return (
		<div className="space-y-2">
			<form
				role="search"
				aria-label={label}
				noValidate
				onSubmit={submit}
				className="flex flex-wrap items-end gap-4"
			>
				{/* The fields share each line and grow to fill it; on a phone each takes a line. */}
				<div className="flex min-w-0 flex-auto flex-wrap items-end gap-4 *:min-w-0 *:flex-auto *:basis-44">
					{children}
				</div>
				<button type="submit" className="btn btn-primary">
					{submitLabel}
				</button>
			</form>
			{error && (
				<p id={errorId} role="alert" className="text-sm font-medium text-danger">
					{error}
				</p>
			)}
			<p
				aria-live="polite"
				aria-atomic="true"
				className="text-sm text-muted"
				data-testid="resultados"
			>
				{summary}
			</p>
		</div>
	);
}
