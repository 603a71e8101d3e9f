import type { FetcherValue } from '@nanostores/query';
import type { ReactNode } from 'react';
import { panelTexts } from '~/lib/dashboard/messages.ts';

/**
 * Shows a fetcher store's state: a Spanish loading text, an error with a retry button, an empty
 * text, or the rows. Errors keep what was shown before out of view rather than half-drawn.
 */
export function QueryView<T>({
	value,
	retry,
	isEmpty,
	empty,
	children,
}: {
	value: FetcherValue<T>;
	retry: () => void;
	isEmpty: (data: T) => boolean;
	empty: ReactNode;
	children: (data: T) => ReactNode;
}) {
	if (value.data !== undefined) {
		return (
			<>{isEmpty(value.data) ? <div className="text-muted">{empty}</div> : children(value.data)}</>
		);
	}
	if (value.error) {
		return (
			<div role="alert" className="rounded-lg border border-danger bg-danger-bg p-4 text-sm">
				<p>{panelTexts.loadError}</p>
				<button type="button" className="btn btn-outline mt-3" onClick={retry}>
					{panelTexts.retry}
				</button>
			</div>
		);
	}
	return (
		<p role="status" className="text-muted">
			{panelTexts.loading}
		</p>
	);
}

/** Props of a labelled text input. */
export interface TextFieldProps {
	id: string;
	label: string;
	value: string;
	onChange: (value: string) => void;
	error?: string | undefined;
	hint?: string | undefined;
	type?: 'text' | 'email' | 'tel' | 'password';
	autoComplete?: string;
	multiline?: boolean;
	maxLength?: number;
}

/** A labelled input or textarea with its hint and error, both tied to it for screen readers. */
export function TextField({
	id,
	label,
	value,
	onChange,
	error,
	hint,
	type = 'text',
	autoComplete,
	multiline = false,
	maxLength,
}: TextFieldProps) {
	const described = [hint ? `${id}-ayuda` : '', error ? `${id}-error` : '']
		.filter(Boolean)
		.join(' ');
	const common = {
		id,
		name: id,
		value,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': described || undefined,
		className: `mt-1 w-full min-w-0 rounded-lg border bg-bg px-3 py-2 text-fg ${error ? 'border-danger' : 'border-line'}`,
		...(maxLength ? { maxLength } : {}),
	};
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium">
				{label}
			</label>
			{multiline ? (
				<textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
			) : (
				<input
					{...common}
					type={type}
					autoComplete={autoComplete}
					onChange={(e) => onChange(e.target.value)}
				/>
			)}
			{hint && (
				<p id={`${id}-ayuda`} className="mt-1 text-xs text-muted">
					{hint}
				</p>
			)}
			{error && (
				<p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
					{error}
				</p>
			)}
		</div>
	);
}

/** A section card of the panel with its heading (focused when the section is opened by URL). */
export function PanelCard({
	id,
	title,
	children,
	headingRef,
}: {
	id: string;
	title: string;
	children: ReactNode;
	headingRef?: React.Ref<HTMLHeadingElement>;
}) {
	return (
		<section aria-labelledby={`${id}-titulo`} className="rounded-xl border border-line p-4 sm:p-6">
			<h2 id={`${id}-titulo`} ref={headingRef} tabIndex={-1} className="text-xl font-bold">
				{title}
			</h2>
			<div className="mt-4">{children}</div>
		</section>
	);
}
