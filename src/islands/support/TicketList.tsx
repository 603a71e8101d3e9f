import { isUnread } from '~/lib/support/chat.ts';
import { ticketCategories, ticketStatusLabel } from '~/lib/support/ticketTexts.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import type { TicketRow } from '~/lib/supabase/support.ts';

/** The support page's address of one ticket (also the notifications' action_url). */
export const ticketHref = (id: string) => `/soporte?ticket=${id}`;

/**
 * Tickets with status, last activity and an unread mark; each opens its chat (a link to
 * /soporte, or `onOpen` inside the support page).
 */
export function TicketList({
	tickets,
	reads,
	viewerIsStaff,
	selectedId,
	onOpen,
}: {
	tickets: readonly TicketRow[];
	reads: Readonly<Record<string, string>>;
	viewerIsStaff: boolean;
	selectedId?: string | null;
	onOpen?: (id: string) => void;
}) {
	return (
		<ul className="divide-y divide-line" aria-label="Tickets de soporte">
			{tickets.map((t) => {
				const unread = isUnread(t, reads[t.id], viewerIsStaff);
				return (
					<li key={t.id} data-testid="ticket" className="py-3">
						<a
							href={ticketHref(t.id)}
							aria-current={selectedId === t.id ? 'true' : undefined}
							onClick={(e) => {
								if (!onOpen) return;
								e.preventDefault();
								onOpen(t.id);
							}}
							className={`block rounded-lg p-2 hover:bg-surface ${selectedId === t.id ? 'bg-surface' : ''}`}
						>
							<span className="flex flex-wrap items-baseline gap-2">
								{unread && (
									<span className="rounded-full bg-primary px-2 text-xs font-semibold text-primary-fg">
										Sin leer
									</span>
								)}
								<span className={unread ? 'font-bold' : 'font-semibold'}>{t.subject}</span>
							</span>
							<span className="mt-1 block text-sm">
								{ticketStatusLabel(t.status)} · {ticketCategories[t.category]}
							</span>
							<span className="block text-xs text-muted">
								Última actividad: {formatDateTime(t.last_message_at)}
							</span>
						</a>
					</li>
				);
			})}
		</ul>
	);
}
