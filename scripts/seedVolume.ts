/**
 * `npm run seed:volume -- --scale N`: loads issue 49's volume set (scale 1: 5.000 users, 10.000
 * leads, 2.000 tickets with a 500-message thread, 20.000 notifications, 3.000 applications with
 * 15.000 documents, the busy buyer's 50 simulations and valuations, two years of statistics, 200
 * cached answers) into the local backend's database: PGlite in DATA_DIR (.data/pglite) or
 * PostgreSQL at DATABASE_URL, migrated first. Running it again adds nothing. Accounts:
 * admin@volumen.local (admin), comprador@volumen.local (busy buyer), asesora@volumen.local
 * (estate agent), password volumen-demo-1234. Stop the backend first when it uses PGlite.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../supabase/local/config.ts';
import { openDatabase } from '../supabase/local/db-open.ts';
import { migrate } from '../supabase/local/migrate.ts';
import { volumeAccounts, volumePassword } from './lib/volumeCounts.ts';
import { seedVolume } from './lib/volumeSeed.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0 || scale > 20) {
	console.error('--scale debe ser un número mayor que 0 y como mucho 20.');
	process.exit(1);
}
const config = loadConfig();
const db = await openDatabase(config.databaseUrl, config.dataDir);
try {
	await migrate(db, config.supabaseDir, config.seed);
	const started = performance.now();
	const tally = await seedVolume(db, scale);
	const seconds = (performance.now() - started) / 1000;
	console.log(`Volume set (scale ${scale}) in ${db.kind}, ${seconds.toFixed(1)} s:`);
	for (const [name, count] of Object.entries(tally)) console.log(`  ${name.padEnd(18)} ${count}`);
	console.log(`Accounts (password ${volumePassword}):`);
	for (const [role, account] of Object.entries(volumeAccounts))
		console.log(`  ${role.padEnd(12)} ${account.email}`);
} finally {
	await db.close();
}
process.exit(0);
