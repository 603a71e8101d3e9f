/**
 * Runs once before the test workers start: makes (or finds) the migrated PGlite template and
 * hands its path to every worker through PGLITE_TEMPLATE, so each in-memory test server loads it
 * instead of running initdb and every migration (supabase/local/template.ts).
 */
import { resolve } from 'node:path';
import { ensurePgliteTemplate } from '../supabase/local/template.ts';

export async function setup(): Promise<void> {
	if (process.env['PGLITE_TEMPLATE'] === 'off') {
		delete process.env['PGLITE_TEMPLATE'];
		return;
	}
	process.env['PGLITE_TEMPLATE'] = await ensurePgliteTemplate(resolve('supabase'));
}
