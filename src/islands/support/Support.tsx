import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useState } from 'react';
import { isAdmin, signInUrl } from '~/lib/session/gate.ts';
import { panelTexts } from '~/lib/i18n/panel.ts';
import { ticketIdFrom } from '~/lib/support/chat.ts';
import type { TicketRow } from '~/lib/supabase/support.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { $session } from '~/stores/session.ts';
import { $openTicketId } from '~/stores/supportThread.ts';
import { NewTicketForm } from './NewTicketForm.tsx';
import { TicketChat } from './TicketChat.tsx';
import { LiveTicketList } from './LiveTicketList.tsx';
import { ticketHref } from './TicketList.tsx';

/** What the right-hand side shows: the new-ticket form or one ticket's chat. */
type View =
	| { kind: 'new'; subject: string }
	| { kind: 'chat'; id: string; firstMessage?: string; focus?: boolean };

/**
 * /soporte for a signed-in person: their tickets (every ticket for the team) with unread marks,
 * a form to open one, and the live chat of the open ticket. Signed-out visitors get a sign-in
 * link that returns here; the page around the island shows the other ways to reach us.
 */
function Support() {
	// Deferred: the signed-in view renders in slices (a transition), not inside the sign-in event.
	const session = useDeferredValue(useStore($session));
	const signedIn = session.status === 'signed-in' ? session.session : null;
	const staff = isAdmin(signedIn);
	const [view, setView] = useState<View>({ kind: 'new', subject: '' });
	// The server render knows no session: until mounted, show the same «checking» text it did.
	const [mounted, setMounted] = useState(false);

	useEffect(() => {
		setMounted(true);
		const id = ticketIdFrom(window.location.search);
		if (id) setView({ kind: 'chat', id });
	}, []);

	const openId = view.kind === 'chat' ? view.id : null;
	useEffect(() => {
		$openTicketId.set(openId);
	}, [openId]);

	if (!mounted || session.status === 'unknown') {
		return (
			<p role="status" className="text-muted">
				{panelTexts.gateLoading}
			</p>
		);
	}
	if (!signedIn) {
		return (
			<div className="rounded-xl border border-line p-6">
				<h2 className="text-xl font-bold">Tus tickets de soporte</h2>
				<p className="mt-2">
					Inicia sesión para abrir un ticket y chatear con nuestro equipo; tus conversaciones quedan
					guardadas en tu panel.
				</p>
				<a
					className="btn btn-primary mt-4"
					href={signInUrl(`${window.location.pathname}${window.location.search}`)}
				>
					Iniciar sesión para abrir un ticket
				</a>
			</div>
		);
	}

	const open = (id: string, firstMessage?: string) => {
		window.history.replaceState(null, '', ticketHref(id));
		setView(
			firstMessage === undefined
				? { kind: 'chat', id, focus: true }
				: { kind: 'chat', id, firstMessage },
		);
	};
	const created = (ticket: TicketRow, firstMessage: string) => open(ticket.id, firstMessage);
	const startNew = (subject = '') => {
		window.history.replaceState(null, '', '/soporte');
		setView({ kind: 'new', subject });
	};

	return (
		<div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
			<div>
				<h2 className="text-xl font-bold">{staff ? 'Todos los tickets' : 'Mis tickets'}</h2>
				<button type="button" className="btn btn-outline mt-3" onClick={() => startNew()}>
					Nuevo ticket
				</button>
				{/* Room for the loading line to become the empty state's two or three lines (or a
				    ticket) without moving the form below it on a phone. */}
				<div className="mt-3 min-h-24 lg:min-h-0">
					<LiveTicketList
						staff={staff}
						empty="Aún no tienes tickets. Escríbenos con el formulario y te respondemos por aquí."
						selectedId={openId}
						onOpen={(id) => open(id)}
					/>
				</div>
			</div>
			<div className="min-w-0 rounded-xl border border-line p-4 sm:p-6">
				{view.kind === 'new' ? (
					<NewTicketForm key={view.subject} initialSubject={view.subject} onCreated={created} />
				) : (
					<TicketChat
						key={view.id}
						ticketId={view.id}
						userId={signedIn.user.id}
						asStaff={staff}
						firstMessage={view.firstMessage}
						focusOnOpen={view.focus === true}
						onNewTicket={startNew}
					/>
				)}
			</div>
		</div>
	);
}

export default withErrorBoundary(Support, 'Support');
