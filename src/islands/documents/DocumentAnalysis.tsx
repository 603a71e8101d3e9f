import { useEffect, useId, useRef, useState } from 'react';
import { extractFields, seniorityYears } from '~/lib/documents/extract.ts';
import { fieldsByKind, type FieldValues } from '~/lib/documents/fields.ts';
import { acceptedTypes } from '~/lib/documents/fileCheck.ts';
import { detectKind, documentKinds, kindLabels, type DocumentKind } from '~/lib/documents/kinds.ts';
import { DocumentReadError } from '~/lib/documents/pdfText.ts';
import { documentMessages } from '~/lib/documents/messages.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { SelectField } from '~/islands/tools/shared/fields.tsx';
import { readDocument, type ReadProgress } from './readDocument.ts';
import { DocumentResult } from './DocumentResult.tsx';

type Status =
	| { step: 'idle' }
	| { step: 'reading'; progress: ReadProgress }
	| { step: 'error'; message: string }
	| { step: 'read'; fileName: string };

const kindOptions = documentKinds.map((value) => ({ value, label: kindLabels[value] }));

const suffix = { money: '€', percent: '%', years: 'años', date: '', text: '' } as const;

/** Reads a payslip, bank offer, land-registry note or tax return in the browser and checks it. */
function DocumentAnalysis() {
	const [status, setStatus] = useState<Status>({ step: 'idle' });
	const [text, setText] = useState('');
	const [kind, setKind] = useState<DocumentKind>('nomina');
	const [values, setValues] = useState<FieldValues>({});
	const run = useRef(0);
	const id = useId();
	const input = useRef<HTMLInputElement>(null);
	// Mounted by the launcher's button, which disappears: focus moves to the file picker.
	useEffect(() => input.current?.focus(), []);

	const onFile = async (file: File | undefined) => {
		if (!file) return;
		const ticket = ++run.current;
		setStatus({ step: 'reading', progress: { label: 'Empezando…', fraction: 0 } });
		try {
			const read = await readDocument(file, (progress) => {
				if (run.current === ticket) setStatus({ step: 'reading', progress });
			});
			if (run.current !== ticket) return;
			const detected = detectKind(read) ?? 'nomina';
			setText(read);
			setKind(detected);
			setValues(extractFields(detected, read));
			setStatus({ step: 'read', fileName: file.name });
		} catch (error) {
			if (run.current !== ticket) return;
			setStatus({
				step: 'error',
				message: error instanceof DocumentReadError ? error.message : documentMessages.unreadable,
			});
		}
	};

	const changeKind = (next: string) => {
		const k = next as DocumentKind;
		setKind(k);
		setValues(extractFields(k, text));
	};

	return (
		<div className="space-y-5" data-tool="analisis-documentos">
			<div>
				<label htmlFor={`${id}-archivo`} className="block text-sm font-medium">
					Documento (PDF o imagen, hasta 10 MB)
				</label>
				<input
					ref={input}
					id={`${id}-archivo`}
					type="file"
					accept={acceptedTypes}
					onChange={(event) => void onFile(event.target.files?.[0])}
					disabled={status.step === 'reading'}
					className="mt-1 block w-full rounded-lg border border-line bg-bg p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-white"
				/>
			</div>
			{status.step === 'reading' && (
				<div>
					<p id={`${id}-progreso`} role="status" className="text-sm">
						{status.progress.label}
					</p>
					<progress
						className="mt-1 h-2 w-full accent-[var(--color-primary)]"
						aria-labelledby={`${id}-progreso`}
						max={100}
						value={Math.round(status.progress.fraction * 100)}
					/>
				</div>
			)}
			{status.step === 'error' && (
				<p role="alert" className="rounded-lg border border-danger bg-danger-bg p-4 text-sm">
					{status.message}
				</p>
			)}
			{status.step === 'read' && (
				<div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
					<form
						className="space-y-4"
						aria-label="Datos leídos del documento"
						onSubmit={(event) => event.preventDefault()}
					>
						<p role="status" className="text-sm text-muted">
							Leído: {status.fileName}. Revisa y corrige los datos.
						</p>
						<SelectField
							id={`${id}-tipo`}
							label="Tipo de documento"
							value={kind}
							onChange={changeKind}
							options={kindOptions}
						/>
						{fieldsByKind[kind].map((field) => (
							<div key={field.key}>
								<label htmlFor={`${id}-${field.key}`} className="block text-sm font-medium">
									{field.label}
									{suffix[field.type] && (
										<span className="text-muted"> ({suffix[field.type]})</span>
									)}
								</label>
								<input
									id={`${id}-${field.key}`}
									type="text"
									inputMode={field.type === 'text' || field.type === 'date' ? 'text' : 'decimal'}
									autoComplete="off"
									value={values[field.key] ?? ''}
									placeholder={field.type === 'date' ? 'dd/mm/aaaa' : undefined}
									onChange={(event) =>
										setValues((current) => ({ ...current, [field.key]: event.target.value }))
									}
									className="mt-1 w-full rounded-lg border border-line bg-bg px-3 py-2 text-fg"
								/>
								{field.key === 'antiguedad' && <SeniorityNote date={values[field.key] ?? ''} />}
							</div>
						))}
					</form>
					<section aria-label="Comprobaciones" className="min-w-0 space-y-4">
						<DocumentResult kind={kind} values={values} />
						<details className="rounded-lg border border-line p-3 text-sm">
							<summary className="cursor-pointer font-medium">Texto leído del documento</summary>
							<pre className="mt-2 max-h-64 overflow-auto text-xs whitespace-pre-wrap">{text}</pre>
						</details>
					</section>
				</div>
			)}
		</div>
	);
}

/** Whole years since the seniority date, when it reads as a date. */
function SeniorityNote({ date }: { date: string }) {
	const years = seniorityYears(date, new Date());
	if (years === null) return null;
	return (
		<p className="mt-1 text-xs text-muted">
			{years === 1 ? '1 año' : `${years} años`} en la empresa.
		</p>
	);
}

export default withErrorBoundary(DocumentAnalysis, 'DocumentAnalysis');
