import { useStore } from '@nanostores/react';
import { TicketList } from '~/islands/support/TicketList.tsx';
import { $myTickets } from '~/stores/tickets.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';

/** The user's own support tickets with unread marks; each opens in /soporte. */
export function TicketsSection() {
	const value = useStore($myTickets);
	return (
		<>
			<a className="btn btn-primary mb-4" href="/soporte">
				Abrir un ticket nuevo
			</a>
			<QueryView
				value={value}
				retry={() => $myTickets.invalidate()}
				isEmpty={(d) => d.tickets.length === 0}
				empty="No tienes tickets de soporte. Si necesitas ayuda, abre uno y te respondemos por aquí."
			>
				{(d) => <TicketList tickets={d.tickets} reads={d.reads} viewerIsStaff={false} />}
			</QueryView>
		</>
	);
}
