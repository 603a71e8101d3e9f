import { describe, expect, it } from 'vitest';
import {
	importedAtStart,
	loadedWith,
	missingPreloads,
	type ChunkImports,
} from '../../../scripts/astro/modulePreloads.ts';

/**
 * A build like the site's: the header's script imports the preload helper and the stored-session
 * check; the session code it loads later needs React, the stores and the helper too.
 */
const imports: ChunkImports = new Map([
	['_astro/Header.js', ['_astro/preload-helper.js', '_astro/storedSession.js']],
	['_astro/storedSession.js', ['_astro/config.js']],
	['_astro/preload-helper.js', []],
	['_astro/config.js', []],
	['_astro/headerSession.js', ['_astro/react.js', '_astro/session.js', '_astro/preload-helper.js']],
	['_astro/session.js', ['_astro/atom.js', '_astro/config.js']],
	['_astro/react.js', []],
	['_astro/atom.js', []],
	// A cycle between chunks (Rolldown can emit one) must not loop.
	['_astro/a.js', ['_astro/b.js']],
	['_astro/b.js', ['_astro/a.js']],
]);

describe('loadedWith', () => {
	it('is the chunk and every static import under it', () => {
		expect([...loadedWith('_astro/Header.js', imports)].sort()).toEqual([
			'_astro/Header.js',
			'_astro/config.js',
			'_astro/preload-helper.js',
			'_astro/storedSession.js',
		]);
	});

	it('ends on a cycle', () => {
		expect([...loadedWith('_astro/a.js', imports)].sort()).toEqual(['_astro/a.js', '_astro/b.js']);
	});
});

describe('missingPreloads', () => {
	it('leaves out what the importer has already loaded, and keeps the rest in order', () => {
		const deps = [
			'_astro/session.js',
			'_astro/atom.js',
			'_astro/config.js',
			'_astro/preload-helper.js',
			'_astro/react.js',
		];
		expect(missingPreloads('_astro/Header.js', deps, imports)).toEqual([
			'_astro/session.js',
			'_astro/atom.js',
			'_astro/react.js',
		]);
	});

	it('keeps every preload for an importer the build did not list', () => {
		const deps = ['_astro/config.js', '_astro/react.js'];
		expect(missingPreloads('_astro/unknown.js', deps, imports)).toEqual(deps);
	});
});

describe('importedAtStart', () => {
	const modules = new Map<string, readonly string[]>([
		['_astro/headerLite.js', ['/repo/src/islands/session/headerLite.ts']],
		['_astro/ProfileSection.js', ['C:\\repo\\src\\islands\\dashboard\\ProfileSection.tsx']],
		['_astro/mount.js', ['/repo/src/islands/palette/mount.tsx']],
		['_astro/shared.js', ['/repo/src/lib/format/money.ts', '/repo/src/lib/format/dates.ts']],
		[
			'_astro/profiles.js',
			['/repo/src/lib/supabase/profiles.ts', '/repo/src/lib/supabase/dataErrors.ts'],
		],
	]);
	const atStart = [
		/\/src\/islands\/session\/headerLite\.ts$/,
		/\/src\/islands\/dashboard\/\w+Section\.tsx$/,
		/\/src\/lib\/supabase\/profiles\.ts$/,
	];

	it('is true for a chunk whose module starts with the page, on any path separator', () => {
		expect(importedAtStart('_astro/headerLite.js', modules, atStart)).toBe(true);
		expect(importedAtStart('_astro/ProfileSection.js', modules, atStart)).toBe(true);
	});

	it('is true for a shared chunk (no facade) that holds such a module', () => {
		expect(importedAtStart('_astro/profiles.js', modules, atStart)).toBe(true);
	});

	it('is false for imports made on interaction, shared chunks and unknown files', () => {
		expect(importedAtStart('_astro/mount.js', modules, atStart)).toBe(false);
		expect(importedAtStart('_astro/shared.js', modules, atStart)).toBe(false);
		expect(importedAtStart('_astro/nuevo.js', modules, atStart)).toBe(false);
	});
});
