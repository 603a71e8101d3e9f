import { useStore } from '@nanostores/react';
import { categoryName } from '~/lib/content/blogData.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import type { NewsDraftRow } from '~/lib/supabase/newsDrafts.ts';
import { newsDraftStatusValues, type NewsDraftStatus } from '~/lib/newsDrafts/states.ts';
import { DataTable, type Column } from '~/islands/shared/ui/DataTable.tsx';
import { SaveSelect } from '~/islands/shared/ui/SaveSelect.tsx';
import { StatusLine, useStatusLine } from '~/islands/shared/ui/StatusLine.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $newsDrafts, changeDraftStatus, draftStatusLabel } from '~/stores/newsDrafts.ts';

const statusOptions = newsDraftStatusValues.map((value) => ({
	value,
	label: draftStatusLabel(value),
}));

/** The news drafts (written in /generate-news-bulk): their state, and a link to write more. */
export default function NewsSection() {
	const drafts = useStore($newsDrafts);
	const { announce, status } = useStatusLine();
	const columns: Column<NewsDraftRow>[] = [
		{ key: 'titulo', header: 'Título', rowHeader: true, cell: (d) => d.title },
		{
			key: 'categoria',
			header: 'Categoría',
			cell: (d) => (d.category ? categoryName(d.category) : '—'),
		},
		{
			key: 'actualizado',
			header: 'Actualizado',
			className: 'whitespace-nowrap',
			cell: (d) => formatDateTime(d.updated_at),
		},
		{
			key: 'estado',
			header: 'Estado',
			cell: (d) => (
				<SaveSelect
					compact
					id={`borrador-${d.id}`}
					label={`Estado de «${d.title}»`}
					value={d.status as NewsDraftStatus}
					options={statusOptions}
					onSave={async (next) => announce(await changeDraftStatus(d, next))}
				/>
			),
		},
	];
	return (
		<div className="space-y-4">
			<p>
				Los borradores se escriben y se exportan como MDX en{' '}
				<a href="/generate-news-bulk" className="text-primary underline">
					el generador de noticias
				</a>
				. Aquí ves su estado.
			</p>
			<StatusLine status={status} />
			<QueryView
				value={drafts}
				retry={() => $newsDrafts.invalidate()}
				isEmpty={(d) => d.length === 0}
				empty="Todavía no hay borradores."
			>
				{(rows) => (
					<DataTable
						caption="Borradores de noticias"
						columns={columns}
						rows={rows}
						rowKey={(d) => d.id}
						rowTestId="borrador-admin"
					/>
				)}
			</QueryView>
		</div>
	);
}
