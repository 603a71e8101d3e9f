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
	},
});
