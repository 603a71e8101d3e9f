import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { typedToolValues, type ControlLike } from '~/lib/forms/controlValues.ts';
import { readParams, writeParams } from '~/lib/tools/urlState.ts';
import { useHydrated } from '~/islands/shared/useHydrated.ts';

/**
 * The raw text of a tool's inputs, kept as typed (nothing is lost on a typo) and mirrored in the
 * URL under the tool's namespace. The server render uses the defaults; the URL is read on mount.
 * `legacyId` is a former namespace still read from old links (the current one wins) and dropped
 * from the URL on the first write.
 */
export function useToolState<K extends string>(
	toolId: string,
	defaults: Record<K, string>,
	legacyId?: string,
) {
	const [values, setValues] = useState<Record<K, string>>(defaults);
	const loaded = useRef(false);
	const defaultsRef = useRef(defaults);

	// Hydrated over the server's markup on a first interaction (client:interaction): what was
	// typed or picked before the code arrived is in the page, not in the state; adopted once,
	// before the next paint or event. Only then: rendered fresh, the page holds the state.
	const hydrated = useHydrated();
	const hydrating = useRef(!hydrated);
	useLayoutEffect(() => {
		if (!hydrating.current) return;
		const typed = typedToolValues(
			toolId,
			defaultsRef.current,
			(id) => document.getElementById(id) as unknown as ControlLike | null,
		);
		if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
	}, [toolId]);

	useEffect(() => {
		const keys = Object.keys(defaultsRef.current) as K[];
		const search = window.location.search;
		setValues((current) => ({
			...current,
			...(legacyId ? readParams(search, legacyId, keys) : {}),
			...readParams(search, toolId, keys),
		}));
		loaded.current = true;
	}, [toolId, legacyId]);

	/** This page's URL (path, query, hash) with these values, whether or not it is written yet. */
	const urlFor = useCallback(
		(current: Record<K, string>) => {
			const defaults = defaultsRef.current;
			const base = legacyId
				? writeParams(window.location.search, legacyId, defaults, defaults)
				: window.location.search;
			const search = writeParams(base, toolId, current, defaults);
			return `${window.location.pathname}${search}${window.location.hash}`;
		},
		[toolId, legacyId],
	);

	useEffect(() => {
		if (!loaded.current) return;
		const timer = setTimeout(() => {
			window.history.replaceState(window.history.state, '', urlFor(values));
		}, 200);
		return () => clearTimeout(timer);
	}, [urlFor, values]);

	const set = useCallback((key: K, value: string) => {
		setValues((current) => ({ ...current, [key]: value }));
	}, []);

	/**
	 * The URL with the values as they are now: the address bar follows 200 ms after typing, so
	 * a link or a saved simulation built right after a change must use this, not location.
	 */
	const currentUrl = useCallback(() => urlFor(values), [urlFor, values]);

	return [values, set, currentUrl] as const;
}
