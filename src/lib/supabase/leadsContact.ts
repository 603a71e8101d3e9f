/**
 * Sends a contact-form message to the `leads` table through the REST API with one plain fetch:
 * the contact page loads no supabase-js. Row-level security lets anyone insert a lead with
 * `source = 'contacto'` and consent; the database rate limits and notifies the team.
 */

/** What the contact form stores (trimmed; an empty phone is sent as null). */
export interface ContactLead {
	name: string;
	email: string;
	phone: string;
	message: string;
}

/** How a send ended: stored, refused for too many messages, or failed (network or server). */
export type ContactLeadResult = { ok: true } | { ok: false; reason: 'rate_limited' | 'failed' };

/** Where and with which public key to send (the site's Supabase URL and anon key). */
export interface ContactLeadTarget {
	url: string;
	anonKey: string;
	fetch?: typeof fetch;
}

/** The row the form inserts: consent is true because the form cannot be sent without it. */
export function contactLeadRow(lead: ContactLead) {
	const phone = lead.phone.trim();
	return {
		source: 'contacto',
		name: lead.name.trim(),
		email: lead.email.trim(),
		phone: phone === '' ? null : phone,
		message: lead.message.trim(),
		consent: true,
	};
}

/** Inserts the lead; never throws (a network error is `{ ok: false, reason: 'failed' }`). */
export async function sendContactLead(
	lead: ContactLead,
	target: ContactLeadTarget,
): Promise<ContactLeadResult> {
	const doFetch = target.fetch ?? fetch;
	try {
		const res = await doFetch(`${target.url.replace(/\/$/, '')}/rest/v1/leads`, {
			method: 'POST',
			headers: {
				apikey: target.anonKey,
				authorization: `Bearer ${target.anonKey}`,
				'content-type': 'application/json',
				prefer: 'return=minimal',
			},
			body: JSON.stringify(contactLeadRow(lead)),
		});
		if (res.ok) return { ok: true };
		return { ok: false, reason: res.status === 429 ? 'rate_limited' : 'failed' };
	} catch {
		return { ok: false, reason: 'failed' };
	}
}
