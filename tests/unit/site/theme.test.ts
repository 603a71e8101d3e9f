import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseTheme, resolveTheme, themeBootScript } from '~/lib/site/theme.ts';

describe('theme preference', () => {
	it('is light unless a valid preference is stored', () => {
		expect(parseTheme(null)).toBe('light');
		expect(parseTheme('purple')).toBe('light');
		expect(parseTheme('dark')).toBe('dark');
		expect(parseTheme('system')).toBe('system');
	});

	it('follows the OS only for "system"', () => {
		expect(resolveTheme('system', true)).toBe('dark');
		expect(resolveTheme('system', false)).toBe('light');
		expect(resolveTheme('light', true)).toBe('light');
		expect(resolveTheme('dark', false)).toBe('dark');
	});
});

describe('themeBootScript', () => {
	/** Runs the inline script against a fake document and storage. */
	function run(stored: string | null, osDark: boolean) {
		const classes = new Set<string>();
		const root = {
			classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
			dataset: {} as Record<string, string>,
			style: {} as Record<string, string>,
		};
		runInNewContext(themeBootScript(), {
			localStorage: { getItem: () => stored },
			document: { documentElement: root },
			matchMedia: () => ({ matches: osDark }),
		});
		return {
			dark: classes.has('dark'),
			pref: root.dataset['themePref'],
			scheme: root.style['colorScheme'],
		};
	}

	it('paints the stored theme and defaults to light', () => {
		expect(run(null, true)).toEqual({ dark: false, pref: 'light', scheme: 'light' });
		expect(run('dark', false)).toEqual({ dark: true, pref: 'dark', scheme: 'dark' });
		expect(run('system', true)).toEqual({ dark: true, pref: 'system', scheme: 'dark' });
		expect(run('bogus', true)).toEqual({ dark: false, pref: 'light', scheme: 'light' });
	});
});
