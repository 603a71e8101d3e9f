import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findTestChromium } from './scripts/chromium.ts';
import { e2eDist, e2ePort, prebuiltProblem } from './scripts/e2eBuild.ts';

const port = e2ePort();
/** The local Supabase-compatible backend the built site talks to (contact form, later auth). */
const backendPort = port + 50_000;
const executablePath = findTestChromium();
if (!executablePath) {
	throw new Error('No se encuentra Chromium: ejecuta «node scripts/ensure-chromium.ts».');
}
/**
 * E2E_PREBUILT=1 serves the test build already in dist-e2e/<port> (CI builds it once with
 * `npm run build:e2e` and the audit reuses it); otherwise the web server builds it first.
 */
const prebuilt = process.env['E2E_PREBUILT'] === '1';
if (prebuilt) {
	const problem = prebuiltProblem(port);
	if (problem) throw new Error(problem);
}
const serve = `node scripts/serve.ts --dir ${e2eDist(port)} --port ${port}`;

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	forbidOnly: Boolean(process.env['CI']),
	retries: 0,
	// A guard against hangs, not a performance budget: axe on long pages is slow on 2 busy cores.
	timeout: 60_000,
	workers: 2,
	reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
	use: {
		baseURL: `http://localhost:${port}`,
		locale: 'es-ES',
		timezoneId: 'Europe/Madrid',
		// Recording a trace costs every test about a seventh of its time even when it passes and the
		// trace is thrown away; CI keeps no artefacts (its log and each failure's error-context.md
		// are what it leaves), so CI records none and a local run keeps the failures' traces.
		trace: process.env['CI'] ? 'off' : 'retain-on-failure',
		// The site's service worker would answer requests before page.route sees them: off by
		// default, on in the specs that test it (test.use({ serviceWorkers: 'allow' })).
		serviceWorkers: 'block',
		launchOptions: { executablePath, args: chromiumArgs },
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
	webServer: [
		{
			// The local backend with an in-memory database: every run starts from the migrations.
			// Every test signs its users in through the password grant from this one address, far
			// more than GoTrue's 30 a minute per IP, so the limit is raised here; the limiter itself
			// is tested against the backend in tests/integration (robustness, authHardening).
			// Passwords are hashed at bcrypt cost 4 instead of 10: the tests make and sign in
			// hundreds of accounts, and no browser test is about the cost (tests/integration's
			// authSecurity checks cost 10, the default). SITE_URL is the site below, so the links of
			// the emails the tests read lead to it.
			command: `PORT=${backendPort} SITE_URL=http://localhost:${port} DATA_DIR=memory:// DATABASE_URL= SEED=false AUTH_RATE_LIMIT=1000 BCRYPT_COST=4 node supabase/local/server.ts`,
			url: `http://127.0.0.1:${backendPort}/auth/v1/health`,
			timeout: 120_000,
			reuseExistingServer: !process.env['CI'],
			stdout: 'ignore',
			stderr: 'pipe',
		},
		{
			// A production build with the test-only routes (scripts/e2eBuild.ts) served like a static
			// host, pointed at the backend above.
			command: prebuilt ? serve : `node scripts/e2eBuild.ts && ${serve}`,
			url: `http://localhost:${port}/`,
			timeout: 300_000,
			reuseExistingServer: !process.env['CI'],
			stdout: 'ignore',
			stderr: 'pipe',
		},
	],
});
