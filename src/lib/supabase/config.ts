import { LOCAL_SUPABASE_URL } from './localUrl.ts';

export { LOCAL_SUPABASE_URL } from './localUrl.ts';

/** The Supabase CLI's public demo anon key, matching the local server's default JWT secret. */
export const LOCAL_SUPABASE_ANON_KEY =
	'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

// Written as import.meta.env.PUBLIC_… literally so Vite replaces them at build time.
const envUrl: unknown = import.meta.env.PUBLIC_SUPABASE_URL;
const envKey: unknown = import.meta.env.PUBLIC_SUPABASE_ANON_KEY;

/** Where the browser client connects: build-time PUBLIC_SUPABASE_URL, else the local server. */
export const supabaseUrl: string =
	typeof envUrl === 'string' && envUrl ? envUrl : LOCAL_SUPABASE_URL;

/** The public anon key the browser sends; RLS decides what it may read. */
export const supabaseAnonKey: string =
	typeof envKey === 'string' && envKey ? envKey : LOCAL_SUPABASE_ANON_KEY;
