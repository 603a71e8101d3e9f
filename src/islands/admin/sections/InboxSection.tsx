import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { adminErrorMessage, personName } from '~/lib/admin/admin.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { isUnread } from '~/lib/support/chat.ts';
import {
	ticketCategories,
	ticketPriorities,
	ticketStatuses,
	ticketStatusLabel,
} from '~/lib/support/ticketSchema.ts';
import type { InboxTicketRow } from '~/lib/supabase/admin.ts';
import { realtimeOf, subscribeToChanges, userChannel } from '~/lib/supabase/realtime.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { TicketChat } from '~/islands/support/TicketChat.tsx';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { $inbox, $ticketFilter, refresh, setFilter } from '~/stores/admin.ts';
import { $openTicketId, portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';
import type { SectionProps } from './types.ts';

const options = (labels: Record<string, string>, all: string) => [
	{ value: '', label: all },
	...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** Every ticket with filters, who looks after it, and the live chat of the one opened. */
export default function InboxSection({ session }: SectionProps) {
	const filterText = useStore($ticketFilter);
	const filter = new URLSearchParams(filterText);
	const inbox = useStore($inbox);
	const [openId, setOpenId] = useState<string | null>(null);
	/** The open ticket as last listed, so its chat stays open when a filter hides it. */
	const lastOpen = useRef<InboxTicketRow | null>(null);
	const userId = session.user.id;

	useEffect(() => {
		$openTicketId.set(openId);
	}, [openId]);

	// New tickets, messages and changes arrive live (RLS lets an admin see all).
	useEffect(() => {
		const stops: (() => void)[] = [];
		let cancelled = false;
		void portalClient().then((client) => {
			if (cancelled) return;
			for (const table of ['ticket_messages', 'support_tickets']) {
				stops.push(
					subscribeToChanges(realtimeOf(client), {
						channel: `${userChannel(userId)}/admin-${table}`,
						table,
						onChange: () => refresh($inbox),
					}),
				);
			}
		});
		return () => {
			cancelled = true;
			stops.forEach((stop) => stop());
		};
	}, [userId]);

	const changeFilter = (key: string, value: string) => {
		const next = new URLSearchParams(filterText);
		if (value) next.set(key, value);
		else next.delete(key);
		setFilter($ticketFilter, next.toString(), $inbox);
	};

	const assign = async (ticketId: string, adminId: string) => {
		try {
			const { assignTicket } = await import('~/lib/supabase/admin.ts');
			await assignTicket(await portalClient(), ticketId, adminId || null);
			const data = $inbox.get().data;
			if (data) {
				$inbox.mutate({
					...data,
					tickets: data.tickets.map((t) =>
						t.id === ticketId ? { ...t, assigned_to: adminId || null } : t,
					),
				});
			}
			refresh($inbox);
			toast({ title: adminId ? 'Ticket asignado' : 'Ticket sin asignar' });
		} catch (error) {
			toast({
				title: 'No se pudo asignar',
				description: adminErrorMessage(error),
				variant: 'destructive',
			});
		}
	};

	const listed = inbox.data?.tickets.find((t) => t.id === openId);
	if (listed) lastOpen.current = listed;
	const open = listed ?? (lastOpen.current?.id === openId ? lastOpen.current : undefined);
	const team = inbox.data?.team ?? [];

	return (
		<div className="space-y-6">
			<div className="grid max-w-xl gap-4 sm:grid-cols-2">
				<SelectField
					id="filtro-estado"
					label="Estado"
					value={filter.get('status') ?? ''}
					onChange={(v) => changeFilter('status', v)}
					options={options(ticketStatuses, 'Todos los estados')}
				/>
				<SelectField
					id="filtro-categoria"
					label="Categoría"
					value={filter.get('category') ?? ''}
					onChange={(v) => changeFilter('category', v)}
					options={options(ticketCategories, 'Todas las categorías')}
				/>
			</div>
			<QueryView
				value={inbox}
				retry={() => $inbox.invalidate()}
				isEmpty={(d) => d.tickets.length === 0}
				empty="No hay tickets con estos filtros."
			>
				{({ tickets, team, reads, people }) => {
					return (
						<>
							<ScrollRegion label="Tabla: Tickets de soporte">
								<table className="w-full text-sm">
									<thead>
										<tr className="text-left">
											<th scope="col" className="p-2">
												Asunto
											</th>
											<th scope="col" className="p-2">
												Cliente
											</th>
											<th scope="col" className="p-2">
												Categoría
											</th>
											<th scope="col" className="p-2">
												Prioridad
											</th>
											<th scope="col" className="p-2">
												Estado
											</th>
											<th scope="col" className="p-2">
												Asignado a
											</th>
											<th scope="col" className="p-2">
												Última actividad
											</th>
										</tr>
									</thead>
									<tbody className="divide-y divide-line">
										{tickets.map((t) => {
											const unread = isUnread(t, reads[t.id], true);
											const assignee = team.find((a) => a.id === t.assigned_to);
											return (
												<tr key={t.id} data-testid="ticket-admin">
													<td className="p-2">
														<button
															type="button"
															className="text-left font-medium text-primary underline"
															aria-pressed={t.id === openId}
															onClick={() => setOpenId(t.id)}
														>
															{t.subject}
														</button>
														{unread && (
															<span className="ml-2 rounded bg-primary px-1.5 text-xs text-primary-fg">
																Sin leer
															</span>
														)}
													</td>
													<td className="p-2">{personName(people[t.user_id], t.user_id)}</td>
													<td className="p-2">
														{ticketCategories[t.category as keyof typeof ticketCategories] ??
															t.category}
													</td>
													<td className="p-2">
														{ticketPriorities[t.priority as keyof typeof ticketPriorities] ??
															t.priority}
													</td>
													<td className="p-2">{ticketStatusLabel(t.status)}</td>
													<td className="p-2">
														{assignee ? personName(assignee, assignee.id) : 'Sin asignar'}
													</td>
													<td className="p-2 whitespace-nowrap">
														{formatDateTime(t.last_message_at)}
													</td>
												</tr>
											);
										})}
									</tbody>
								</table>
							</ScrollRegion>
						</>
					);
				}}
			</QueryView>
			{open && (
				<div className="rounded-xl border border-line p-4 sm:p-6">
					<div className="mb-4 max-w-xs">
						<SelectField
							id="ticket-asignar"
							label="Asignar a"
							value={open.assigned_to ?? ''}
							onChange={(v) => void assign(open.id, v)}
							options={[
								{ value: '', label: 'Sin asignar' },
								...team.map((a) => ({ value: a.id, label: personName(a, a.id) })),
							]}
						/>
					</div>
					<TicketChat
						key={open.id}
						ticketId={open.id}
						userId={userId}
						asStaff
						onRead={() => refresh($inbox)}
						onStatusChange={() => refresh($inbox)}
						onNewTicket={() => undefined}
					/>
				</div>
			)}
		</div>
	);
}
