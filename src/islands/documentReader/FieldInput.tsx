import { useState } from 'react';
import type { FieldDef } from '~/lib/documentReader/fields.ts';
import {
	printedNumber,
	type Confidence,
	type FieldReading,
} from '~/lib/documentReader/models/reading.ts';
import { formatNumber } from '~/lib/format/formatNumber.ts';
import { readNumber } from '~/lib/tools/fields.ts';

const suffix = { money: '€', percent: '%', years: 'años', area: 'm²', date: '', text: '' } as const;

const confidenceText: Record<Confidence, string> = {
	alta: 'Leído en su sitio',
	media: 'Compruébalo',
	baja: 'Dudoso: revísalo',
};

/**
 * A typed number written back the Spanish way: euros with two decimals («1.937,70»), a rate with
 * the decimals it was written with («2,50» stays «2,50»).
 */
export function tidyNumber(type: FieldDef['type'], raw: string): { text: string; error: string } {
	if (raw.trim() === '' || type === 'text' || type === 'date') return { text: raw, error: '' };
	const parsed = readNumber(raw);
	if (!parsed.ok) return { text: raw, error: parsed.message };
	const text =
		type === 'money'
			? formatNumber(parsed.value, { decimals: 2 })
			: type === 'percent'
				? printedNumber(raw.trim().replace(/\s*%$/, ''), parsed.value)
				: formatNumber(parsed.value, { maxDecimals: 4 });
	return { text, error: '' };
}

/**
 * One field read from a document: its value in Spanish form (numbers tidied when leaving the
 * input, a typing error shown under it without losing the text), how sure the reading is and
 * the reader's note. Editing a field makes it the person's, so the confidence disappears.
 */
export function FieldInput({
	id,
	field,
	value,
	reading,
	onChange,
	children,
}: {
	id: string;
	field: FieldDef;
	value: string;
	reading: FieldReading | undefined;
	onChange: (value: string) => void;
	children?: React.ReactNode;
}) {
	const [error, setError] = useState('');
	const edited = reading !== undefined && value !== reading.value;
	const note = edited ? '' : (reading?.note ?? '');
	const confidence = edited ? null : (reading?.confidence ?? null);
	const showConfidence = confidence !== null && value !== '';
	const describedBy = [
		showConfidence && `${id}-confianza`,
		error && `${id}-error`,
		note && `${id}-nota`,
	]
		.filter(Boolean)
		.join(' ');
	return (
		<div>
			<div className="flex flex-wrap items-baseline justify-between gap-x-2">
				<label htmlFor={id} className="text-sm font-medium">
					{field.label}
					{suffix[field.type] && <span className="text-muted"> ({suffix[field.type]})</span>}
				</label>
				{showConfidence && (
					<span
						id={`${id}-confianza`}
						className={`rounded px-1.5 py-0.5 text-xs ${confidence === 'baja' ? 'bg-danger-bg text-danger' : 'bg-surface text-muted'}`}
					>
						{confidenceText[confidence]}
					</span>
				)}
			</div>
			<input
				id={id}
				type="text"
				inputMode={field.type === 'text' || field.type === 'date' ? 'text' : 'decimal'}
				autoComplete="off"
				value={value}
				placeholder={field.type === 'date' ? 'dd/mm/aaaa' : undefined}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy || undefined}
				onChange={(event) => {
					setError('');
					onChange(event.target.value);
				}}
				onBlur={() => {
					const tidy = tidyNumber(field.type, value);
					setError(tidy.error);
					if (tidy.text !== value) onChange(tidy.text);
				}}
				className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
			/>
			{error && (
				<p id={`${id}-error`} className="mt-1 text-xs text-danger">
					{error}
				</p>
			)}
			{note && (
				<p
					id={`${id}-nota`}
					className={`mt-1 text-xs ${confidence === 'baja' ? 'text-danger' : 'text-muted'}`}
				>
					{note}
				</p>
			)}
			{children}
		</div>
	);
}
