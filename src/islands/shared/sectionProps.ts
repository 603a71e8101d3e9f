import type { Session } from '@supabase/supabase-js';

/** Props every section of the admin area receives. */
export interface SectionProps {
	session: Session;
}
