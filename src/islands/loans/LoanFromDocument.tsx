import { useEffect, useId, useRef, useState } from 'react';
import { readFields } from '~/lib/documentReader/extract.ts';
import { acceptedTypes } from '~/lib/documentReader/fileCheck.ts';
import { detectKind, kindLabels, type DocumentKind } from '~/lib/documentReader/kinds.ts';
import type { Layout } from '~/lib/documentReader/layout/lines.ts';
import { documentMessages } from '~/lib/documentReader/messages.ts';
import { DocumentReadError, PdfPasswordError } from '~/lib/documentReader/pdfText.ts';
import { loansTexts } from '~/lib/i18n/loans.ts';
import { loanDraftFromReading, type LoanDraft } from '~/lib/loans/fromDocument.ts';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { PasswordPrompt } from '~/islands/documentReader/PasswordPrompt.tsx';
import { readDocument, type ReadProgress } from '~/islands/documentReader/readDocument.ts';
import { LoanDraftReview } from './LoanDraftReview.tsx';

/** The documents a loan is drafted from: the deed, an instalment receipt, the FEIN. */
const loanKinds = [
	'escritura',
	'recibo-hipoteca',
	'oferta',
] as const satisfies readonly DocumentKind[];
const kindOptions = loanKinds.map((value) => ({ value, label: kindLabels[value] }));

type Status =
	| { step: 'idle' }
	| { step: 'reading'; progress: ReadProgress }
	| { step: 'error'; message: string }
	| { step: 'password'; file: File; message: string; wrong: boolean }
	| { step: 'read'; fileName: string; layout: Layout; kind: DocumentKind; draft: LoanDraft }
	| { step: 'done'; count: number };

const draftOf = (kind: DocumentKind, layout: Layout) =>
	loanDraftFromReading({ kind, readings: readFields(kind, layout), layout });

/**
 * Adds a loan from a document read here, in the browser (pdf.js for PDFs with text, tesseract.js
 * for photos and scans, both loaded only when a file is chosen): nothing is uploaded. The person
 * checks each field against the text printed in the document; `onDraft` gets the confirmed ones.
 */
export function LoanFromDocument({ onDraft }: { onDraft: (draft: LoanDraft) => void }) {
	const id = useId();
	const [status, setStatus] = useState<Status>({ step: 'idle' });
	const run = useRef(0);
	// The outcome of each step takes focus: the reading's result, its error, the hand-over.
	const outcome = useRef<HTMLParagraphElement>(null);
	useEffect(() => {
		if (status.step === 'read' || status.step === 'error' || status.step === 'done')
			outcome.current?.focus();
	}, [status.step]);

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
			const kind = detectKind(read.text, loanKinds) ?? 'escritura';
			setStatus({
				step: 'read',
				fileName: file.name,
				layout: read.layout,
				kind,
				draft: draftOf(kind, read.layout),
			});
		} catch (error) {
			if (run.current !== ticket) return;
			if (error instanceof PdfPasswordError)
				setStatus({ step: 'password', file, message: error.message, wrong: error.retry });
			else
				setStatus({
					step: 'error',
					message: error instanceof DocumentReadError ? error.message : documentMessages.unreadable,
				});
		}
	};

	return (
		<div className="min-w-0 space-y-4" data-tool="hipoteca-desde-documento">
			<p className="text-sm text-muted">
				La escritura, un recibo reciente de la cuota o la FEIN. El documento se lee en tu navegador:
				no se sube a ningún sitio.
			</p>
			<div>
				<label htmlFor={`${id}-archivo`} className="block text-sm font-medium">
					Documento del préstamo (PDF o imagen, hasta 10 MB)
				</label>
				<input
					id={`${id}-archivo`}
					type="file"
					accept={acceptedTypes}
					onChange={(event) => void open(event.target.files?.[0])}
					aria-describedby={status.step === 'reading' ? `${id}-progreso` : undefined}
					className="mt-1 block w-full min-w-0 rounded-lg border border-line bg-bg p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-white"
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
				<div className="space-y-4">
					<p ref={outcome} tabIndex={-1} role="status" className="text-sm break-words">
						Leído: {status.fileName}.{' '}
						{status.draft.found.length === 1
							? 'Hemos encontrado 1 dato'
							: `Hemos encontrado ${status.draft.found.length} datos`}
						: compara cada uno con el texto del documento, corrígelo si hace falta y confírmalo.
					</p>
					<SelectField
						id={`${id}-tipo`}
						label="Tipo de documento"
						value={status.kind}
						onChange={(next) => {
							const kind = next as DocumentKind;
							setStatus({ ...status, kind, draft: draftOf(kind, status.layout) });
						}}
						options={kindOptions}
					/>
					<LoanDraftReview
						key={status.kind}
						draft={status.draft}
						onConfirm={(draft) => {
							onDraft(draft);
							setStatus({ step: 'done', count: draft.found.length });
						}}
					/>
				</div>
			)}
			{status.step === 'done' && (
				<p ref={outcome} tabIndex={-1} role="status" className="text-sm">
					{loansTexts.fromDocumentDone(status.count)}
				</p>
			)}
		</div>
	);
}

export default LoanFromDocument;
