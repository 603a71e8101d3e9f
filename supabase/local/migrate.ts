import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './db.ts';

/** What a start did to the schema, for the banner. */
export type MigrationReport = { applied: string[]; seeded: boolean };

const here = import.meta.dirname;

/**
 * Brings the database up to date: the local bootstrap (what hosted Supabase provides, storage's
 * schema included), every
 * migration not yet recorded in supabase_migrations.schema_migrations, the seed once, and the
 * local realtime triggers. Each migration runs in its own transaction.
 */
export async function migrate(
	db: Database,
	supabaseDir: string,
	seed: boolean,
): Promise<MigrationReport> {
	const bootstrap = readFileSync(join(here, 'bootstrap.sql'), 'utf8');
	// Roles are cluster-wide on PostgreSQL: serialise concurrent bootstraps of several databases.
	await db.transaction(async (tx) => {
		await tx.query('select pg_advisory_xact_lock(54321)');
		await tx.exec(bootstrap);
		await tx.exec(readFileSync(join(here, 'storage', 'schema.sql'), 'utf8'));
	});
	const dir = join(supabaseDir, 'migrations');
	const files = readdirSync(dir)
		.filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
		.sort();
	const applied: string[] = [];
	for (const file of files) {
		const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
		await db.transaction(async (tx) => {
			const done = await tx.query(
				'select 1 from supabase_migrations.schema_migrations where version = $1',
				[version],
			);
			if (done.rows.length > 0) return;
			await tx.exec(readFileSync(join(dir, file), 'utf8'));
			await tx.query(
				'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
				[version, rest.join('_')],
			);
			applied.push(file);
		});
	}
	let seeded = false;
	const seedPath = join(supabaseDir, 'seed.sql');
	if (seed && existsSync(seedPath)) {
		const sql = readFileSync(seedPath, 'utf8');
		await db.transaction(async (tx) => {
			const done = await tx.query('select 1 from supabase_migrations.seed_files where path = $1', [
				'seed.sql',
			]);
			if (done.rows.length > 0) return;
			await tx.exec(sql);
			const hash = createHash('sha256').update(sql).digest('hex');
			await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
				'seed.sql',
				hash,
			]);
			seeded = true;
		});
	}
	await db.transaction((tx) => tx.exec(readFileSync(join(here, 'realtime-local.sql'), 'utf8')));
	return { applied, seeded };
}
