import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.mjs, tried on small probes: a shell that imports a domain's
 * section statically, and arrows back up written as dynamic imports (which no-restricted-imports
 * cannot see). Probes are plain .js under the folders the rules cover, so no type information is
 * needed; the rules are the same for .ts and .tsx.
 */
const eslint = new ESLint();

async function problems(path: string, code: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath: path });
	return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layer rules', () => {
	it('refuses a static import of a domain section from the panel or admin shell', async () => {
		expect(
			await problems(
				'src/islands/dashboard/probe.js',
				"import { DocumentsSection } from '~/islands/vault/DocumentsSection.tsx';\nexport { DocumentsSection };\n",
			),
		).toContain('no-restricted-imports');
		expect(
			await problems(
				'src/islands/admin/probe.js',
				"import { InboxSection } from '../support/InboxSection.tsx';\nexport { InboxSection };\n",
			),
		).toContain('no-restricted-imports');
	});

	it('lets a shell load a section with import() and use the shared kit and the gate', async () => {
		expect(
			await problems(
				'src/islands/dashboard/probe.js',
				"import { ScrollRegion } from '~/islands/shared/ui/ScrollRegion.tsx';\nimport { AdminGate } from '~/islands/session/AdminGate.tsx';\nexport const load = () => import('~/islands/vault/DocumentsSection.tsx');\nexport { ScrollRegion, AdminGate };\n",
			),
		).toEqual([]);
	});

	it('refuses arrows back up written as dynamic imports', async () => {
		expect(
			await problems('src/lib/probe.js', "export const s = () => import('~/stores/session.ts');\n"),
		).toContain('no-restricted-syntax');
		expect(
			await problems(
				'src/stores/probe.js',
				"export const s = () => import('../islands/vault/KindRow.tsx');\n",
			),
		).toContain('no-restricted-syntax');
		expect(
			await problems(
				'src/islands/vault/probe.js',
				"export const c = () => import('~/lib/supabase/client.ts');\n",
			),
		).toContain('no-restricted-syntax');
	});
});
