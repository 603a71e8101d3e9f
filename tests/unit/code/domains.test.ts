import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredDomains, domains, filesOf, namedAfter } from '../../../scripts/lib/domainFiles.ts';

const paths = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const head = (path: string) => {
	try {
		return readFileSync(path, 'utf8').slice(0, 800);
	} catch {
		return '';
	}
};

describe('the map of domains (CONTRIBUTING.md, npm run domain)', () => {
	it('finds a file by its domain folder, its name, or its «Dominio:» comment', () => {
		expect(namedAfter('src/islands/vault/KindRow.tsx', 'vault')).toBe(true);
		expect(namedAfter('src/stores/supportThread.ts', 'support')).toBe(true);
		expect(namedAfter('tests/e2e/vault.spec.ts', 'vault')).toBe(true);
		expect(namedAfter('src/stores/sessions.ts', 'session')).toBe(false);
		expect(namedAfter('src/lib/auth/emailLink.ts', 'email')).toBe(false);
		expect(namedAfter('supabase/local/auth/sessions.ts', 'session')).toBe(false);
		expect(declaredDomains('-- Dominio: email, vault\n-- …')).toEqual(['email', 'vault']);
	});

	it('lists in CONTRIBUTING.md exactly the domains of scripts/lib/domains.ts', () => {
		const table = readFileSync('CONTRIBUTING.md', 'utf8')
			.split('\n')
			.filter((line) => /^\| `\w+`\s*\|/.test(line))
			.map((line) => /^\| `(\w+)`/.exec(line)?.[1]);
		expect(table).toEqual(domains.map((d) => d.id));
	});

	it('finds files of every domain in every layer it claims', () => {
		const empty = domains.flatMap((domain) => {
			const found = filesOf(domain, paths, head);
			return domain.layers
				.filter((layer) => (found.get(layer) ?? []).length === 0)
				.map((layer) => `${domain.id}: ${layer}`);
		});
		expect(empty).toEqual([]);
	});

	it('keeps the panel and admin shells free of other domains’ sections', () => {
		const shellFiles = paths.filter((p) => /^src\/islands\/(dashboard|admin)\//.test(p));
		const sections = shellFiles.filter(
			(p) => /\/[A-Z]\w*Section\.tsx$/.test(p) && !p.endsWith('/UsersSection.tsx'),
		);
		expect(sections).toEqual([]);
	});
});
