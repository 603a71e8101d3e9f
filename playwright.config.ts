import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.ts';
import { E2E_MEASUREMENT_ID, E2E_SENTRY_DSN } from './tests/fixtures/observability.ts';

const port = Number(process.env['E2E_PORT'] ?? 4329);
/** The local Supabase-compatible backend the built site talks to (contact form, later auth). */
const backendPort = port + 50_000;
const executablePath = findChromium();
if (!executablePath) {
	throw new Error('No se encuentra Chromium: ejecuta «node scripts/ensure-chromium.ts».');
}

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
		trace: 'retain-on-failure',
		// The site's service worker would answer requests before page.route sees them: off by
		// default, on in the specs that test it (test.use({ serviceWorkers: 'allow' })).
		serviceWorkers: 'block',
		launchOptions: { executablePath, args: chromiumArgs },
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
	webServer: [
		{
			// The local backend with an in-memory database: every run starts from the migrations.
			command: `PORT=${backendPort} DATA_DIR=memory:// DATABASE_URL= SEED=false node supabase/local/server.ts`,
			url: `http://127.0.0.1:${backendPort}/auth/v1/health`,
			timeout: 120_000,
			reuseExistingServer: !process.env['CI'],
			stdout: 'ignore',
			stderr: 'pipe',
		},
		{
			// A production build with the test-only routes (E2E_TEST_ROUTES) served like a static
			// host, pointed at the backend above.
			command: `E2E_TEST_ROUTES=1 ASTRO_TELEMETRY_DISABLED=1 PUBLIC_SUPABASE_URL=http://127.0.0.1:${backendPort} PUBLIC_GA_MEASUREMENT_ID=${E2E_MEASUREMENT_ID} PUBLIC_SENTRY_DSN=${E2E_SENTRY_DSN} astro build --outDir dist-e2e/${port} && node scripts/serve.ts --dir dist-e2e/${port} --port ${port}`,
			url: `http://localhost:${port}/`,
			timeout: 300_000,
			reuseExistingServer: !process.env['CI'],
			stdout: 'ignore',
			stderr: 'pipe',
		},
	],
});
