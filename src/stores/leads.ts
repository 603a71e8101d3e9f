import { atom } from 'nanostores';
import { leadStatuses } from '~/lib/leads/states.ts';
import type { LeadStatus } from '~/lib/leads/states.ts';
import { rangeInstants } from '~/lib/statistics/range.ts';
import { adminStore, runAction, type ActionResult } from './shared/adminStore.ts';

/** The leads of the contact form and the shareable forms, as the admin follows them up. */

const leads = () => import('~/lib/supabase/leads.ts');

/** Leads filter: `source`, `status`, `from`, `to` (days, both included). */
export const $leadFilter = atom('');

/** The leads matching the filter, newest first (at most 500). */
export const $leads = adminStore('leads', $leadFilter, async (c, f) => {
	const from = f.get('from');
	const to = f.get('to');
	const bounds = from && to ? rangeInstants({ from, to }) : {};
	return (await leads()).listLeads(c, {
		source: f.get('source') ?? '',
		status: f.get('status') ?? '',
		...bounds,
	});
});

/** Moves a lead to another status; the list reloads either way. */
export function changeLeadStatus(
	lead: { id: string; name: string },
	status: LeadStatus,
): Promise<ActionResult> {
	return runAction(
		`Contacto de ${lead.name}: ${leadStatuses[status] ?? status}`,
		async (c) => (await leads()).setLeadStatus(c, lead.id, status),
		$leads,
	);
}
