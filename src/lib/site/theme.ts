/** localStorage key holding the theme preference. */
export const THEME_KEY = 'theme';

/** Preferences a visitor can choose. */
export const themePreferences = ['light', 'dark', 'system'] as const;

/** A theme preference. */
export type ThemePreference = (typeof themePreferences)[number];

/** The preference used when nothing valid is stored: the site is light by default. */
export const DEFAULT_THEME: ThemePreference = 'light';

/** Spanish labels of the theme selector. */
export const themeLabels: Record<ThemePreference, string> = {
	light: 'Claro',
	dark: 'Oscuro',
	system: 'Según el sistema',
};

/** Parses a stored preference, falling back to the default for missing or unknown values. */
export function parseTheme(value: string | null | undefined): ThemePreference {
	return themePreferences.find((t) => t === value) ?? DEFAULT_THEME;
}

/** The theme actually painted for a preference and the OS setting. */
export function resolveTheme(pref: ThemePreference, osPrefersDark: boolean): 'light' | 'dark' {
	if (pref === 'system') return osPrefersDark ? 'dark' : 'light';
	return pref;
}

/**
 * Inline script for the head: applies the stored theme before the first paint, so a dark
 * page never flashes light. It mirrors parseTheme/resolveTheme (kept tiny on purpose).
 */
export function themeBootScript(): string {
	return [
		'(function(){var p;',
		`try{p=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}`,
		`if(${JSON.stringify(themePreferences)}.indexOf(p)<0)p=${JSON.stringify(DEFAULT_THEME)};`,
		"var d=p==='dark'||(p==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);",
		'var r=document.documentElement;r.classList.toggle("dark",d);',
		"r.dataset.themePref=p;r.style.colorScheme=d?'dark':'light';})();",
	].join('');
}
