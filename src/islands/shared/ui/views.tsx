import type { FetcherValue } from '@nanostores/query';
import type { ReactNode } from 'react';
import { panelTexts } from '~/lib/i18n/panel.ts';

/**
 * Shows a fetcher store's state: a Spanish loading text, an error with a retry button, an empty
 * text, or the rows. Errors keep what was shown before out of view rather than half-drawn.
 */
export function QueryView<T>({
	value,
	retry,
	isEmpty,
	empty,
	loading,
	children,
}: {
	value: FetcherValue<T>;
	retry: () => void;
	isEmpty: (data: T) => boolean;
	empty: ReactNode;
	/**
	 * What shows while the data loads, when the one-line «Cargando…» would be shorter than the
	 * result and move what follows once it arrives (a layout shift): e.g. the form itself, empty.
	 * It must announce the loading itself (role="status").
	 */
	loading?: ReactNode;
	children: (data: T) => ReactNode;
}) {
	if (value.data !== undefined) {
		return (
			<>{isEmpty(value.data) ? <div className="text-muted">{empty}</div> : children(value.data)}</>
		);
	}
	if (value.error) return <LoadError onRetry={retry} />;
	if (loading !== undefined) return <>{loading}</>;
	return (
		<p role="status" className="text-muted">
			{panelTexts.loading}
		</p>
	);
}

/** «No hemos podido cargar estos datos…» with a retry button: data or code that did not arrive. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
	return (
		<div role="alert" className="rounded-lg border border-danger bg-danger-bg p-4 text-sm">
			<p>{panelTexts.loadError}</p>
			<button type="button" className="btn btn-outline mt-3" onClick={onRetry}>
				{panelTexts.retry}
			</button>
		</div>
	);
}
