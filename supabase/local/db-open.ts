import type { Database } from './db.ts';

/** Opens PGlite when databaseUrl is empty, otherwise a PostgreSQL pool. */
export async function openDatabase(databaseUrl: string, dataDir: string): Promise<Database> {
	if (databaseUrl) {
		const { openPostgres } = await import('./db-postgres.ts');
		return openPostgres(databaseUrl);
	}
	const { openPglite } = await import('./db-pglite.ts');
	return openPglite(dataDir);
}
