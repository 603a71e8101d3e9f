import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { panelTexts } from '~/lib/dashboard/messages.ts';
import { formatDateTime } from '~/lib/format/index.ts';
import { mergeMessages, type PendingMessage } from '~/lib/support/chat.ts';
import {
	messageBodySchema,
	ticketStatuses,
	ticketStatusLabel,
} from '~/lib/support/ticketSchema.ts';
import { validateForm } from '~/lib/auth/schemas.ts';
import { realtimeOf, subscribeToChanges, ticketChannel } from '~/lib/supabase/realtime.ts';
import type { TicketMessageRow } from '~/lib/supabase/tickets.ts';
import { SelectField } from '~/islands/shared/ui/fields.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { $ticketThread, portalClient } from '~/stores/panel.ts';
import { refresh } from '~/stores/query.ts';
import { toast } from '~/stores/toasts.ts';

let localIds = 0;

/** Adds `rows` to the open thread in order, once each. */
function addMessages(rows: TicketMessageRow[]) {
	const thread = $ticketThread.get().data;
	if (!thread) {
		// A load may be running that read the thread before this message: ask again after it.
		refresh($ticketThread);
		return;
	}
	$ticketThread.mutate({ ...thread, messages: mergeMessages(thread.messages, rows) });
}

/**
 * The chat of one ticket: messages from both sides live through Realtime, in order; own
 * messages show at once as «Enviando…» and, if sending fails, stay with a retry button.
 * Text is rendered as text (React escapes it), never as HTML.
 */
