import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../supabase/local/gen-types.ts';

describe('database.types.ts', () => {
	it('matches the migrations (regenerate with node supabase/local/gen-types.ts > src/lib/supabase/database.types.ts)', async () => {
		const committed = readFileSync(
			new URL('../../src/lib/supabase/database.types.ts', import.meta.url),
			'utf8',
		);
		expect(await generateTypes()).toBe(committed);
	}, 60_000);
});
