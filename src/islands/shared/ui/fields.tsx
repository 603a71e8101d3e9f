import type { ReactNode, Ref } from 'react';

interface BaseProps {
	id: string;
	label: string;
	hint?: string | undefined;
	error?: string | undefined;
}

/** Ids of the hint and error texts an input points to with aria-describedby. */
export function describedBy(id: string, hint?: string, error?: string) {
	const ids = [hint ? `${id}-ayuda` : '', error ? `${id}-error` : ''].filter(Boolean);
	return ids.length > 0 ? ids.join(' ') : undefined;
}

function Messages({ id, hint, error }: Pick<BaseProps, 'id' | 'hint' | 'error'>) {
	return (
		<>
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
		</>
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
	/** Shown and selectable but not editable (e.g. a message box of a closed ticket). */
	readOnly?: boolean;
	/** The name the value is sent under (the id when not given). */
	name?: string;
	/** The input itself, for forms that move the focus to the field in error. */
	inputRef?: Ref<HTMLInputElement>;
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
	readOnly,
	name = id,
	inputRef,
}: TextFieldProps) {
	const common = {
		id,
		name,
		value,
		...(readOnly ? { readOnly } : {}),
		'aria-invalid': error ? true : undefined,
		'aria-describedby': describedBy(id, hint, error),
		// A read-only box must not look editable (issue 45: a closed ticket's box): dashed border,
		// the surface colour and the not-allowed pointer.
		className: `mt-1 w-full min-w-0 rounded-lg border px-3 py-2 text-fg ${readOnly ? 'cursor-not-allowed border-dashed bg-surface' : 'bg-bg'} ${error ? 'border-danger' : 'border-line'}`,
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
					ref={inputRef}
					type={type}
					autoComplete={autoComplete}
					onChange={(e) => onChange(e.target.value)}
				/>
			)}
			<Messages id={id} hint={hint} error={error} />
		</div>
	);
}

/** Props of a numeric text field. */
export interface NumberFieldProps extends BaseProps {
	value: string;
	onChange: (value: string) => void;
	/** Unit shown after the input: '€', '%', 'años'… */
	suffix?: string | undefined;
}

/**
 * A number typed the Spanish way ("200.000", "3,5"). It stays a text input so what the person
 * typed is never rewritten under their cursor; the tool parses it and reports errors here.
 */
export function NumberField({ id, label, hint, error, value, onChange, suffix }: NumberFieldProps) {
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium">
				{label}
			</label>
			<div className="mt-1 flex items-stretch">
				<input
					id={id}
					name={id}
					type="text"
					inputMode="decimal"
					autoComplete="off"
					value={value}
					onChange={(event) => onChange(event.target.value)}
					aria-invalid={error ? true : undefined}
					aria-describedby={describedBy(id, hint, error)}
					className={`w-full min-w-0 border bg-bg px-3 py-2 text-fg ${suffix ? 'rounded-l-lg' : 'rounded-lg'} ${error ? 'border-danger' : 'border-line'}`}
				/>
				{suffix && (
					<span
						className="inline-flex items-center rounded-r-lg border border-l-0 border-line bg-surface px-3 text-sm text-muted"
						aria-hidden="true"
					>
						{suffix}
					</span>
				)}
			</div>
			<Messages id={id} hint={hint} error={error} />
		</div>
	);
}

/** Props of a select field. */
export interface SelectFieldProps extends BaseProps {
	value: string;
	onChange: (value: string) => void;
	options: readonly { value: string; label: string }[];
}

/** A labelled <select>. */
export function SelectField({
	id,
	label,
	hint,
	error,
	value,
	onChange,
	options,
}: SelectFieldProps) {
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium">
				{label}
			</label>
			<select
				id={id}
				name={id}
				value={value}
				onChange={(event) => onChange(event.target.value)}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy(id, hint, error)}
				className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
			>
				{options.map((o) => (
					<option key={o.value} value={o.value}>
						{o.label}
					</option>
				))}
			</select>
			<Messages id={id} hint={hint} error={error} />
		</div>
	);
}

/**
 * One option of a segmented control (a label around a visually hidden radio). Keyboard focus
 * draws a two-tone ring: an inner band in the page colour against the pill (visible on the
 * selected pill's primary fill) and an outer outline in the text colour against the group's
 * background. No single colour contrasts 3:1 with both the dark pill and the light page.
 */
export function pillClass(selected: boolean): string {
	return `cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:shadow-[0_0_0_2px_var(--color-bg)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-fg ${selected ? 'bg-primary font-semibold text-primary-fg' : 'text-fg'}`;
}

/** Props of a group of radio buttons shown as a segmented control. */
export interface ChoiceFieldProps {
	id: string;
	legend: string;
	value: string;
	onChange: (value: string) => void;
	options: readonly { value: string; label: string }[];
}

/** A fieldset of radio buttons (keyboard: arrows move between options). */
export function ChoiceField({ id, legend, value, onChange, options }: ChoiceFieldProps) {
	return (
		<fieldset>
			<legend className="text-sm font-medium">{legend}</legend>
			<div className="mt-1 inline-flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
				{options.map((o) => (
					<label key={o.value} className={pillClass(value === o.value)}>
						<input
							type="radio"
							name={id}
							value={o.value}
							checked={value === o.value}
							onChange={() => onChange(o.value)}
							className="sr-only"
						/>
						{o.label}
					</label>
				))}
			</div>
		</fieldset>
	);
}

/** One figure of a result panel. */
export function Figure({
	label,
	value,
	strong,
}: {
	label: string;
	value: ReactNode;
	strong?: boolean;
}) {
	return (
		<div className="rounded-lg bg-surface p-3">
			<dt className="text-xs text-muted">{label}</dt>
			<dd
				className={strong ? 'mt-1 text-2xl font-bold text-primary' : 'mt-1 text-lg font-semibold'}
			>
				{value}
			</dd>
		</div>
	);
}

/**
 * Announces a short text without stealing focus: the result summary (for screen readers only) or,
 * shown as a visible note, what to fix. One element for both, so the text is read once and the
 * region stays mounted (a live region inserted together with its text is often not announced).
 */
export function LiveSummary({ text, visible = false }: { text: string; visible?: boolean }) {
	return (
		<p
			className={visible ? 'rounded-lg border border-danger bg-danger-bg p-4 text-sm' : 'sr-only'}
			aria-live="polite"
			aria-atomic="true"
		>
			{text}
		</p>
	);
}

/**
 * Builds the NumberField of each key of a tool's form, so islands write one line per field:
 * `num('plazo', 'Plazo', 'años')`. Ids are `${prefix}-${key}` (error text: `${id}-error`).
 */
export function numberFields<K extends string>(
	prefix: string,
	values: Readonly<Record<K, string>>,
	set: (key: K, value: string) => void,
	errors: Partial<Record<K, string>>,
) {
	return (key: K, label: string, suffix?: string, hint?: string) => (
		<NumberField
			id={`${prefix}-${key}`}
			label={label}
			value={values[key]}
			onChange={(v) => set(key, v)}
			error={errors[key]}
			suffix={suffix}
			hint={hint}
		/>
	);
}
