/**
 * The build the browser tests run against (and, in CI, the audit too): a production build with
 * the test-only routes (E2E_TEST_ROUTES), the test analytics id and error-reporting DSN, pointed
 * at the in-memory backend Playwright starts on E2E_PORT + 50000. One definition, so CI can
 * build it once (`npm run build:e2e`, then E2E_PREBUILT=1) and Playwright's web server and
 * `npm run audit -- --dir …` serve that same folder instead of building again.
 *
 * Usage: node scripts/e2eBuild.ts (E2E_PORT picks the folder and the backend port; 4329 by default)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_MEASUREMENT_ID, E2E_SENTRY_DSN } from '../tests/fixtures/observability.ts';

/** The site's port in the browser tests (E2E_PORT, 4329 by default). */
export function e2ePort(env: NodeJS.ProcessEnv = process.env): number {
	return Number(env['E2E_PORT'] ?? 4329);
}

/** The local backend the build talks to: the site's port + 50.000. */
export function e2eBackendUrl(port: number): string {
	return `http://127.0.0.1:${port + 50_000}`;
}

/** Where the build for a port goes. */
export function e2eDist(port: number): string {
	return `dist-e2e/${port}`;
}

/** The build-time variables of the test build. */
export function e2eBuildEnv(port: number): Record<string, string> {
	return {
		E2E_TEST_ROUTES: '1',
		ASTRO_TELEMETRY_DISABLED: '1',
		PUBLIC_SUPABASE_URL: e2eBackendUrl(port),
		PUBLIC_GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID,
		PUBLIC_SENTRY_DSN: E2E_SENTRY_DSN,
	};
}

/** The note a finished build leaves, so a reuse can check it was made for the same backend. */
const stampFile = '.e2e-build.json';

/** Builds the test site for `port` into its folder and leaves the stamp. */
export function buildE2e(port: number): void {
	const dir = e2eDist(port);
	execFileSync(
		process.execPath,
		[resolve('node_modules/astro/bin/astro.mjs'), 'build', '--outDir', dir],
		{ stdio: 'inherit', env: { ...process.env, ...e2eBuildEnv(port) } },
	);
	writeFileSync(join(dir, stampFile), JSON.stringify({ backend: e2eBackendUrl(port) }));
}

/** The backend a test build in `dir` talks to, or null when `dir` is not a test build. */
export function builtBackend(dir: string): string | null {
	const stamp = join(dir, stampFile);
	if (!existsSync(stamp)) return null;
	return (JSON.parse(readFileSync(stamp, 'utf8')) as { backend?: string }).backend ?? null;
}

/**
 * Whether `dir` holds a finished test build for `port`; otherwise a Spanish sentence saying
 * what is wrong (used when E2E_PREBUILT=1 asks to reuse it).
 */
export function prebuiltProblem(port: number, dir = e2eDist(port)): string | null {
	const backend = builtBackend(dir);
	if (backend === null) {
		return `No hay una construcción de pruebas en ${dir}: ejecuta «npm run build:e2e» con el mismo E2E_PORT.`;
	}
	if (backend !== e2eBackendUrl(port)) {
		return `La construcción de ${dir} apunta a ${backend ?? '¿?'}, no a ${e2eBackendUrl(port)}: vuelve a construirla.`;
	}
	return null;
}

if (import.meta.main) buildE2e(e2ePort());
