import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	resolve: {
		alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
	},
	test: {
		include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
		environment: 'node',
		// A migrated PGlite every in-memory test server starts from (supabase/local/template.ts).
		globalSetup: ['tests/globalSetup.ts'],
		testTimeout: 30_000,
		// Vitest's default leaves a core to its own process (availableParallelism − 1), which on a
		// 2-core CI machine runs the files one at a time; that process does little, so each core
		// runs a file (the whole suite went from 208 to 136 s on 2 cores).
		maxWorkers: '100%',
	},
});
