import { useEffect, useRef, type RefObject } from 'react';

/**
 * Escape inside an inline edit (a rename, a confirmation, an edited answer) cancels it (issue
 * 45); the caller's `cancel` returns focus to the control that opened it. Listens on the
 * element itself while it is on screen, so the page's other Escape handlers keep working.
 */
export function useEscape<T extends HTMLElement>(
	active: boolean,
	cancel: () => void,
): RefObject<T | null> {
	const ref = useRef<T>(null);
	const latest = useRef(cancel);
	latest.current = cancel;
	useEffect(() => {
		const node = ref.current;
		if (!active || !node) return;
		const onKey = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return;
			event.preventDefault();
			event.stopPropagation();
			latest.current();
		};
		node.addEventListener('keydown', onKey);
		return () => node.removeEventListener('keydown', onKey);
	}, [active]);
	return ref;
}
