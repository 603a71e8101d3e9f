import type { Database } from './db.ts';

/**
 * Opens PGlite when databaseUrl is empty, otherwise a PostgreSQL pool. An in-memory PGlite starts
 * from `template` (a dump of a migrated database) when one is given.
 */
export async function openDatabase(
	databaseUrl: string,
	dataDir: string,
	template = '',
): Promise<Database> {
	if (databaseUrl) {
		const { openPostgres } = await import('./db-postgres.ts');
		return openPostgres(databaseUrl);
	}
	const { openPglite } = await import('./db-pglite.ts');
	return openPglite(dataDir, template);
}
