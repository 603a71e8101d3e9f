import { startLocalSupabase } from './app.ts';
import { startEmailWorker } from './email/worker.ts';

/**
 * `npm run backend`: the local Supabase-compatible server on port 54321 (PORT overrides),
 * PGlite under .data/ (or DATABASE_URL), the Supabase CLI's demo keys (or JWT_SECRET).
 */
const app = await startLocalSupabase();
const { config, url } = app;
// The transactional emails of email_outbox, delivered to the mailbox (EMAIL_WORKER=false: not).
const emailWorker =
	process.env['EMAIL_WORKER'] === 'false'
		? undefined
		: startEmailWorker(app, {
				intervalMs: Number(process.env['EMAIL_WORKER_INTERVAL_MS'] ?? 1000),
			});
console.log(`
Local Supabase ready (${app.db.kind}${config.databaseUrl ? '' : `, ${config.dataDir}`})
  API URL       ${url}
  REST          ${url}/rest/v1
  Auth          ${url}/auth/v1
  Realtime      ${url.replace('http', 'ws')}/realtime/v1/websocket
  Mailbox       ${url}/mailbox   (JSON: ${url}/mailbox/api/messages)
  anon key      ${config.anonKey}
  service key   ${config.serviceRoleKey}
  Migrations    ${app.report.applied.length ? app.report.applied.join(', ') : 'up to date'}${app.report.seeded ? '\n  Seed          applied' : ''}
  Demo logins   admin@hipotecas.local / admin-demo-1234 (admin)
                demo@hipotecas.local / demo-demo-1234
Build with PUBLIC_SUPABASE_URL=${url} PUBLIC_SUPABASE_ANON_KEY=<anon key> (the defaults).
`);

let stopping = false;
const stop = async (signal: string) => {
	if (stopping) return;
	stopping = true;
	console.log(`${signal}: closing, flushing the database…`);
	await emailWorker?.stop();
	await app.close();
	process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
