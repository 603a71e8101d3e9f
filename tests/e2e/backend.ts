import { DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';

/** The local backend Playwright starts beside the site (playwright.config.ts). */
export const backendUrl = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4329) + 50_000}`;

/** A contact lead as an admin reads it. */
export interface StoredLead {
	source: string;
	name: string;
	email: string;
	phone: string | null;
	message: string | null;
	consent: boolean;
	status: string;
}

/** The leads sent with `email`, read with the service role (bypasses RLS). */
export async function leadsFor(email: string): Promise<StoredLead[]> {
	const res = await fetch(
		`${backendUrl}/rest/v1/leads?select=source,name,email,phone,message,consent,status&email=eq.${encodeURIComponent(email)}`,
		{
			headers: {
				apikey: DEMO_SERVICE_ROLE_KEY,
				authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
			},
		},
	);
	if (!res.ok) throw new Error(`leads: HTTP ${res.status}`);
	return (await res.json()) as StoredLead[];
}

/** A unique email for one test run, so runs never share rate limits or rows. */
export const uniqueEmail = (prefix: string) =>
	`${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const serviceHeaders = {
	apikey: DEMO_SERVICE_ROLE_KEY,
	authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
	'content-type': 'application/json',
};

/** Stores an answer in ai_response_cache as the server side of the assistant does. */
export async function cacheAnswer(questionHash: string, response: string): Promise<void> {
	const res = await fetch(`${backendUrl}/rest/v1/rpc/cache_ai_response`, {
		method: 'POST',
		headers: serviceHeaders,
		body: JSON.stringify({ p_question_hash: questionHash, p_response: response }),
	});
	if (!res.ok) throw new Error(`cache_ai_response: HTTP ${res.status}`);
}

/** The hit count of a cached answer, read with the service role. */
export async function cacheHits(questionHash: string): Promise<number | undefined> {
	const res = await fetch(
		`${backendUrl}/rest/v1/ai_response_cache?select=hit_count&question_hash=eq.${questionHash}`,
		{ headers: serviceHeaders },
	);
	if (!res.ok) throw new Error(`ai_response_cache: HTTP ${res.status}`);
	const rows = (await res.json()) as { hit_count: number }[];
	return rows[0]?.hit_count;
}
