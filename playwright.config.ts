import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 4329);
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
		launchOptions: { executablePath, args: chromiumArgs },
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
	webServer: {
		// A production build with the test-only routes (E2E_TEST_ROUTES) served like a static host.
		command: `E2E_TEST_ROUTES=1 ASTRO_TELEMETRY_DISABLED=1 astro build --outDir dist-e2e/${port} && node scripts/serve.ts --dir dist-e2e/${port} --port ${port}`,
		url: `http://localhost:${port}/`,
		timeout: 300_000,
		reuseExistingServer: !process.env['CI'],
		stdout: 'ignore',
		stderr: 'pipe',
	},
});
