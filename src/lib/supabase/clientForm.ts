import {
	type CopyOutcome,
	copyOutcome,
	type FormLookup,
	lookupFromRows,
	type SubmitOutcome,
	submitOutcome,
} from '../clientForm/outcome.ts';
import type { NewFormLink } from '../clientForm/formLinks.ts';
import type { ClientFormValues, SignatureInput } from '../clientForm/schema.ts';
import type { LeadStatus } from '../leads/states.ts';
import type { PortalClient } from './client.ts';
import type { Tables } from './database.types.ts';

/** A professional's shareable form link. */
export type ShareFormRow = Pick<
	Tables<'share_forms'>,
	'id' | 'token' | 'title' | 'description' | 'is_active' | 'expires_at' | 'created_at'
>;

const formColumns = 'id, token, title, description, is_active, expires_at, created_at';

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
	| 'monthly_income'
	| 'savings'
	| 'employment'
	| 'property_type'
	| 'property_price'
	| 'province'
	| 'city'
	| 'signature'
	| 'signature_method'
>;

const leadColumns =
	'id, name, email, phone, message, status, notes, created_at, share_form_id, monthly_income, savings, employment, property_type, property_price, province, city, signature, signature_method';

/** The professional's shareable forms, newest first. */
export async function listShareForms(
	client: PortalClient,
	ownerId: string,
): Promise<ShareFormRow[]> {
	const { data, error } = await client
		.from('share_forms')
		.select(formColumns)
		.eq('owner_id', ownerId)
		.order('created_at', { ascending: false });
	if (error) throw new Error(`share_forms: ${error.message}`);
	return data;
}

/**
 * The newest `limit` leads of the given forms (RLS shows a form's leads only to its owner): a
 * professional with thousands of clients gets a page, never every row.
 */
export async function listClientLeads(
	client: PortalClient,
	formIds: readonly string[],
	limit = 50,
): Promise<ClientLeadRow[]> {
	if (formIds.length === 0) return [];
	const { data, error } = await client
		.from('leads')
		.select(leadColumns)
		.in('share_form_id', [...formIds])
		.order('created_at', { ascending: false })
		.order('id', { ascending: false })
		.limit(limit);
	if (error) throw new Error(`leads: ${error.message}`);
	return data;
}

/** Saves a lead's follow-up: status and notes. */
export async function updateClientLead(
	client: PortalClient,
	id: string,
	values: { status: LeadStatus; notes: string | null },
): Promise<void> {
	const { error, count } = await client
		.from('leads')
		.update({ status: values.status, notes: values.notes }, { count: 'exact' })
		.eq('id', id);
	if (error) throw new Error(`leads: ${error.message}`);
	if (count !== 1) throw new Error('leads: not found');
}

/** Creates a form link for the signed-in professional (the database makes the token). */
export async function createShareForm(
	client: PortalClient,
	ownerId: string,
	values: NewFormLink,
): Promise<ShareFormRow> {
	const { data, error } = await client
		.from('share_forms')
		.insert({
			owner_id: ownerId,
			title: values.title,
			description: values.description,
			expires_at: values.expiresOn,
		})
		.select(formColumns)
		.single();
	if (error) throw new Error(`share_forms: ${error.message}`);
	return data;
}

/** Changes one of the professional's links (RLS: only its owner's). */
async function updateShareForm(
	client: PortalClient,
	id: string,
	patch: { title?: string; is_active?: boolean },
): Promise<void> {
	const { error, count } = await client
		.from('share_forms')
		.update(patch, { count: 'exact' })
		.eq('id', id);
	if (error) throw new Error(`share_forms: ${error.message}`);
	if (count !== 1) throw new Error('share_forms: not found');
}

/** Renames one of the professional's links (what the client sees as the form's title). */
export function renameShareForm(client: PortalClient, id: string, title: string): Promise<void> {
	return updateShareForm(client, id, { title });
}

/** Revokes (false) or reactivates (true) one of the professional's links. */
export function setShareFormActive(
	client: PortalClient,
	id: string,
	active: boolean,
): Promise<void> {
	return updateShareForm(client, id, { is_active: active });
}

/** The public view of a link (/formulario, anyone): its state, title and who sent it. */
export async function fetchPublicShareForm(
	client: PortalClient,
	token: string,
): Promise<FormLookup> {
	const { data, error } = await client.rpc('get_share_form', { p_token: token });
	if (error) throw new Error(`get_share_form: ${error.message}`);
	return lookupFromRows(data);
}

/** Confirms the address of a signed copy (the link of «confirmar_copia»); never throws. */
export async function confirmSignedCopy(client: PortalClient, token: string): Promise<CopyOutcome> {
	try {
		const { data, error } = await client.rpc('confirm_signed_copy', { p_token: token });
		return copyOutcome(data, error);
	} catch {
		return 'failed';
	}
}

/** Sends a client's answer and signature to a link; never throws (network failures included). */
export async function submitShareForm(
	client: PortalClient,
	token: string,
	values: ClientFormValues & SignatureInput,
): Promise<SubmitOutcome> {
	try {
		const { error } = await client.rpc('submit_share_form', {
			p_token: token,
			p_name: values.name,
			p_email: values.email,
			p_phone: values.phone,
			p_monthly_income: values.monthlyIncome ?? 0,
			p_savings: values.savings ?? 0,
			p_employment: values.employment,
			p_property_type: values.propertyType,
			// 0: no price given (the function stores null).
			p_property_price: values.propertyPrice ?? 0,
			p_province: values.province,
			p_city: values.city,
			p_message: values.message,
			p_signature: values.signature,
			p_signature_method: values.signatureMethod,
			p_consent: values.consent,
		});
		return submitOutcome(error);
	} catch {
		return { ok: false, reason: 'failed' };
	}
}
