import { lazy, Suspense, useState } from 'react';
import { loansTexts } from '~/lib/i18n/loans.ts';
import type { LoanDraft } from '~/lib/loans/fromDocument.ts';
import { panelTexts } from '~/lib/i18n/panel.ts';

/** The document reader (pdf.js, OCR) is loaded only when the person opens this control. */
const LoanFromDocument = lazy(async () => ({
	default: (await import('./LoanFromDocument.tsx')).LoanFromDocument,
}));

/**
 * «Rellenar desde un documento» in the loan form: opens LoanFromDocument (the deed, a receipt or
 * the FEIN read in the browser; nothing is uploaded), whose confirmed fields prefill the form.
 */
export function LoanDocumentControl({ onDraft }: { onDraft: (draft: LoanDraft) => void }) {
	const [open, setOpen] = useState(false);
	return (
		<div className="space-y-3 rounded-lg bg-surface p-3">
			<button
				type="button"
				className="btn btn-outline"
				aria-expanded={open}
				aria-controls="loan-documento"
				onClick={() => setOpen((o) => !o)}
			>
				{loansTexts.fromDocument}
			</button>
			<div id="loan-documento" hidden={!open}>
				{open && (
					<Suspense fallback={<p role="status">{panelTexts.loading}</p>}>
						<LoanFromDocument onDraft={onDraft} />
					</Suspense>
				)}
			</div>
		</div>
	);
}
