import { LiveTicketList } from '~/islands/support/LiveTicketList.tsx';

/** The user's own support tickets with unread marks; each opens in /soporte. */
export function TicketsSection() {
	return (
		<>
			<a className="btn btn-primary mb-4" href="/soporte">
				Abrir un ticket nuevo
			</a>
			<LiveTicketList
				staff={false}
				empty="No tienes tickets de soporte. Si necesitas ayuda, abre uno y te respondemos por aquí."
			/>
		</>
	);
}
