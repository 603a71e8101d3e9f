import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatDateTime } from '~/lib/format/index.ts';
import { processSteps } from '~/lib/marketing/process.ts';
import { checklist } from '~/lib/vault/checklist.ts';
import { vaultMessages } from '~/lib/vault/errors.ts';
import { kindInfo } from '~/lib/vault/kinds.ts';
import { LiveSummary } from '~/islands/shared/ui/fields.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $vault } from '~/stores/vault.ts';
import { KindRow } from './KindRow.tsx';

/**
 * «Documentación» of the panel (/dashboard#documentos): what each step of the application needs,
 * with upload from the camera or a file, progress, replace, delete and the state of each file;
 * then who of the team opened them. The last outcome is announced in one polite region.
 */
export function DocumentsSection() {
	const vault = useStore($vault);
	// The last outcome of any row, and which row reported it: only that row shows its message.
	const [last, setLast] = useState({ owner: '', text: '' });

	return (
		<>
			<LiveSummary text={last.text} />
			<QueryView value={vault} retry={() => $vault.revalidate()} isEmpty={() => false} empty={null}>
				{(data) =>
					data.applicationId ? (
						<>
							<p className="text-sm">
								Solo tú y tu asesor podéis ver estos archivos. Cada vez que alguien del equipo abre
								uno queda anotado al final de esta página. Los borramos 12 meses después de cerrar
								tu solicitud, o antes si borras tu cuenta. Máximo 10 MB por archivo: PDF o foto
								(JPEG, PNG o HEIC).
							</p>
							{checklist(data.documents).map(({ step, items }) => (
								<section key={step} aria-labelledby={`documentos-paso-${step}`} className="mt-6">
									<h3 id={`documentos-paso-${step}`} className="text-lg font-semibold">
										Paso {step}: {processSteps[step - 1]?.title}
									</h3>
									<ul className="mt-3 space-y-4">
										{items.map((item) => (
											<KindRow
												key={item.kind}
												item={item}
												announce={(text) => setLast({ owner: item.kind, text })}
												latest={last.owner === item.kind}
											/>
										))}
									</ul>
								</section>
							))}
							<section aria-labelledby="documentos-accesos" className="mt-8">
								<h3 id="documentos-accesos" className="text-lg font-semibold">
									Quién ha abierto tus documentos
								</h3>
								{data.log.length === 0 ? (
									<p className="mt-2 text-sm text-muted">
										Nadie del equipo ha abierto tus documentos todavía.
									</p>
								) : (
									<ul className="mt-2 space-y-1 text-sm">
										{data.log.map((entry) => (
											<li key={entry.id}>
												{formatDateTime(entry.created_at)}: un asesor descargó tu documento «
												{kindInfo[entry.kind].label}».
											</li>
										))}
									</ul>
								)}
							</section>
						</>
					) : (
						<p>{vaultMessages.noApplication}</p>
					)
				}
			</QueryView>
		</>
	);
}
