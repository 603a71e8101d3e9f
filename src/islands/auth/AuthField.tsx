import type { Ref } from 'react';

/** Props of one labelled input of the auth forms. */
export interface AuthFieldProps {
	id: string;
	name: string;
	label: string;
	type: 'text' | 'email' | 'password' | 'tel';
	autoComplete: string;
	value: string;
	onChange: (value: string) => void;
	/** Help shown under the input ('Mínimo 8 caracteres'). */
	hint?: string;
	/** The failed rule's message; marks the input invalid for assistive technology. */
	error?: string | undefined;
	inputRef?: Ref<HTMLInputElement>;
}

/** The ids an input points to with aria-describedby: its hint, then its error. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
	const ids = [hint ? `${id}-ayuda` : '', error ? `${id}-error` : ''].filter(Boolean);
	return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled input with its hint and error, linked by aria-describedby. */
export function AuthField({
	id,
	name,
	label,
	type,
	autoComplete,
	value,
	onChange,
	hint,
	error,
	inputRef,
}: AuthFieldProps) {
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-semibold">
				{label}
			</label>
			<input
				ref={inputRef}
				id={id}
				name={name}
				type={type}
				autoComplete={autoComplete}
				value={value}
				onChange={(event) => onChange(event.target.value)}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, hint, error)}
				className={`mt-1 block w-full rounded-lg border bg-bg px-3 py-2.5 text-fg ${error ? 'border-danger' : 'border-line'}`}
			/>
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
