import { useEffect, useRef, useState } from 'react';

/**
 * The width in pixels of the element the returned ref is put on, kept current while it resizes;
 * null until measured (on the server and the first client pass, so both render the same).
 */
export function useElementWidth<T extends HTMLElement>() {
	const ref = useRef<T>(null);
	const [width, setWidth] = useState<number | null>(null);
	useEffect(() => {
		const el = ref.current;
		if (!el) return;
		const measure = () => setWidth(Math.floor(el.clientWidth));
		measure();
		const observer = new ResizeObserver(measure);
		observer.observe(el);
		return () => observer.disconnect();
	}, []);
	return [ref, width] as const;
}
