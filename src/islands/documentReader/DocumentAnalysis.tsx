import { useEffect, useId, useRef, useState } from 'react';
import {
	extractCharges,
	extractOfferProducts,
	readFields,
	seniorityYears,
} from '~/lib/documentReader/extract.ts';
import { fieldsByKind, type FieldValues } from '~/lib/documentReader/fields.ts';
import { acceptedTypes } from '~/lib/documentReader/fileCheck.ts';
import {
	detectKind,
	documentKinds,
	kindLabels,
	type DocumentKind,
} from '~/lib/documentReader/kinds.ts';
import type { Layout } from '~/lib/documentReader/layout/lines.ts';
import type { Charge } from '~/lib/documentReader/models/charges.ts';
import type { OfferProduct } from '~/lib/documentReader/models/offerProducts.ts';
import type { Readings } from '~/lib/documentReader/models/reading.ts';
import { DocumentReadError, PdfPasswordError } from '~/lib/documentReader/pdfText.ts';
import { documentMessages } from '~/lib/documentReader/messages.ts';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { readDocument, type ReadProgress } from './readDocument.ts';
import { DocumentResult } from './DocumentResult.tsx';
import { FieldInput } from './FieldInput.tsx';
import { PasswordPrompt } from './PasswordPrompt.tsx';

type Status =
	| { step: 'idle' }
	| { step: 'reading'; progress: ReadProgress }
	| { step: 'error'; message: string }
	| { step: 'password'; file: File; message: string; wrong: boolean }
	| { step: 'read'; fileName: string };

const kindOptions = documentKinds.map((value) => ({ value, label: kindLabels[value] }));

const valuesOf = (readings: Readings): FieldValues =>
	Object.fromEntries(Object.entries(readings).map(([k, r]) => [k, r.value]));

/**
 * Reads a payslip, bank offer, land-registry note or tax return in the browser and checks it.
 * A bank offer can be sent to the comparison with `onCompare`.
 */
export function DocumentAnalysis({
	onCompare,
	autoFocus,
}: {
	onCompare: (name: string, values: FieldValues, products: OfferProduct[]) => void;
	autoFocus: boolean;
}) {
	const [status, setStatus] = useState<Status>({ step: 'idle' });
	const [layout, setLayout] = useState<Layout>({ lines: [] });
	const [text, setText] = useState('');
	const [kind, setKind] = useState<DocumentKind>('nomina');
	const [readings, setReadings] = useState<Readings>({});
	const [values, setValues] = useState<FieldValues>({});
	const [charges, setCharges] = useState<Charge[]>([]);
	const run = useRef(0);
	const id = useId();
	const input = useRef<HTMLInputElement>(null);
	// Mounted by the launcher's button, which disappears: focus moves to the file picker.
	useEffect(() => {
		if (autoFocus) input.current?.focus();
	}, [autoFocus]);
	// The reading's outcome takes focus (issue 45): the picker stays enabled while it reads (a
	// disabled picker dropped focus to the page's top), and a new pick replaces the reading.
	const outcome = useRef<HTMLParagraphElement>(null);
	useEffect(() => {
		if (status.step === 'read' || status.step === 'error') outcome.current?.focus();
	}, [status.step]);

	const show = (k: DocumentKind, from: Layout) => {
		const read = readFields(k, from);
		setKind(k);
		setReadings(read);
		setValues(valuesOf(read));
		setCharges(k === 'nota-simple' ? extractCharges(from) : []);
	};

	const open = async (file: File | undefined, password?: string) => {
		if (!file) return;
		const ticket = ++run.current;
		setStatus({ step: 'reading', progress: { label: 'Empezando…', fraction: 0 } });
		try {
			const read = await readDocument(
				file,
				(progress) => {
					if (run.current === ticket) setStatus({ step: 'reading', progress });
				},
				password,
			);
			if (run.current !== ticket) return;
			setLayout(read.layout);
			setText(read.text);
			show(detectKind(read.text) ?? 'nomina', read.layout);
			setStatus({ step: 'read', fileName: file.name });
		} catch (error) {
			if (run.current !== ticket) return;
			if (error instanceof PdfPasswordError) {
				setStatus({ step: 'password', file, message: error.message, wrong: error.retry });
				return;
			}
			setStatus({
				step: 'error',
				message: error instanceof DocumentReadError ? error.message : documentMessages.unreadable,
			});
		}
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
					onChange={(event) => void open(event.target.files?.[0])}
					aria-describedby={status.step === 'reading' ? `${id}-progreso` : undefined}
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
				<p
					ref={outcome}
					tabIndex={-1}
					role="alert"
					className="rounded-lg border border-danger bg-danger-bg p-4 text-sm"
				>
					{status.message}
				</p>
			)}
			{status.step === 'password' && (
				<PasswordPrompt
					fileName={status.file.name}
					message={status.message}
					wrong={status.wrong}
					onSubmit={(password) => void open(status.file, password)}
				/>
			)}
			{status.step === 'read' && (
				<div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
					<form
						className="space-y-4"
						aria-label="Datos leídos del documento"
						onSubmit={(event) => event.preventDefault()}
					>
						<p ref={outcome} tabIndex={-1} role="status" className="text-sm text-muted">
							Leído: {status.fileName}. Revisa y corrige los datos.
						</p>
						<SelectField
							id={`${id}-tipo`}
							label="Tipo de documento"
							value={kind}
							onChange={(next) => show(next as DocumentKind, layout)}
							options={kindOptions}
						/>
						{fieldsByKind[kind].map((field) => (
							<FieldInput
								key={`${kind}-${field.key}`}
								id={`${id}-${field.key}`}
								field={field}
								value={values[field.key] ?? ''}
								reading={readings[field.key]}
								onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
							>
								{field.key === 'antiguedad' && <SeniorityNote date={values[field.key] ?? ''} />}
							</FieldInput>
						))}
					</form>
					<section aria-label="Comprobaciones" className="min-w-0 space-y-4">
						<DocumentResult kind={kind} values={values} readings={readings} charges={charges} />
						{kind === 'oferta' && (
							<button
								type="button"
								className="btn btn-outline"
								onClick={() =>
									onCompare(
										status.fileName.replace(/\.[a-z]+$/i, ''),
										values,
										extractOfferProducts(layout),
									)
								}
							>
								Añadir a la comparación de ofertas
							</button>
						)}
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
