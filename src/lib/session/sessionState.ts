import type { Session } from '@supabase/supabase-js';

/**
 * Who is signed in, as every island reads it: `unknown` until the stored session was read, then
 * `signed-out` or `signed-in`. The session store (src/stores/session.ts) holds it; the gate's
 * pure rule (gate.ts) reads it, so the type lives here, below both.
 */
export type SessionState =
	{ status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };
