import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '~/lib/errors/chunkLoad.ts';

describe('isChunkLoadError', () => {
	it.each([
		['Chromium', 'Failed to fetch dynamically imported module: http://localhost/_astro/Notif.js'],
		['Firefox', 'error loading dynamically imported module: http://localhost/_astro/Notif.js'],
		['Safari', 'Importing a module script failed.'],
		['Vite preload', 'Unable to preload CSS for /_astro/Notif.css'],
	])('recognises %s’s wording of a chunk that did not arrive', (_, message) => {
		expect(isChunkLoadError(new TypeError(message))).toBe(true);
	});

	it('leaves real bugs and non-errors alone', () => {
		expect(
			isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')")),
		).toBe(false);
		expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
		expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
		expect(isChunkLoadError(null)).toBe(false);
	});
});
