import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';

/** A professional's shareable form link. */
export type ShareFormRow = Pick<
	Tables<'share_forms'>,
	'id' | 'token' | 'title' | 'is_active' | 'created_at'
>;

/** A lead that came through one of the professional's forms. */
export type ClientLeadRow = Pick<
	Tables<'leads'>,
	| 'id'
	| 'name'
	| 'email'
	| 'phone'
	| 'message'
	| 'status'
	| 'notes'
	| 'created_at'
	| 'share_form_id'
>;

/** The professional's shareable forms, newest first. */
export async function listShareForms(
	client: PortalClient,
	ownerId: string,
): Promise<ShareFormRow[]> {
	const { data, error } = await client
		.from('share_forms')
		.select('id, token, title, is_active, created_at')
		.eq('owner_id', ownerId)
		.order('created_at', { ascending: false });
	if (error) throw new Error(`share_forms: ${error.message}`);
	return data;
}

/** The leads of the given forms, newest first (RLS shows a form's leads only to its owner). */
export async function listClientLeads(
	client: PortalClient,
	formIds: readonly string[],
): Promise<ClientLeadRow[]> {
	if (formIds.length === 0) return [];
	const { data, error } = await client
		.from('leads')
		.select('id, name, email, phone, message, status, notes, created_at, share_form_id')
		.in('share_form_id', [...formIds])
		.order('created_at', { ascending: false });
	if (error) throw new Error(`leads: ${error.message}`);
	return data;
}

/** Saves a lead's follow-up: status and notes. */
export async function updateClientLead(
	client: PortalClient,
	id: string,
	values: { status: string; notes: string | null },
): Promise<void> {
	const { error, count } = await client
		.from('leads')
		.update({ status: values.status, notes: values.notes }, { count: 'exact' })
		.eq('id', id);
	if (error) throw new Error(`leads: ${error.message}`);
	if (count !== 1) throw new Error('leads: not found');
}
