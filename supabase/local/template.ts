/**
 * A migrated PGlite, dumped once, that in-memory databases start from (config.pgliteTemplate):
 * initdb and ~40 migrations take seconds in WASM, loading the dump a fraction of that. The test
 * runner makes it once per run (tests/globalSetup.ts); every test server then starts from it.
 * The file's name carries a fingerprint of everything migrate() runs and of PGlite's version, so
 * a changed migration makes a new template and an old one is never reused by mistake.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { wrapPglite } from './db-pglite.ts';
import { migrate } from './migrate.ts';

const here = import.meta.dirname;

/** SHA-256 over the bootstrap, storage schema, realtime triggers, migrations and PGlite version. */
export function schemaFingerprint(supabaseDir: string): string {
	const hash = createHash('sha256');
	const pglite = join(here, '../../node_modules/@electric-sql/pglite/package.json');
	hash.update(existsSync(pglite) ? readFileSync(pglite) : 'pglite');
	for (const file of ['bootstrap.sql', 'storage/schema.sql', 'realtime-local.sql']) {
		hash.update(file).update(readFileSync(join(here, file)));
	}
	const dir = join(supabaseDir, 'migrations');
	for (const file of readdirSync(dir).sort()) {
		if (file.endsWith('.sql')) hash.update(file).update(readFileSync(join(dir, file)));
	}
	return hash.digest('hex').slice(0, 16);
}

/**
 * The path of a dump of a freshly migrated database (no seed) for these migrations, made now
 * if `dir` has none. Written to a temporary name and renamed, so a parallel run never reads half
 * a file.
 */
export async function ensurePgliteTemplate(supabaseDir: string, dir = tmpdir()): Promise<string> {
	const path = join(dir, `hipoteca-pglite-${schemaFingerprint(supabaseDir)}.tar`);
	if (existsSync(path)) return path;
	const pg = await PGlite.create('memory://', { extensions: { pgcrypto } });
	try {
		await migrate(wrapPglite(pg), supabaseDir, false);
		const dump = await pg.dumpDataDir('none');
		const partial = `${path}.${process.pid}.part`;
		writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
		renameSync(partial, path);
	} finally {
		await pg.close();
	}
	return path;
}
