import { useEffect, useRef, useState } from 'react';
import { extractFields } from '~/lib/documentReader/extract.ts';
import type { DocumentKind } from '~/lib/documentReader/kinds.ts';
import { viabilityHref } from '~/lib/documentReader/viabilityLink.ts';
import { formatPercent } from '~/lib/format/index.ts';
import type { VaultKind } from '~/lib/vault/kinds.ts';
import { readDocument, type ReadProgress } from '~/islands/documentReader/readDocument.ts';

/** Vault kinds the document analysis understands, as its kinds. */
const analysed: Partial<Record<VaultKind, DocumentKind>> = { nominas: 'nomina', renta: 'renta' };

type State =
	| { step: 'idle' }
	| { step: 'reading'; progress: ReadProgress }
	| { step: 'done'; href: string | null }
	| { step: 'error'; message: string };

/**
 * After a payslip or tax return is chosen: reads it in the browser with the document analysis
 * (nothing more leaves the device) and offers the viability calculator filled with its income.
 */
export function ReadOffer({ kind, file }: { kind: VaultKind; file: File }) {
	const [state, setState] = useState<State>({ step: 'idle' });
	const result = useRef<HTMLParagraphElement>(null);
	const docKind = analysed[kind];
	// The reading's outcome (the link or the reason) takes focus once it is on screen.
	useEffect(() => {
		if (state.step === 'done' || state.step === 'error') result.current?.focus();
	}, [state.step]);
	if (!docKind) return null;

	const read = async () => {
		setState({ step: 'reading', progress: { label: 'Empezando…', fraction: 0 } });
		try {
			const { layout } = await readDocument(file, (progress) =>
				setState({ step: 'reading', progress }),
			);
			setState({ step: 'done', href: viabilityHref(docKind, extractFields(docKind, layout)) });
		} catch (error) {
			setState({
				step: 'error',
				message: error instanceof Error ? error.message : 'No hemos podido leer el documento.',
			});
		}
	};

	return (
		<div className="mt-2 rounded-lg bg-surface p-3 text-sm">
			{state.step === 'idle' && (
				<button type="button" className="btn btn-outline" onClick={() => void read()}>
					Leer «{file.name}» en tu dispositivo y rellenar tu viabilidad
				</button>
			)}
			{state.step === 'reading' && (
				<p role="status">
					{state.progress.label} ({formatPercent(state.progress.fraction * 100, { decimals: 0 })})
				</p>
			)}
			{state.step === 'done' && (
				<p ref={result} tabIndex={-1}>
					{state.href ? (
						<a className="font-semibold text-primary underline" href={state.href}>
							Abrir la calculadora de viabilidad con los ingresos leídos
						</a>
					) : (
						'No hemos encontrado los ingresos en el documento: escríbelos tú en la calculadora de viabilidad.'
					)}
				</p>
			)}
			{state.step === 'error' && (
				<p ref={result} tabIndex={-1} className="text-danger">
					{state.message}
				</p>
			)}
		</div>
	);
}
