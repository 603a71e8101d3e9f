/**
 * The Supabase client, created when the app starts (as a single-page app does): the site's
 * public URL and anon key from the build's env (PUBLIC_SUPABASE_URL, PUBLIC_SUPABASE_ANON_KEY),
 * else the local server's defaults, the same values the Astro build uses.
 */
import { createClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from '~/lib/supabase/config.ts';

export const supabase = createClient(supabaseUrl, supabaseAnonKey);
