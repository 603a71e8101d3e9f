import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './config.ts';
import type { Database } from './database.types.ts';
import { loggedFetch } from './requestLog.ts';

/** The typed supabase-js client of the portal. */
export type PortalClient = SupabaseClient<Database>;

let browserClient: PortalClient | undefined;

/**
 * The one browser client: sessions persist in localStorage and refresh automatically, and email
 * links (confirmation, recovery) are read from the URL. Created lazily so pages without islands
 * never load supabase-js. Every request goes through the request log (`recentRequests()`).
 */
export function getSupabase(): PortalClient {
	browserClient ??= createClient<Database>(supabaseUrl, supabaseAnonKey, {
		auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
		global: { fetch: loggedFetch },
	});
	return browserClient;
}
