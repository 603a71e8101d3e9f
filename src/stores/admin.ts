import { atom } from 'nanostores';
import { adminStore, refresh, setFilter } from './admin/shared.ts';

/**
 * The support inbox of the admin area, until it moves to the support domain's own store. The
 * other admin domains live in ./admin/ (users, leads, applications, aiCache, news, notify,
 * statistics).
 */

export { refresh, setFilter };

const admin = () => import('~/lib/supabase/admin.ts');

/** Inbox filter: `status` and `category`. */
export const $ticketFilter = atom('');
/** Every ticket (filtered), who opened each, the team for assigning, and the read marks. */
export const $inbox = adminStore('tickets', $ticketFilter, async (c, f) => {
	const { listInboxTickets, profilesByIds, listUsers } = await admin();
	const { fetchTicketReads } = await import('~/lib/supabase/tickets.ts');
	const userId = (await c.auth.getSession()).data.session?.user.id ?? '';
	const [tickets, team, reads] = await Promise.all([
		listInboxTickets(c, {
			status: f.get('status') ?? '',
			category: f.get('category') ?? '',
		}),
		listUsers(c, { role: 'admin', limit: 100 }),
		fetchTicketReads(c, userId),
	]);
	const people = await profilesByIds(
		c,
		tickets.map((t) => t.user_id),
	);
	return { tickets, team, reads, people };
});
