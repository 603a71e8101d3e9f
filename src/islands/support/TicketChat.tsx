import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime, formatNumber } from '~/lib/format/index.ts';
import type { TicketMessageRow } from '~/lib/supabase/support.ts';
import { ticketStatusValues } from '~/lib/support/states.ts';
import { firstShownMessage } from '~/lib/support/chat.ts';
import {
	olderMessagesLabel,
	ticketStatuses,
	ticketStatusLabel,
} from '~/lib/support/ticketTexts.ts';
import { adminErrorMessage } from '~/lib/admin/admin.ts';
import { LiveSummary } from '~/islands/shared/ui/fields.tsx';
import { SaveSelect } from '~/islands/shared/ui/SaveSelect.tsx';
import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $ticketThread, changeTicketStatus, markTicketRead } from '~/stores/supportThread.ts';
import { ChatComposer, closedExplanation } from './ChatComposer.tsx';

const statusOptions = ticketStatusValues.map((value) => ({ value, label: ticketStatuses[value] }));

/** Who wrote a message, as the viewer reads it. */
function author(m: TicketMessageRow, userId: string): string {
	const mine = m.author_id === userId;
	if (m.is_staff) return mine ? 'Tú (equipo de soporte)' : 'Equipo de soporte';
	return mine ? 'Tú' : 'Cliente';
}

/**
 * The chat of one ticket (the store's open thread): messages from both sides live, in order,
 * and the ticket's status live, so a ticket the team closes closes here too. The list is not a
 * live region: one polite status below announces each outcome once (own message sent or
 * refused, a new message from the other side, a status change). Text is rendered as text.
 */
