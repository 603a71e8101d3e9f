import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { personName } from '~/lib/admin/admin.ts';
import { formatBytes, formatDateTime } from '~/lib/format/index.ts';
import type { AdminDocument } from '~/lib/supabase/vault.ts';
import { displayName, kindInfo, statusLabels } from '~/lib/vault/kinds.ts';
import { TextField, LiveSummary } from '~/islands/shared/ui/fields.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $adminDocuments, documentLink, reviewDocument } from '~/stores/vault.ts';
import { useOutcome } from './Outcome.tsx';

/** One document with its review actions: download (logged, 60-second link), reviewed, rejected. */
function DocumentItem({ doc, announce }: { doc: AdminDocument; announce: (t: string) => void }) {
	const [rejecting, setRejecting] = useState(false);
	const [reason, setReason] = useState('');
	const { report, view } = useOutcome(announce);
	const id = `doc-${doc.id}`;
	const name = displayName(doc.file_name);

	const review = async (status: 'revisado' | 'rechazado') => {
		const outcome = await reviewDocument(doc.id, status, status === 'rechazado' ? reason : null);
		if (!outcome.ok) return report(outcome.message, true);
		setRejecting(false);
		setReason('');
		report(
			status === 'revisado'
				? `«${name}» marcado como revisado.`
				: `«${name}» rechazado. La persona ha recibido un aviso con el motivo.`,
			false,
		);
	};

	const download = async () => {
		const outcome = await documentLink(doc.id);
		if (!outcome.ok) return report(outcome.message, true);
		report(`Descargando «${name}» (enlace válido 60 segundos; el acceso queda registrado).`, false);
		if (outcome.url) window.location.assign(outcome.url);
	};

	return (
		<li className="rounded-lg border border-line p-3 text-sm">
			<p className="break-all">
				<span className="font-semibold">{kindInfo[doc.kind].label}</span>: {name} ·{' '}
				{formatBytes(doc.size_bytes)} · {formatDateTime(doc.updated_at)} ·{' '}
				<strong>{statusLabels[doc.status]}</strong>
				{doc.reason ? ` (${doc.reason})` : ''}
			</p>
			<div className="mt-2 flex flex-wrap gap-2">
				<button type="button" className="btn btn-outline" onClick={() => void download()}>
					Descargar «{name}»
				</button>
				<button type="button" className="btn btn-outline" onClick={() => void review('revisado')}>
					Marcar «{name}» como revisado
				</button>
				<button
					type="button"
					className="btn btn-outline"
					aria-expanded={rejecting}
					onClick={() => setRejecting((v) => !v)}
				>
					Rechazar «{name}»
				</button>
			</div>
			{rejecting && (
				<form
					className="mt-2"
					onSubmit={(event) => {
						event.preventDefault();
						void review('rechazado');
					}}
				>
					<TextField
						id={`${id}-motivo`}
						label="Motivo del rechazo (lo verá la persona)"
						value={reason}
						onChange={setReason}
						maxLength={500}
					/>
					<button type="submit" className="btn btn-primary mt-2">
						Rechazar con este motivo
					</button>
				</form>
			)}
			{view}
		</li>
	);
}

/** The admin area's «Documentos»: each applicant's files, newest first, to review and download. */
export default function AdminDocumentsSection() {
	const list = useStore($adminDocuments);
	const [announcement, setAnnouncement] = useState('');
	return (
		<>
			<LiveSummary text={announcement} />
			<QueryView
				value={list}
				retry={() => $adminDocuments.revalidate()}
				isEmpty={(rows) => rows.length === 0}
				empty="Nadie ha subido documentos todavía."
			>
				{(rows) => {
					const people = [...new Set(rows.map((r) => r.user_id))];
					return people.map((userId) => {
						const docs = rows.filter((r) => r.user_id === userId);
						return (
							<section key={userId} aria-labelledby={`docs-${userId}`} className="mt-4">
								<h3 id={`docs-${userId}`} className="font-semibold">
									{personName(docs[0]?.person, userId)}
								</h3>
								<ul className="mt-2 space-y-2">
									{docs.map((doc) => (
										<DocumentItem key={doc.id} doc={doc} announce={setAnnouncement} />
									))}
								</ul>
							</section>
						);
					});
				}}
			</QueryView>
		</>
	);
}
