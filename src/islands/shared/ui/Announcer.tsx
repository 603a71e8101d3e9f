import { useCallback, useRef, useState } from 'react';

/**
 * A polite status region that stays mounted, so screen readers hear each outcome of an action
 * («Simulación eliminada», «Perfil guardado»). `announce` clears it first, so the same text
 * twice is read twice. Render `region` once, near the actions it speaks for.
 */
export function useAnnouncer(): { region: React.ReactNode; announce: (text: string) => void } {
	const [text, setText] = useState('');
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
	const announce = useCallback((next: string) => {
		setText('');
		clearTimeout(timer.current);
		timer.current = setTimeout(() => setText(next), 50);
	}, []);
	const region = (
		<p role="status" aria-live="polite" className="sr-only" data-testid="anuncio">
			{text}
		</p>
	);
	return { region, announce };
}
