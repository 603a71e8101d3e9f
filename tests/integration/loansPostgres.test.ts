// Dominio: loans
import { afterAll, describe } from 'vitest';
import { startTestServer } from './helpers.ts';
import { loansJob } from './loansJob.ts';
import { freshPostgresDatabase, hasPostgres15 } from './postgres.ts';

/** «Mi hipoteca»'s daily job on PostgreSQL 15 (what hosted Supabase runs). */
const databases: { drop(): void }[] = [];
afterAll(() => {
	for (const d of databases) d.drop();
});

describe.skipIf(!hasPostgres15)('loans: the daily job on PostgreSQL 15', () => {
	loansJob(() => {
		const database = freshPostgresDatabase();
		databases.push(database);
		return startTestServer({ databaseUrl: database.url });
	});
});
