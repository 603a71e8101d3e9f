import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const binary = '/usr/lib/postgresql/15/bin/postgres';
const role = 'supabase_local_test';
const password = 'supabase-local-test';

/** Whether this machine has PostgreSQL 15 (Debian's layout, managed by pg_ctlcluster). */
export const hasPostgres15 = existsSync(binary) && existsSync('/usr/bin/pg_ctlcluster');

/** Runs SQL through psql as the cluster's superuser (root switches to the postgres user). */
export function psql(sql: string, database = 'postgres'): string {
	const args = ['-X', '-v', 'ON_ERROR_STOP=1', '-Atc', sql, database];
	const asRoot = process.getuid?.() === 0;
	return execFileSync(
		asRoot ? 'runuser' : 'psql',
		asRoot ? ['-u', 'postgres', '--', 'psql', ...args] : args,
		{
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	);
}

/**
 * Starts the machine's PostgreSQL 15 cluster (installed but stopped), makes a test login (not a
 * superuser: it owns its database and may switch to the API roles, like Supabase's own login
 * role) and a fresh database, and returns its URL plus a drop() that removes the database.
 */
export function freshPostgresDatabase(): { url: string; drop(): void } {
	const status = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
	if (!/^15\s+main\s+\d+\s+online/m.test(status))
		execFileSync('pg_ctlcluster', ['15', 'main', 'start']);
	const port = /^15\s+main\s+(\d+)/m.exec(status)?.[1] ?? '5432';
	// The API roles need a superuser once (bypassrls); concurrent runs may race to create them.
	psql(`do $$ begin
		if not exists (select 1 from pg_roles where rolname = 'anon') then
			create role anon nologin noinherit;
		end if;
		if not exists (select 1 from pg_roles where rolname = 'authenticated') then
			create role authenticated nologin noinherit;
		end if;
		if not exists (select 1 from pg_roles where rolname = 'service_role') then
			create role service_role nologin noinherit bypassrls;
		end if;
		if not exists (select 1 from pg_roles where rolname = '${role}') then
			create role ${role} login password '${password}';
		end if;
	exception when duplicate_object or unique_violation then null;
	end $$;
	alter role ${role} nosuperuser;
	grant anon, authenticated, service_role to ${role};`);
	const name = `supabase_test_${process.pid}_${Date.now().toString(36)}`;
	psql(`create database ${name} owner ${role}`);
	return {
		url: `postgres://${role}:${password}@127.0.0.1:${port}/${name}`,
		drop: () => {
			psql(`drop database if exists ${name} with (force)`);
		},
	};
}