export function TicketChat({
	ticketId,
	userId,
	asStaff,
	firstMessage,
	focusOnOpen = false,
	onNewTicket,
}: {
	ticketId: string;
	userId: string;
	asStaff: boolean;
	/** The first message of a ticket just opened: sent at once, focus goes to the heading. */
	firstMessage?: string | undefined;
	/** Opened by the person (not by the page's address): focus goes to its heading. */
	focusOnOpen?: boolean;
	onNewTicket: (subject: string) => void;
}) {
	const thread = useStore($ticketThread);
	const [said, setSaid] = useState('');
	const focusNext = useRef<string | null>(firstMessage || focusOnOpen ? 'chat-titulo' : null);
	// Taken once by the message box, even if it is drawn again while the thread reloads.
	const first = useRef(firstMessage);
	const seen = useRef<{ lastId?: string; status?: string }>({});

	const data = thread.data?.ticket?.id === ticketId ? thread.data : undefined;
	const ticket = data?.ticket;
	const messages = data?.messages ?? [];
	const last = messages.at(-1);
	// A long thread draws its newest pages only; «Mostrar mensajes anteriores» adds one more.
	const [pages, setPages] = useState({ ticketId, pages: 1 });
	const from = firstShownMessage(messages.length, pages.ticketId === ticketId ? pages.pages : 1);

	// Focus lands on the result of the last action once it is drawn (heading or new message).
	useEffect(() => {
		const id = focusNext.current;
		const target = id && document.getElementById(id);
		if (!target) return;
		focusNext.current = null;
		target.focus();
		if (id !== 'chat-titulo') target.scrollIntoView({ block: 'nearest' });
	});

	// Announce what arrives from the other side and status changes (not the first load).
	useEffect(() => {
		if (!ticket) return;
		const before = seen.current;
		seen.current = { ...(last ? { lastId: last.id } : {}), status: ticket.status };
		if (before.status === undefined) return;
		// The team hears its own status saves from the select; the person hears every change.
		if (before.status !== ticket.status) {
			if (!asStaff) {
				setSaid(
					ticket.status === 'cerrado'
						? `El ticket se ha cerrado. ${closedExplanation}`
						: `Estado del ticket: ${ticketStatusLabel(ticket.status)}.`,
				);
			}
		} else if (last && last.id !== before.lastId && last.author_id !== userId) {
			setSaid(`Nuevo mensaje de ${author(last, userId)}: ${last.body.slice(0, 200)}`);
		}
	}, [ticket?.status, last?.id]);

	// Read up to the newest message whenever one arrives while the chat is open.
	useEffect(() => {
		if (!ticket) return;
		const at = new Date(Math.max(Date.now(), last ? Date.parse(last.created_at) : 0));
		markTicketRead(ticketId, at).catch(() => undefined);
	}, [ticketId, last?.id, ticket?.id]);

	const sent = (row: TicketMessageRow, wasFirst: boolean) => {
		if (wasFirst) {
			setSaid('Ticket abierto y mensaje enviado. Te responderemos en este chat.');
			return;
		}
		focusNext.current = `mensaje-${row.id}`;
		setSaid('Mensaje enviado.');
	};

	return (
		<>
			<QueryView
				value={thread}
				retry={() => $ticketThread.invalidate()}
				isEmpty={(d) => d.ticket === null}
				empty="No encontramos este ticket. Puede que no sea tuyo o que se haya eliminado."
			>
				{() =>
					ticket ? (
						<section aria-labelledby="chat-titulo" className="flex flex-col gap-4">
							<div>
								<h2 id="chat-titulo" tabIndex={-1} className="text-xl font-bold break-words">
									{ticket.subject}
								</h2>
								<p className="text-sm text-muted">
									Estado:{' '}
									<span data-testid="ticket-estado">{ticketStatusLabel(ticket.status)}</span> ·
									abierto el {formatDateTime(ticket.created_at)}
								</p>
								{asStaff && (
									<div className="mt-2 max-w-sm">
										<SaveSelect
											id="ticket-estado-cambio"
											label="Cambiar estado"
											value={ticket.status}
											options={statusOptions}
											saveLabel="Guardar estado"
											onSave={(status) => changeTicketStatus(ticket.id, status)}
											errorText={adminErrorMessage}
											savedText={(label) => `Estado guardado: ${label}.`}
										/>
									</div>
								)}
							</div>
							<ScrollRegion
								label="Conversación"
								className="max-h-[60vh] overflow-y-auto rounded-lg border border-line p-3"
							>
								<ol aria-label="Mensajes" className="flex flex-col gap-3">
									{messages.length === 0 && (
										<li className="text-muted">Todavía no hay mensajes.</li>
									)}
									{from > 0 && (
										<li className="self-center">
											<button
												type="button"
												className="btn btn-outline"
												onClick={() => {
													// The newest of the messages it adds takes the focus.
													focusNext.current = `mensaje-${messages[from - 1]!.id}`;
													setPages((p) => ({
														ticketId,
														pages: (p.ticketId === ticketId ? p.pages : 1) + 1,
													}));
												}}
											>
												{olderMessagesLabel(formatNumber(from))}
											</button>
										</li>
									)}
									{messages.slice(from).map((m) => {
										const mine = m.author_id === userId;
										return (
											<li
												key={m.id}
												id={`mensaje-${m.id}`}
												tabIndex={-1}
												data-testid="mensaje"
												className={`max-w-[85%] rounded-lg p-3 ${mine ? 'self-end bg-primary text-primary-fg' : 'self-start bg-surface'}`}
											>
												<p className="text-xs font-semibold">
													{author(m, userId)} · {formatDateTime(m.created_at)}
												</p>
												<p className="mt-1 break-words whitespace-pre-wrap">{m.body}</p>
											</li>
										);
									})}
								</ol>
							</ScrollRegion>
							<ChatComposer
								ticketId={ticket.id}
								asStaff={asStaff}
								closed={ticket.status === 'cerrado'}
								takeFirstMessage={() => {
									const message = first.current;
									first.current = undefined;
									return message;
								}}
								onSent={sent}
								onFailed={(reason) => setSaid(`No se ha enviado el mensaje. ${reason}`)}
								onNewTicket={() => onNewTicket(`Sobre: ${ticket.subject}`.slice(0, 200))}
							/>
						</section>
					) : null
				}
			</QueryView>
			<LiveSummary text={said} />
		</>
	);
}
