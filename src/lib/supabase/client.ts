import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './config.ts';
import type { Database } from './database.types.ts';
import { loggedFetch } from './requestLog.ts';

/** The typed supabase-js client of the portal. */
export type PortalClient = SupabaseClient<Database>;

let browserClient: PortalClient | undefined;

/**
 * The one browser client: sessions persist in localStorage and refresh automatically, and email
 * links (confirmation, recovery, email change) are read from the URL in the PKCE flow only: an
 * email link brings a `?code=` that only the browser which asked for the email (and keeps its
 * code verifier) can exchange, and a session in the fragment (`#access_token=…`, what a login
 * CSRF link would carry) is refused. Created lazily so pages without islands never load
 * supabase-js. Every request goes through the request log (`recentRequests()`).
 */
export function getSupabase(): PortalClient {
	browserClient ??= createClient<Database>(supabaseUrl, supabaseAnonKey, {
		auth: {
			flowType: 'pkce',
			persistSession: true,
			autoRefreshToken: true,
			detectSessionInUrl: true,
		},
		global: { fetch: loggedFetch },
	});
	return browserClient;
}
