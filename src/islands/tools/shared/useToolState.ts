import { useCallback, useEffect, useRef, useState } from 'react';
import { readParams, writeParams } from '~/lib/tools/urlState.ts';

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

	useEffect(() => {
		if (!loaded.current) return;
		const timer = setTimeout(() => {
			const defaults = defaultsRef.current;
			const current = legacyId
				? writeParams(window.location.search, legacyId, defaults, defaults)
				: window.location.search;
			const search = writeParams(current, toolId, values, defaults);
			const url = `${window.location.pathname}${search}${window.location.hash}`;
			window.history.replaceState(window.history.state, '', url);
		}, 200);
		return () => clearTimeout(timer);
	}, [toolId, legacyId, values]);

	const set = useCallback((key: K, value: string) => {
		setValues((current) => ({ ...current, [key]: value }));
	}, []);

	return [values, set] as const;
}
