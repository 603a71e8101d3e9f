import { useStore } from '@nanostores/react';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { $inbox, $myTickets } from '~/stores/support.ts';
import { TicketList } from './TicketList.tsx';

/**
 * The person's own tickets (/dashboard, /soporte), or for the team every ticket (the one inbox
 * of /admin), live from the tickets store with the viewer's unread marks.
 */
export function LiveTicketList({
	staff,
	empty,
	selectedId,
	onOpen,
}: {
	staff: boolean;
	/** What to say when there is no ticket. */
	empty: string;
	selectedId?: string | null;
	/** Opens a ticket in place (without it, each ticket links to /soporte). */
	onOpen?: (id: string) => void;
}) {
	const $list = staff ? $inbox : $myTickets;
	const list = useStore($list);
	return (
		<QueryView
			value={list}
			retry={() => $list.invalidate()}
			isEmpty={(d) => d.tickets.length === 0}
			empty={empty}
		>
			{(d) => (
				<TicketList
					tickets={d.tickets}
					reads={d.reads}
					viewerIsStaff={staff}
					selectedId={selectedId ?? null}
					{...(onOpen ? { onOpen } : {})}
				/>
			)}
		</QueryView>
	);
}
