import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { adminErrorMessage, personName } from '~/lib/admin/admin.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { isUnread } from '~/lib/support/chat.ts';
import { parseInboxFilter, withInboxFilter } from '~/lib/support/inbox.ts';
import {
	ticketCategories,
	ticketPriorities,
	ticketStatuses,
	ticketStatusLabel,
} from '~/lib/support/ticketSchema.ts';
import { DataTable, type Column } from '~/islands/shared/ui/DataTable.tsx';
import { LiveSummary, SelectField } from '~/islands/shared/ui/fields.tsx';
import { SaveSelect } from '~/islands/shared/ui/SaveSelect.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { TicketChat } from '~/islands/support/TicketChat.tsx';
import { $openTicketId } from '~/stores/supportThread.ts';
import {
	$inbox,
	$inboxFilter,
	assignTicket,
	setInboxFilter,
	type Inbox,
	type InboxTicket,
} from '~/stores/support.ts';
import type { SectionProps } from '~/islands/shared/sectionProps.ts';

const options = (labels: Record<string, string>, all: string) => [
	{ value: '', label: all },
	...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** The table's columns; the subject opens the ticket's chat below. */
function columns(
	data: Inbox,
	openId: string | null,
	open: (id: string) => void,
): Column<InboxTicket>[] {
	const assignee = (t: InboxTicket) => {
		const person = data.team.find((a) => a.id === t.assigned_to);
		return person ? personName(person, person.id) : 'Sin asignar';
	};
	return [
		{
			key: 'asunto',
			header: 'Asunto',
			rowHeader: true,
			className: 'min-w-40',
			cell: (t) => (
				<>
					<button
						type="button"
						className="text-left font-medium text-primary underline"
						aria-pressed={t.id === openId}
						onClick={() => open(t.id)}
					>
						{t.subject}
					</button>
					{isUnread(t, data.reads[t.id], true) && (
						<span className="ml-2 rounded bg-primary px-1.5 text-xs text-primary-fg">Sin leer</span>
					)}
				</>
			),
		},
		{
			key: 'cliente',
			header: 'Cliente',
			cell: (t) => personName(data.people[t.user_id], t.user_id),
		},
		{ key: 'categoria', header: 'Categoría', cell: (t) => ticketCategories[t.category] },
		{ key: 'prioridad', header: 'Prioridad', cell: (t) => ticketPriorities[t.priority] },
		{ key: 'estado', header: 'Estado', cell: (t) => ticketStatusLabel(t.status) },
		{ key: 'asignado', header: 'Asignado a', cell: assignee },
		{
			key: 'actividad',
			header: 'Última actividad',
			className: 'whitespace-nowrap',
			cell: (t) => formatDateTime(t.last_message_at),
		},
	];
}

const countText = (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`);

/**
 * The team's inbox (the same store as /soporte for the team): filters, the tickets in a table,
 * and the live chat of the one opened, with its assignment saved by an explicit button.
 */
export default function InboxSection({ session }: SectionProps) {
	const filterText = useStore($inboxFilter);
	const filter = parseInboxFilter(filterText);
	const inbox = useStore($inbox);
	const [openId, setOpenId] = useState<string | null>(null);
	/** The open ticket as last listed, so its chat stays open when a filter hides it. */
	const lastOpen = useRef<InboxTicket | null>(null);
	const userId = session.user.id;

	useEffect(() => {
		$openTicketId.set(openId);
	}, [openId]);

	const open = (id: string) => setOpenId(id);
	const listed = inbox.data?.tickets.find((t) => t.id === openId);
	if (listed) lastOpen.current = listed;
	const current = listed ?? (lastOpen.current?.id === openId ? lastOpen.current : undefined);
	const team = inbox.data?.team ?? [];

	return (
		<div className="space-y-6">
			<div className="grid max-w-xl gap-4 sm:grid-cols-2">
				<SelectField
					id="filtro-estado"
					label="Estado"
					value={filter.status ?? ''}
					onChange={(v) => setInboxFilter(withInboxFilter(filterText, 'status', v))}
					options={options(ticketStatuses, 'Todos los estados')}
				/>
				<SelectField
					id="filtro-categoria"
					label="Categoría"
					value={filter.category ?? ''}
					onChange={(v) => setInboxFilter(withInboxFilter(filterText, 'category', v))}
					options={options(ticketCategories, 'Todas las categorías')}
				/>
			</div>
			<LiveSummary text={inbox.data ? countText(inbox.data.tickets.length) : ''} />
			<QueryView
				value={inbox}
				retry={() => $inbox.invalidate()}
				isEmpty={(d) => d.tickets.length === 0}
				empty="No hay tickets con estos filtros."
			>
				{(d) => (
					<DataTable
						caption="Tickets de soporte"
						columns={columns(d, openId, open)}
						rows={d.tickets}
						rowKey={(t) => t.id}
						rowTestId="ticket-admin"
					/>
				)}
			</QueryView>
			{current && (
				<div className="rounded-xl border border-line p-4 sm:p-6">
					<div className="mb-4 max-w-sm">
						<SaveSelect
							id="ticket-asignar"
							label="Asignar a"
							value={current.assigned_to ?? ''}
							options={[
								{ value: '', label: 'Sin asignar' },
								...team.map((a) => ({ value: a.id, label: personName(a, a.id) })),
							]}
							saveLabel="Guardar asignación"
							onSave={(v) => assignTicket(current.id, v || null)}
							errorText={adminErrorMessage}
							savedText={(label) => `Asignación guardada: ${label}.`}
						/>
					</div>
					<TicketChat
						key={current.id}
						ticketId={current.id}
						userId={userId}
						asStaff
						focusOnOpen
						onNewTicket={() => undefined}
					/>
				</div>
			)}
		</div>
	);
}
