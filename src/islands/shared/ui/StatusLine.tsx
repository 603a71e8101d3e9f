import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** What an action did: its Spanish text, and whether it worked. */
export interface Outcome {
	ok: boolean;
	message: string;
}

/** The state of a StatusLine, from useStatusLine. */
export interface StatusLineState {
	ref: RefObject<HTMLParagraphElement | null>;
	outcome: Outcome;
}

/**
 * A section's status line: `announce(outcome)` writes the outcome into one polite live region
 * that stays mounted, and moves focus to it, so after an action (a saved select, a sent
 * notification, a deleted row) focus never falls to <body> and the result is heard once.
 */
export function useStatusLine(): {
	announce: (outcome: Outcome) => void;
	status: StatusLineState;
} {
	const ref = useRef<HTMLParagraphElement>(null);
	const [state, setState] = useState({ outcome: { ok: true, message: '' }, count: 0 });
	useEffect(() => {
		if (state.count > 0) ref.current?.focus();
	}, [state.count]);
	const announce = useCallback(
		(outcome: Outcome) => setState((s) => ({ outcome, count: s.count + 1 })),
		[],
	);
	return { announce, status: { ref, outcome: state.outcome } };
}

/** Renders the status line of useStatusLine (empty until the first action). */
export function StatusLine({ status, id }: { status: StatusLineState; id?: string }) {
	const { ok, message } = status.outcome;
	return (
		<p
			id={id}
			ref={status.ref}
			role="status"
			// Focus moves here after an action (the result), never by Tab.
			tabIndex={-1}
			data-testid="estado-accion"
			className={
				message
					? `rounded-lg border p-3 text-sm font-medium ${ok ? 'border-line bg-surface' : 'border-danger bg-danger-bg'}`
					: 'sr-only'
			}
		>
			{message}
		</p>
	);
}
