import { domains, layers, type Domain, type Layer } from './domains.ts';

/**
 * Which files belong to a domain, by name: a folder named after it (`src/islands/vault/`), a file
 * whose name starts with it (`src/stores/vaultStore.ts`, `tests/e2e/vault.spec.ts`), or, for
 * files whose names are fixed (applied migrations, deployed Edge Functions), a comment near the
 * top that says `Dominio: <name>`.
 */

/** The layer a repository path sits in, or null for files outside the layers. */
export function layerOf(path: string): Layer | null {
	const rules: [RegExp, Layer][] = [
		[/^src\/lib\/supabase\//, 'lib/supabase'],
		[/^src\/lib\//, 'lib'],
		[/^src\/stores\//, 'stores'],
		[/^src\/islands\//, 'islands'],
		[/^src\/components\//, 'components'],
		[/^src\/pages\//, 'pages'],
		[/^supabase\/migrations\//, 'migraciones'],
		[/^supabase\/(functions|cron|hosted)\//, 'funciones'],
		[/^supabase\/local\//, 'servidor local'],
		[/^tests\/unit\//, 'pruebas unitarias'],
		[/^tests\/integration\//, 'pruebas de integración'],
		[/^tests\/e2e\//, 'pruebas de navegador'],
	];
	return rules.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** The domains a file's head declares (`Dominio: vault, email`). */
export function declaredDomains(head: string): string[] {
	const match = /Dominio:\s*([\w, ]+)/.exec(head);
	return (
		match?.[1]
			?.split(',')
			.map((d) => d.trim())
			.filter(Boolean) ?? []
	);
}

/** Whether a path carries the domain's name as a folder or as its file name's first word. */
export function namedAfter(path: string, id: string): boolean {
	const parts = path.split('/');
	const file = parts.at(-1) ?? '';
	const folders = parts.slice(0, -1);
	// Folders under supabase/ are the backend's own (auth, email, storage…): a folder there names
	// a domain, a file name does not (local/auth/sessions.ts is not the session domain).
	if (folders.includes(id)) return true;
	if (path.startsWith('supabase/')) return false;
	// Inside another domain's folder, the folder says whose a file is (auth/emailLink.ts is auth's).
	if (folders.some((f) => domains.some((d) => d.id === f))) return false;
	return file.startsWith(id) && /^[A-Z0-9._-]/.test(file.slice(id.length));
}

/** The domain's files by layer, from the repository's paths and each file's first lines. */
export function filesOf(
	domain: Domain,
	paths: readonly string[],
	head: (path: string) => string,
): Map<Layer, string[]> {
	const found = new Map<Layer, string[]>(layers.map((l) => [l, []]));
	for (const path of paths) {
		const layer = layerOf(path);
		if (!layer) continue;
		if (namedAfter(path, domain.id) || declaredDomains(head(path)).includes(domain.id))
			found.get(layer)?.push(path);
	}
	return found;
}

export { domains };
