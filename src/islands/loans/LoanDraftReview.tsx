import { useId, useState } from 'react';
import type { LoanDraft } from '~/lib/loans/fromDocument.ts';
import {
	confirmedDraft,
	kindOptions,
	reviewFields,
	reviewRows,
	revisionOptions,
	type ReviewRow,
} from '~/lib/loans/fromDocumentReview.ts';
import type { Loan } from '~/lib/loans/types.ts';
import { SelectField, TextField } from '~/islands/shared/ui/fields.tsx';

/**
 * The fields read from a document, each with the text printed in it, for the person to correct
 * and confirm one by one; «Usar los datos confirmados» hands on only the confirmed ones.
 */
export function LoanDraftReview({
	draft,
	onConfirm,
}: {
	draft: LoanDraft;
	onConfirm: (draft: LoanDraft) => void;
}) {
	const id = useId();
	const [rows, setRows] = useState<ReviewRow[]>(() => reviewRows(draft));
	const [confirmed, setConfirmed] = useState<Set<keyof Loan>>(() => new Set());
	const [errors, setErrors] = useState<Partial<Record<keyof Loan, string>>>({});
	const [message, setMessage] = useState('');
	const edit = (field: keyof Loan, text: string) =>
		setRows((all) => all.map((r) => (r.field === field ? { ...r, text } : r)));
	const toggle = (field: keyof Loan, on: boolean) =>
		setConfirmed((set) => {
			const next = new Set(set);
			if (on) next.add(field);
			else next.delete(field);
			return next;
		});
	const missingLabels = draft.missing.flatMap((f) => reviewFields[f]?.label ?? []);

	return (
		<form
			className="space-y-5"
			aria-label="Datos leídos del documento"
			noValidate
			onSubmit={(event) => {
				event.preventDefault();
				const result = confirmedDraft(draft, rows, confirmed);
				if (result.ok) {
					setErrors({});
					setMessage('');
					onConfirm(result.draft);
					return;
				}
				setErrors(result.errors);
				setMessage(result.message ?? '');
				const first = rows.find((r) => result.errors[r.field]);
				if (first) document.getElementById(`${id}-${first.field}`)?.focus();
			}}
		>
			{rows.length === 0 && (
				<p className="text-sm">No hemos encontrado datos del préstamo en este documento.</p>
			)}
			{rows.map((row) => {
				const fieldId = `${id}-${row.field}`;
				const hint = `En el documento: «${row.printed}»`;
				const common = { id: fieldId, label: row.label, hint, error: errors[row.field] };
				return (
					<fieldset
						key={row.field}
						className="min-w-0 space-y-2 rounded-lg border border-line p-3 break-words"
					>
						<legend className="sr-only">{row.label}</legend>
						{row.type === 'kind' || row.type === 'revision' ? (
							<SelectField
								{...common}
								value={row.text}
								onChange={(v) => edit(row.field, v)}
								options={row.type === 'kind' ? kindOptions : revisionOptions}
							/>
						) : (
							<TextField
								{...common}
								value={row.text}
								onChange={(v) => edit(row.field, v)}
								multiline={row.type === 'bonuses'}
								autoComplete="off"
							/>
						)}
						{row.type === 'bonuses' && (
							<p className="text-xs text-muted">
								Después indica el coste anual de cada producto y si aún cumples la condición.
							</p>
						)}
						<div className="flex items-center gap-2">
							<input
								id={`${fieldId}-ok`}
								type="checkbox"
								checked={confirmed.has(row.field)}
								onChange={(event) => toggle(row.field, event.target.checked)}
								className="size-4 accent-[var(--color-primary)]"
							/>
							<label htmlFor={`${fieldId}-ok`} className="text-sm">
								Confirmo este dato<span className="sr-only">: {row.label}</span>
							</label>
						</div>
					</fieldset>
				);
			})}
			{missingLabels.length > 0 && (
				<div className="text-sm">
					<p className="font-medium">No aparecen en el documento (escríbelos en el formulario):</p>
					<ul className="mt-1 list-disc pl-5">
						{missingLabels.map((label) => (
							<li key={label}>{label}</li>
						))}
					</ul>
				</div>
			)}
			{draft.also.length > 0 && (
				<div className="text-sm">
					<p className="font-medium">Otros datos del documento, solo para que los compruebes:</p>
					<ul className="mt-1 space-y-1">
						{draft.also.map((a) => (
							<li key={a.label} className="break-words">
								{a.label}: «{a.text}»
							</li>
						))}
					</ul>
				</div>
			)}
			{message && (
				<p role="alert" className="text-sm text-danger">
					{message}
				</p>
			)}
			{rows.length > 0 && (
				<button type="submit" className="btn btn-primary">
					Usar los datos confirmados
				</button>
			)}
		</form>
	);
}
