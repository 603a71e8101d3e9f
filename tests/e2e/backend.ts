import type { Page } from '@playwright/test';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';

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

/** A confirmed user created for one test, with the password to sign in. */
export interface TestUser {
	id: string;
	email: string;
	password: string;
}

/**
 * Creates a confirmed user with the service role (the e2e backend has no seed). `role` is the
 * sign-up role in user metadata (copied to profiles by the trigger); `admin` sets
 * app_metadata.role = 'admin', which only the service role can do.
 */
export async function createUser(
	options: {
		prefix?: string;
		role?: 'particular' | 'inmobiliaria' | 'promotora' | 'agente_inmobiliario';
		admin?: boolean;
		firstName?: string;
		lastName?: string;
		phone?: string;
	} = {},
): Promise<TestUser> {
	const email = uniqueEmail(options.prefix ?? 'usuario');
	const password = `clave-${Math.random().toString(36).slice(2, 10)}`;
	const res = await fetch(`${backendUrl}/auth/v1/admin/users`, {
		method: 'POST',
		headers: serviceHeaders,
		body: JSON.stringify({
			email,
			password,
			email_confirm: true,
			user_metadata: {
				first_name: options.firstName ?? 'Lucía',
				last_name: options.lastName ?? 'García Pérez',
				phone: options.phone ?? '600123456',
				role: options.role ?? 'particular',
			},
			...(options.admin ? { app_metadata: { role: 'admin' } } : {}),
		}),
	});
	if (!res.ok) throw new Error(`createUser: HTTP ${res.status} ${await res.text()}`);
	const user = (await res.json()) as { id: string };
	return { id: user.id, email, password };
}

/** Signs `user` in through the password grant and returns the session supabase-js stores. */
export async function sessionFor(user: Pick<TestUser, 'email' | 'password'>): Promise<unknown> {
	const res = await fetch(`${backendUrl}/auth/v1/token?grant_type=password`, {
		method: 'POST',
		headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
		body: JSON.stringify({ email: user.email, password: user.password }),
	});
	if (!res.ok) throw new Error(`sessionFor: HTTP ${res.status} ${await res.text()}`);
	return res.json();
}

/** Where supabase-js keeps the session for the e2e backend (`sb-<first host label>-auth-token`). */
export const sessionStorageKey = `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;

/**
 * Starts the page's browser context signed in as `user`, as if they had used the sign-in form:
 * the session is written to localStorage before the first page script runs, once per tab (a
 * later sign-out in the page stays signed out).
 */
export async function signInAs(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
	const session = await sessionFor(user);
	await page.addInitScript(
		({ key, value }) => {
			if (sessionStorage.getItem('e2e-signed-in')) return;
			sessionStorage.setItem('e2e-signed-in', '1');
			localStorage.setItem(key, value);
		},
		{ key: sessionStorageKey, value: JSON.stringify(session) },
	);
}

/** Inserts rows into a table with the service role (bypasses RLS) and returns them. */
export async function insertAsService<T = Record<string, unknown>>(
	table: string,
	rows: Record<string, unknown> | Record<string, unknown>[],
): Promise<T[]> {
	const res = await fetch(`${backendUrl}/rest/v1/${table}`, {
		method: 'POST',
		headers: { ...serviceHeaders, prefer: 'return=representation' },
		body: JSON.stringify(rows),
	});
	if (!res.ok) throw new Error(`insert ${table}: HTTP ${res.status} ${await res.text()}`);
	return (await res.json()) as T[];
}

/**
 * Reads rows with the service role (bypasses RLS): `query` is a PostgREST query string such as
 * `select=id,is_read&user_id=eq.<uuid>`.
 */
export async function selectAsService<T = Record<string, unknown>>(
	table: string,
	query: string,
): Promise<T[]> {
	const res = await fetch(`${backendUrl}/rest/v1/${table}?${query}`, { headers: serviceHeaders });
	if (!res.ok) throw new Error(`select ${table}: HTTP ${res.status} ${await res.text()}`);
	return (await res.json()) as T[];
}
