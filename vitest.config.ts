import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit tests that keep state between files (stores, the session and its directives, code that
 * stubs globals, fakes timers or mocks modules): each file gets its own module graph, as the
 * integration tests do.
 */
const stateful = [
	// A store's tests sit in its domain's folder and are named after it (vaultStore.test.ts).
	'tests/unit/**/*Store.test.ts',
	'tests/unit/stores/**/*.test.ts',
	'tests/unit/auth/**/*.test.ts',
	'tests/unit/session/**/*.test.ts',
	'tests/unit/supabase/**/*.test.ts',
	'tests/unit/tools/toolFrame.test.ts',
	'tests/unit/tools/toolShell.test.ts',
	'tests/unit/tools/interactionDirective.test.ts',
	'tests/unit/analytics/consent.test.ts',
	'tests/unit/errors/report.test.ts',
	'tests/unit/errors/later.test.ts',
	'tests/unit/site/theme.test.ts',
	'tests/unit/vault/vault.test.ts',
	'tests/unit/errors/dataErrors.test.ts',
];

export default defineConfig({
	resolve: {
		alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
	},
	test: {
		environment: 'node',
		// A migrated PGlite every in-memory test server starts from (supabase/local/template.ts).
		globalSetup: ['tests/globalSetup.ts'],
		testTimeout: 30_000,
		// Vitest's default leaves a core to its own process (availableParallelism − 1), which on a
		// 2-core CI machine runs the files one at a time; that process does little, so each core
		// runs a file (the whole suite went from 208 to 136 s on 2 cores).
		maxWorkers: '100%',
		projects: [
			{
				// The pure logic of src/lib and the scripts: no state between files, so the files of a
				// worker share one module graph instead of importing everything again per file (these
				// ~150 files took 64 s isolated and 20 s shared on 2 cores).
				test: {
					name: 'lib',
					include: ['tests/unit/**/*.test.ts'],
					exclude: [...configDefaults.exclude, ...stateful],
					isolate: false,
				},
			},
			{
				test: {
					name: 'isolated',
					include: [...stateful, 'tests/integration/**/*.test.ts'],
				},
			},
		],
	},
});
