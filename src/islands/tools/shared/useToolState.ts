import { useCallback, useEffect, useRef, useState } from 'react';
import { readParams, writeParams } from '~/lib/tools/urlState.ts';

/**
 * The raw text of a tool's inputs, kept as typed (nothing is lost on a typo) and mirrored in the
 * URL under the tool's namespace. The server render uses the defaults; the URL is read on mount.
 */
export function useToolState<K extends string>(toolId: string, defaults: Record<K, string>) {
	const [values, setValues] = useState<Record<K, string>>(defaults);
	const loaded = useRef(false);
	const defaultsRef = useRef(defaults);

	useEffect(() => {
		const keys = Object.keys(defaultsRef.current) as K[];
		setValues((current) => ({ ...current, ...readParams(window.location.search, toolId, keys) }));
		loaded.current = true;
	}, [toolId]);

	useEffect(() => {
		if (!loaded.current) return;
		const timer = setTimeout(() => {
			const search = writeParams(window.location.search, toolId, values, defaultsRef.current);
			const url = `${window.location.pathname}${search}${window.location.hash}`;
			window.history.replaceState(window.history.state, '', url);
		}, 200);
		return () => clearTimeout(timer);
	}, [toolId, values]);

	const set = useCallback((key: K, value: string) => {
		setValues((current) => ({ ...current, [key]: value }));
	}, []);

	return [values, set] as const;
}
