import { useStore } from '@nanostores/react';
import { DateRangeFields, filterInputClass } from '~/islands/shared/ui/DateRangeFields.tsx';
import { useState, type SubmitEvent } from 'react';
import { adminErrorMessage, leadSources, leadStatuses, leadsCsv } from '~/lib/admin/admin.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { checkRange } from '~/lib/statistics/range.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { downloadText } from '~/islands/shared/ui/download.ts';
import { $leadFilter, $leads, refresh, setFilter } from '~/stores/admin.ts';
import { portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';

const inputClass = filterInputClass;

/** Leads of the contact form and the shareable forms: filter, follow up, export as CSV. */
export default function LeadsSection() {
	const leads = useStore($leads);
	const current = new URLSearchParams(useStore($leadFilter));
	const [source, setSource] = useState(current.get('source') ?? '');
	const [status, setStatus] = useState(current.get('status') ?? '');
	const [from, setFrom] = useState(current.get('from') ?? '');
	const [to, setTo] = useState(current.get('to') ?? '');
	const [problem, setProblem] = useState<string>();

	const apply = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const next = new URLSearchParams();
		if (source) next.set('source', source);
		if (status) next.set('status', status);
		if (from || to) {
			const checked = checkRange(from, to);
			if (!checked.ok) {
				setProblem(checked.message);
				return;
			}
			next.set('from', checked.range.from);
			next.set('to', checked.range.to);
		}
		setProblem(undefined);
		setFilter($leadFilter, next.toString(), $leads);
	};

	const changeStatus = async (id: string, next: string) => {
		try {
			const { setLeadStatus } = await import('~/lib/supabase/admin.ts');
			await setLeadStatus(await portalClient(), id, next);
			toast({ title: `Estado: ${leadStatuses[next] ?? next}` });
		} catch (error) {
			toast({
				title: 'No se pudo cambiar el estado',
				description: adminErrorMessage(error),
				variant: 'destructive',
			});
		}
		refresh($leads);
	};

	return (
		<div className="space-y-6">
			<form
				noValidate
				onSubmit={apply}
				className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
			>
				<div>
					<label htmlFor="contactos-origen" className="block text-sm font-medium">
						Origen
					</label>
					<select
						id="contactos-origen"
						value={source}
						onChange={(e) => setSource(e.target.value)}
						className={inputClass}
					>
						<option value="">Todos</option>
						{Object.entries(leadSources).map(([value, label]) => (
							<option key={value} value={value}>
								{label}
							</option>
						))}
					</select>
				</div>
				<div>
					<label htmlFor="contactos-estado" className="block text-sm font-medium">
						Estado
					</label>
					<select
						id="contactos-estado"
						value={status}
						onChange={(e) => setStatus(e.target.value)}
						className={inputClass}
					>
						<option value="">Todos</option>
						{Object.entries(leadStatuses).map(([value, label]) => (
							<option key={value} value={value}>
								{label}
							</option>
						))}
					</select>
				</div>
				<DateRangeFields
					idPrefix="contactos"
					from={from}
					to={to}
					onFrom={setFrom}
					onTo={setTo}
					errorId={problem ? 'contactos-error' : undefined}
				/>
				<button type="submit" className="btn btn-primary">
					Filtrar
				</button>
			</form>
			{problem && (
				<p id="contactos-error" role="alert" className="text-sm font-medium text-danger">
					{problem}
				</p>
			)}
			<QueryView
				value={leads}
				retry={() => $leads.invalidate()}
				isEmpty={(d) => d.length === 0}
				empty="No hay contactos con estos filtros."
			>
				{(rows) => (
					<>
						<div className="flex flex-wrap items-center gap-4">
							<p className="text-sm text-muted">
								{rows.length === 1 ? '1 contacto' : `${rows.length} contactos`}
								{rows.length === 500 && ' (los 500 más recientes)'}
							</p>
							<button
								type="button"
								className="btn btn-outline"
								onClick={() => downloadText('contactos.csv', leadsCsv(rows))}
							>
								Descargar CSV
							</button>
						</div>
						<ScrollRegion label="Tabla: Contactos">
							<table className="w-full text-sm">
								<thead>
									<tr className="text-left">
										<th scope="col" className="p-2">
											Fecha
										</th>
										<th scope="col" className="p-2">
											Nombre
										</th>
										<th scope="col" className="p-2">
											Contacto
										</th>
										<th scope="col" className="p-2">
											Origen
										</th>
										<th scope="col" className="p-2">
											Mensaje
										</th>
										<th scope="col" className="p-2">
											Estado
										</th>
									</tr>
								</thead>
								<tbody className="divide-y divide-line">
									{rows.map((l) => (
										<tr key={l.id} data-testid="contacto-admin">
											<td className="p-2 whitespace-nowrap">{formatDateTime(l.created_at)}</td>
											<th scope="row" className="p-2 text-left font-medium">
												{l.name}
											</th>
											<td className="p-2 break-all">
												{l.email}
												{l.phone && <span className="block">{l.phone}</span>}
											</td>
											<td className="p-2">{leadSources[l.source] ?? l.source}</td>
											<td className="max-w-80 p-2 break-words whitespace-pre-wrap">
												{l.message ?? '—'}
											</td>
											<td className="p-2">
												<label className="sr-only" htmlFor={`contacto-estado-${l.id}`}>
													Estado del contacto de {l.name}
												</label>
												<select
													id={`contacto-estado-${l.id}`}
													value={l.status}
													onChange={(e) => void changeStatus(l.id, e.target.value)}
													className="rounded-lg border border-line bg-bg px-2 py-1 text-fg"
												>
													{Object.entries(leadStatuses).map(([value, label]) => (
														<option key={value} value={value}>
															{label}
														</option>
													))}
												</select>
											</td>
										</tr>
									))}
								</tbody>
							</table>
						</ScrollRegion>
					</>
				)}
			</QueryView>
		</div>
	);
}
