import type { LeadStatus } from '../leads/states.ts';
import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';
import { queryError } from './fail.ts';

/** A lead as the admin area lists it. */
export type AdminLeadRow = Pick<
	Tables<'leads'>,
	'id' | 'source' | 'name' | 'email' | 'phone' | 'message' | 'status' | 'created_at'
>;

/** Leads filtered by source, status and a period (instants: from included, to excluded). */
export async function listLeads(
	client: PortalClient,
	filter: { source?: string; status?: string; fromIso?: string; toIso?: string } = {},
): Promise<AdminLeadRow[]> {
	let query = client
		.from('leads')
		.select('id, source, name, email, phone, message, status, created_at');
	if (filter.source) query = query.eq('source', filter.source);
	if (filter.status) query = query.eq('status', filter.status);
	if (filter.fromIso) query = query.gte('created_at', filter.fromIso);
	if (filter.toIso) query = query.lt('created_at', filter.toIso);
	const { data, error } = await query.order('created_at', { ascending: false }).limit(500);
	if (error) throw queryError('leads', error);
	return data;
}

/** Moves a lead to another status. */
export async function setLeadStatus(
	client: PortalClient,
	id: string,
	status: LeadStatus,
): Promise<void> {
	const { error, count } = await client
		.from('leads')
		.update({ status }, { count: 'exact' })
		.eq('id', id);
	if (error) throw queryError('leads', error);
	if (count !== 1) throw queryError('leads', { message: 'no row updated', code: '42501' });
}
