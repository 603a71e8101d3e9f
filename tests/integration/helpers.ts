import {
	createClient,
	type RealtimeChannel,
	REALTIME_SUBSCRIBE_STATES,
	type SupabaseClient,
} from '@supabase/supabase-js';
import { type LocalSupabase, startLocalSupabase } from '../../supabase/local/app.ts';
import type { ServerConfig } from '../../supabase/local/config.ts';
import type { Mail } from '../../supabase/local/mailbox.ts';
import type { Database } from '../../src/lib/supabase/database.types.ts';

/** A typed client of the local server. */
export type Client = SupabaseClient<Database>;

/**
 * Starts a server on a free port with an in-memory PGlite (or DATABASE_URL when given). Passwords
 * are hashed at bcrypt cost 4, as the browser tests' backend does (BCRYPT_COST): the suites make
 * and sign in hundreds of accounts at about 0,1 s of CPU per hash or compare at GoTrue's 10; the
 * tests about the cost itself (authSecurity, bcryptCost) set it.
 */
export function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<LocalSupabase> {
	return startLocalSupabase({
		port: 0,
		dataDir: 'memory://',
		databaseUrl: '',
		quiet: !process.env['BACKEND_DEBUG'],
		seed: false,
		bcryptCost: 4,
		...overrides,
	});
}

/** A client that never persists or auto-refreshes (each test controls its session). */
export function client(app: LocalSupabase, key = app.config.anonKey): Client {
	return createClient<Database>(app.url, key, {
		auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
	});
}

/** The service-role client (bypasses RLS, may use the admin API). */
export const service = (app: LocalSupabase): Client => client(app, app.config.serviceRoleKey);

let counter = 0;
/** A unique address for this run. */
export const uniqueEmail = (prefix = 'user') =>
	`${prefix}.${Date.now().toString(36)}${++counter}@example.com`;

/** Creates a confirmed user through the admin API and returns a signed-in client. */
export async function signedInUser(
	app: LocalSupabase,
	options: { admin?: boolean; role?: string; email?: string } = {},
): Promise<{ client: Client; id: string; email: string }> {
	const email = options.email ?? uniqueEmail(options.admin ? 'admin' : 'user');
	const password = 'contraseña-segura-1';
	const { data, error } = await service(app).auth.admin.createUser({
		email,
		password,
		email_confirm: true,
		user_metadata: {
			first_name: 'Prueba',
			last_name: 'Usuario',
			phone: '600123456',
			role: options.role ?? 'particular',
		},
		app_metadata: options.admin ? { role: 'admin' } : {},
	});
	if (error) throw error;
	const c = client(app);
	const signIn = await c.auth.signInWithPassword({ email, password });
	if (signIn.error) throw signIn.error;
	return { client: c, id: data.user.id, email };
}

/** Waits (polling, bounded) for a mail to an address; no fixed sleeps. */
export async function waitForMail(app: LocalSupabase, to: string, type: string): Promise<Mail> {
	for (let i = 0; i < 100; i++) {
		const mail = app.mailbox.list(to).find((m) => m.type === type);
		if (mail) return mail;
		await new Promise((r) => setTimeout(r, 20));
	}
	throw new Error(`no ${type} mail for ${to}`);
}

/** Resolves when predicate() becomes true, or rejects after timeoutMs. */
export async function until(
	predicate: () => boolean,
	timeoutMs = 10_000,
	what = 'condition',
): Promise<void> {
	const start = Date.now();
	while (!predicate()) {
		if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 10));
	}
}

/** Subscribes a channel and resolves once joined; rejects on error or timeout. */
export function subscribed(channel: RealtimeChannel): Promise<void> {
	return new Promise((resolve, reject) => {
		channel.subscribe((status, error) => {
			if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
			else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
		});
	});
}

/** Calls a local Edge Function with a bearer token (a person's, a key); answers status and body. */
export async function callFunction(
	app: LocalSupabase,
	name: string,
	token: string,
	body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
	const res = await fetch(`${app.url}/functions/v1/${name}`, {
		method: 'POST',
		headers: {
			apikey: app.config.anonKey,
			authorization: `Bearer ${token}`,
			'content-type': 'application/json',
		},
		body: JSON.stringify(body),
	});
	return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The access token of a signed-in client. */
export const accessToken = async (c: Client): Promise<string> =>
	(await c.auth.getSession()).data.session!.access_token;
