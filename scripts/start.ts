/**
 * `npm start`: the local Supabase-compatible backend and the built site side by side.
 * `npm run dev`: the same backend with Astro's dev server instead of the built site.
 * Both stop together on Ctrl+C. If one exits on its own it is restarted and the other keeps
 * serving; one that keeps crashing (more than 5 times a minute) stops both, saying which.
 */
import { siteUrlFor } from './lib/siteUrl.ts';
import { supervise } from './lib/supervise.ts';

const dev = process.argv.includes('--dev');
// Email links (confirmation, tickets, documents…) point at the site this command serves unless
// SITE_URL says otherwise (a public address behind a proxy).
const siteUrl = siteUrlFor(process.env);
const supervisor = supervise(
	[
		{
			name: 'backend',
			command: process.execPath,
			args: ['supabase/local/server.ts'],
			env: { SITE_URL: siteUrl },
		},
		dev
			? { name: 'astro dev', command: 'astro', args: ['dev'] }
			: { name: 'web', command: process.execPath, args: ['scripts/serve.ts'] },
	],
	{
		maxRestarts: 5,
		windowMs: 60_000,
		log: (line) => console.error(line),
		onStopped: (code) => process.exit(code),
	},
);

const stop = () => {
	supervisor.stop(0);
	// A child that ignores SIGTERM does not keep the terminal waiting (the backend drains in 25 s).
	setTimeout(() => process.exit(0), 30_000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
