import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { resultsText } from '~/lib/admin/admin.ts';
import { leadCsvHeader, leadCsvRow } from '~/lib/leads/csv.ts';
import { leadSources, leadStatuses } from '~/lib/leads/states.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import type { AdminLeadRow } from '~/lib/supabase/leads.ts';
import { leadStatusValues, type LeadStatus } from '~/lib/leads/states.ts';
import { checkRange } from '~/lib/statistics/range.ts';
import { CsvButton } from '~/islands/shared/ui/CsvButton.tsx';
import { DataTable, type Column } from '~/islands/shared/ui/DataTable.tsx';
import { DateRangeFields } from '~/islands/shared/ui/DateRangeFields.tsx';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { FilterBar } from '~/islands/shared/ui/FilterBar.tsx';
import { SaveSelect } from '~/islands/shared/ui/SaveSelect.tsx';
import { StatusLine, useStatusLine } from '~/islands/shared/ui/StatusLine.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $leadFilter, $leads, changeLeadStatus } from '~/stores/leads.ts';
import { setFilter } from '~/stores/shared/adminStore.ts';

const statusOptions = leadStatusValues.map((value) => ({
	value,
	label: leadStatuses[value] ?? value,
}));

/** «Todos» and the labelled values of a filter's select. */
const filterOptions = (labels: Record<string, string>) => [
	{ value: '', label: 'Todos' },
	...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** Leads of the contact form and the shareable forms: filter, follow up, export as CSV. */
export default function LeadsSection() {
	const leads = useStore($leads);
	const current = new URLSearchParams(useStore($leadFilter));
	const [source, setSource] = useState(current.get('source') ?? '');
	const [status, setStatus] = useState(current.get('status') ?? '');
	const [from, setFrom] = useState(current.get('from') ?? '');
	const [to, setTo] = useState(current.get('to') ?? '');
	const [problem, setProblem] = useState<string>();
	const { announce, status: outcome } = useStatusLine();

	const apply = () => {
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

	const columns: Column<AdminLeadRow>[] = [
		{
			key: 'fecha',
			header: 'Fecha',
			className: 'whitespace-nowrap',
			cell: (l) => formatDateTime(l.created_at),
		},
		{ key: 'nombre', header: 'Nombre', rowHeader: true, cell: (l) => l.name },
		{
			key: 'contacto',
			header: 'Contacto',
			// Long addresses break anywhere, but the column keeps room for a readable line.
			className: 'min-w-44 break-all',
			cell: (l) => (
				<>
					{l.email}
					{l.phone && <span className="block">{l.phone}</span>}
				</>
			),
		},
		{ key: 'origen', header: 'Origen', cell: (l) => leadSources[l.source] ?? l.source },
		{
			key: 'mensaje',
			header: 'Mensaje',
			className: 'min-w-48 max-w-80 break-words whitespace-pre-wrap',
			cell: (l) => l.message ?? '—',
		},
		{
			key: 'estado',
			header: 'Estado',
			cell: (l) => (
				<SaveSelect
					compact
					id={`contacto-estado-${l.id}`}
					label={`Estado del contacto de ${l.name}`}
					value={l.status as LeadStatus}
					options={statusOptions}
					onSave={async (next) => announce(await changeLeadStatus(l, next))}
				/>
			),
		},
	];

	const rows = leads.data;
	const summary = rows
		? `${resultsText(rows.length)}${rows.length === 500 ? ' (los 500 más recientes)' : ''}`
		: '';

	return (
		<div className="space-y-6">
			<FilterBar
				label="Filtrar contactos"
				onSubmit={apply}
				submitLabel="Filtrar"
				summary={summary}
				error={problem}
				errorId="contactos-error"
			>
				<SelectField
					id="contactos-origen"
					label="Origen"
					value={source}
					onChange={setSource}
					options={filterOptions(leadSources)}
				/>
				<SelectField
					id="contactos-estado"
					label="Estado"
					value={status}
					onChange={setStatus}
					options={filterOptions(leadStatuses)}
				/>
				<DateRangeFields
					idPrefix="contactos"
					from={from}
					to={to}
					onFrom={setFrom}
					onTo={setTo}
					errorId={problem ? 'contactos-error' : undefined}
				/>
			</FilterBar>
			<StatusLine status={outcome} />
			<QueryView
				value={leads}
				retry={() => $leads.invalidate()}
				isEmpty={(d) => d.length === 0}
				empty="No hay contactos con estos filtros."
			>
				{(list) => (
					<>
						<CsvButton
							filename="contactos.csv"
							header={leadCsvHeader}
							rows={list.map(leadCsvRow)}
						/>
						<DataTable
							caption="Contactos"
							columns={columns}
							rows={list}
							rowKey={(l) => l.id}
							rowTestId="contacto-admin"
							className="mt-3"
						/>
					</>
				)}
			</QueryView>
		</div>
	);
}