export function TicketChat({
	ticketId,
	userId,
	asStaff,
	firstMessage,
	onRead,
	onNewTicket,
	onStatusChange,
}: {
	ticketId: string;
	userId: string;
	asStaff: boolean;
	/** The first message of a ticket just opened, sent as soon as the chat mounts. */
	firstMessage?: string | undefined;
	/** Called after the chat marked the ticket read. */
	onRead: () => void;
	onNewTicket: (subject: string) => void;
	/** Called after the team changed the ticket's status (lists elsewhere can refresh). */
	onStatusChange?: (status: string) => void;
}) {
	const thread = useStore($ticketThread);
	const [draft, setDraft] = useState('');
	const [error, setError] = useState<string>();
	const [pending, setPending] = useState<PendingMessage[]>([]);
	const sentFirst = useRef(false);
	const list = useRef<HTMLOListElement>(null);

	const send = async (body: string, localId = `local-${++localIds}`) => {
		setPending((p) => [
			...p.filter((m) => m.localId !== localId),
			{ localId, body, state: 'sending' },
		]);
		try {
			const { sendTicketMessage } = await import('~/lib/supabase/tickets.ts');
			const row = await sendTicketMessage(await portalClient(), ticketId, body, asStaff);
			addMessages([row]);
			setPending((p) => p.filter((m) => m.localId !== localId));
		} catch {
			setPending((p) => p.map((m) => (m.localId === localId ? { ...m, state: 'failed' } : m)));
		}
	};

	// Live messages of this ticket; every (re)join reloads what may have been missed.
	useEffect(() => {
		let stop: (() => void) | undefined;
		let cancelled = false;
		void portalClient().then((client) => {
			if (cancelled) return;
			stop = subscribeToChanges(realtimeOf(client), {
				channel: ticketChannel(ticketId),
				table: 'ticket_messages',
				filter: `ticket_id=eq.${ticketId}`,
				event: 'INSERT',
				onChange: (change) => {
					if (change.eventType === 'INSERT')
						addMessages([change.new as unknown as TicketMessageRow]);
				},
				onJoined: () => refresh($ticketThread),
			});
		});
		if (firstMessage && !sentFirst.current) {
			sentFirst.current = true;
			void send(firstMessage);
		}
		return () => {
			cancelled = true;
			stop?.();
		};
	}, [ticketId]);

	const messages = thread.data?.ticket?.id === ticketId ? thread.data.messages : [];
	const lastAt = messages.at(-1)?.created_at;

	// Read up to the newest message whenever one arrives while the chat is open.
	useEffect(() => {
		if (!thread.data?.ticket) return;
		const at = new Date(Math.max(Date.now(), lastAt ? Date.parse(lastAt) : 0));
		void import('~/lib/supabase/tickets.ts')
			.then(async ({ markTicketRead }) =>
				markTicketRead(await portalClient(), ticketId, userId, at),
			)
			.then(onRead, () => undefined);
		list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
	}, [ticketId, lastAt, thread.data?.ticket?.id]);

	const submit = (event: SubmitEvent<HTMLFormElement>) => {
		event.preventDefault();
		const checked = validateForm(messageBodySchema, draft);
		if (!checked.ok) {
			setError(checked.issue.message);
			toast({
				title: panelTexts.validation,
				description: checked.issue.message,
				variant: 'destructive',
			});
			return;
		}
		setError(undefined);
		setDraft('');
		void send(checked.data);
	};

	const setStatus = async (status: string) => {
		try {
			const { setTicketStatus } = await import('~/lib/supabase/tickets.ts');
			await setTicketStatus(await portalClient(), ticketId, status);
			refresh($ticketThread);
			onStatusChange?.(status);
		} catch {
			toast({
				title: 'No se pudo cambiar el estado',
				description: 'Inténtalo de nuevo en unos segundos.',
				variant: 'destructive',
			});
		}
	};

	return (
		<QueryView
			value={thread}
			retry={() => $ticketThread.invalidate()}
			isEmpty={(d) => d.ticket === null}
			empty="No encontramos este ticket. Puede que no sea tuyo o que se haya eliminado."
		>
			{({ ticket }) => {
				if (!ticket) return null;
				const closed = ticket.status === 'cerrado';
				return (
					<section aria-labelledby="chat-titulo" className="flex flex-col gap-4">
						<div>
							<h2 id="chat-titulo" className="text-xl font-bold break-words">
								{ticket.subject}
							</h2>
							<p className="text-sm text-muted">
								Estado: <span data-testid="ticket-estado">{ticketStatusLabel(ticket.status)}</span>{' '}
								· abierto el {formatDateTime(ticket.created_at)}
							</p>
							{asStaff && (
								<div className="mt-2 max-w-56">
									<SelectField
										id="ticket-estado-cambio"
										label="Cambiar estado"
										value={ticket.status}
										onChange={(s) => void setStatus(s)}
										options={Object.entries(ticketStatuses).map(([value, label]) => ({
											value,
											label,
										}))}
									/>
								</div>
							)}
						</div>
						<div
							role="region"
							aria-label="Conversación"
							// A scrollable region must be keyboard-focusable (axe scrollable-region-focusable).
							// eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
							tabIndex={0}
							className="max-h-[60vh] overflow-y-auto rounded-lg border border-line p-3"
						>
							<ol
								ref={list}
								aria-label="Mensajes"
								aria-live="polite"
								className="flex flex-col gap-3"
							>
								{messages.length === 0 && pending.length === 0 && (
									<li className="text-muted">Todavía no hay mensajes.</li>
								)}
								{messages.map((m) => {
									const mine = m.author_id === userId;
									const who = m.is_staff
										? mine
											? 'Tú (equipo de soporte)'
											: 'Equipo de soporte'
										: mine
											? 'Tú'
											: 'Cliente';
									return (
										<li
											key={m.id}
											data-testid="mensaje"
											className={`max-w-[85%] rounded-lg p-3 ${mine ? 'self-end bg-primary text-primary-fg' : 'self-start bg-surface'}`}
										>
											<p className="text-xs font-semibold">
												{who} · {formatDateTime(m.created_at)}
											</p>
											<p className="mt-1 break-words whitespace-pre-wrap">{m.body}</p>
										</li>
									);
								})}
								{pending.map((m) => (
									<li
										key={m.localId}
										data-testid="mensaje-pendiente"
										className="max-w-[85%] self-end rounded-lg border border-line p-3"
									>
										<p className="text-xs font-semibold">
											{m.state === 'sending' ? 'Enviando…' : 'No se ha enviado'}
										</p>
										<p className="mt-1 break-words whitespace-pre-wrap">{m.body}</p>
										{m.state === 'failed' && (
											<div className="mt-2 flex flex-wrap gap-2">
												<button
													type="button"
													className="btn btn-outline"
													onClick={() => void send(m.body, m.localId)}
												>
													Reintentar
												</button>
												<button
													type="button"
													className="btn btn-outline"
													onClick={() => {
														setDraft((d) => (d ? `${d}\n${m.body}` : m.body));
														setPending((p) => p.filter((x) => x.localId !== m.localId));
													}}
												>
													Editar
												</button>
											</div>
										)}
									</li>
								))}
							</ol>
						</div>
						{closed && !asStaff ? (
							<div className="rounded-lg border border-line bg-surface p-4">
								<p>
									Este ticket está cerrado y ya no admite mensajes. Si necesitas más ayuda, abre uno
									nuevo.
								</p>
								<button
									type="button"
									className="btn btn-primary mt-3"
									onClick={() => onNewTicket(`Sobre: ${ticket.subject}`.slice(0, 200))}
								>
									Abrir un ticket nuevo
								</button>
							</div>
						) : (
							<form noValidate onSubmit={submit} className="space-y-2">
								<TextField
									id="chat-mensaje"
									label={asStaff ? 'Respuesta del equipo' : 'Tu mensaje'}
									multiline
									value={draft}
									onChange={setDraft}
									error={error}
								/>
								<button type="submit" className="btn btn-primary">
									Enviar
								</button>
							</form>
						)}
					</section>
				);
			}}
		</QueryView>
	);
}
