/** The local server's URL (the Supabase CLI's port), used when PUBLIC_SUPABASE_URL is not set. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/** The Supabase CLI's public demo anon key, matching the local server's default JWT secret. */
export const LOCAL_SUPABASE_ANON_KEY =
	'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** Where the browser client connects: build-time PUBLIC_ variables, else the local server. */
export const supabaseUrl: string = import.meta.env.PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL;

/** The public anon key the browser sends; RLS decides what it may read. */
export const supabaseAnonKey: string =
	import.meta.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_SUPABASE_ANON_KEY;
