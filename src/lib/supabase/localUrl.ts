/**
 * The local server's URL (the Supabase CLI's port), used when PUBLIC_SUPABASE_URL is not set.
 * Apart from config.ts (which reads Vite's env) so the build's security headers can import it.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
