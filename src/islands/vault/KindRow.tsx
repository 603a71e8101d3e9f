import { useStore } from '@nanostores/react';
import { useState, type ChangeEvent } from 'react';
import { formatBytes, formatDateTime, formatPercent } from '~/lib/format/index.ts';
import type { ChecklistItem, VaultDocument } from '~/lib/vault/checklist.ts';
import { displayName, kindInfo, statusLabels, vaultAccept } from '~/lib/vault/kinds.ts';
import { useConfirm } from '~/islands/shared/ui/ConfirmDialog.tsx';
import { $uploads, deleteDocument, uploadDocument } from '~/stores/vault.ts';
import { useOutcome } from './Outcome.tsx';
import { ReadOffer } from './ReadOffer.tsx';

const badge = {
	pendiente: 'border-line text-muted',
	recibido: 'border-primary text-primary',
	revisado: 'border-success text-success',
	rechazado: 'border-danger text-danger',
} as const;

const pickerClass =
	'btn btn-outline relative cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary';

/** A file input shown as a button (the input stays focusable and labelled). */
function Picker({
	label,
	accept,
	capture,
	onFile,
}: {
	label: string;
	accept: string;
	capture?: 'environment';
	onFile: (file: File) => void;
}) {
	const change = (event: ChangeEvent<HTMLInputElement>) => {
		const file = event.target.files?.[0];
		event.target.value = '';
		if (file) onFile(file);
	};
	return (
		<label className={pickerClass}>
			{label}
			<input
				type="file"
				className="sr-only"
				accept={accept}
				{...(capture ? { capture } : {})}
				onChange={change}
			/>
		</label>
	);
}

/**
 * One kind of document: its files with state, replace and delete, upload from the camera or a
 * file with a progress bar. The outcome of each action gets focus and is announced.
 */
export function KindRow({
	item,
	announce,
	latest,
}: {
	item: ChecklistItem;
	announce: (text: string) => void;
	/** Whether this row reported the section's last outcome (only that one stays on screen). */
	latest: boolean;
}) {
	const info = kindInfo[item.kind];
	const upload = useStore($uploads)[item.kind];
	const [chosen, setChosen] = useState<File | null>(null);
	const { report, view } = useOutcome(announce, latest);
	const { dialog, confirm } = useConfirm();
	const id = `documentos-${item.kind}`;

	const send = async (file: File, replace?: VaultDocument) => {
		const outcome = await uploadDocument(item.kind, file, replace);
		if (outcome.ok) {
			setChosen(file);
			report(
				replace
					? `Hemos sustituido «${displayName(replace.file_name)}» por «${file.name}». Estado: recibido.`
					: `«${file.name}» subido. Estado: recibido.`,
				false,
			);
		} else report(`«${file.name}» no se ha subido: ${outcome.message}`, true);
	};

	const remove = async (doc: VaultDocument) => {
		const name = displayName(doc.file_name);
		const yes = await confirm({
			title: `¿Eliminar «${name}»?`,
			description: 'El archivo se borra de tu carpeta de documentos y no se puede recuperar.',
			confirmLabel: 'Eliminar',
			danger: true,
		});
		if (!yes) return;
		const outcome = await deleteDocument(doc);
		report(outcome.ok ? `«${name}» eliminado.` : outcome.message, !outcome.ok);
	};

	const count =
		info.expected > 1 ? ` (${Math.min(item.files.length, info.expected)} de ${info.expected})` : '';
	return (
		<li aria-labelledby={`${id}-titulo`} className="rounded-lg border border-line p-3">
			<p id={`${id}-titulo`} className="font-semibold">
				{info.label}
				{count}{' '}
				<span
					className={`ml-1 rounded-full border px-2 text-xs font-medium whitespace-nowrap ${badge[item.status]}`}
				>
					{statusLabels[item.status]}
				</span>
			</p>
			<p className="mt-1 text-sm text-muted">{info.hint}</p>
			{item.files.length > 0 && (
				<ul className="mt-2 space-y-2 text-sm" aria-label={`Archivos de ${info.label}`}>
					{item.files.map((doc) => (
						<li key={doc.id} className="rounded-lg bg-surface p-2">
							<p className="[overflow-wrap:anywhere]">
								<span className="font-medium">{displayName(doc.file_name)}</span> ·{' '}
								{formatBytes(doc.size_bytes)} · {formatDateTime(doc.updated_at)} ·{' '}
								<span
									className={`whitespace-nowrap ${badge[doc.status].split(' ')[1]}`}
									data-testid="estado-archivo"
								>
									{statusLabels[doc.status]}
								</span>
							</p>
							{doc.status === 'rechazado' && doc.reason && (
								<p className="mt-1 text-danger">Motivo del rechazo: {doc.reason}</p>
							)}
							<div className="mt-2 flex flex-wrap gap-2">
								<Picker
									label={`Sustituir «${displayName(doc.file_name)}»`}
									accept={vaultAccept}
									onFile={(file) => void send(file, doc)}
								/>
								<button type="button" className="btn btn-outline" onClick={() => void remove(doc)}>
									Eliminar «{displayName(doc.file_name)}»
								</button>
							</div>
						</li>
					))}
				</ul>
			)}
			{upload ? (
				<div className="mt-3">
					<label htmlFor={`${id}-progreso`} className="text-sm">
						Subiendo «{upload.fileName}»: {formatPercent(upload.fraction * 100, { decimals: 0 })}
					</label>
					<progress
						id={`${id}-progreso`}
						className="mt-1 block w-full"
						max={1}
						value={upload.fraction}
					/>
				</div>
			) : (
				<div className="mt-3 flex flex-wrap gap-2">
					<Picker
						label={`Hacer una foto: ${info.label}`}
						accept="image/*"
						capture="environment"
						onFile={(file) => void send(file)}
					/>
					<Picker
						label={`Subir archivo: ${info.label}`}
						accept={vaultAccept}
						onFile={(file) => void send(file)}
					/>
				</div>
			)}
			{view}
			{dialog}
			{chosen && <ReadOffer kind={item.kind} file={chosen} />}
		</li>
	);
}
