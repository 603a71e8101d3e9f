import { useEffect, useRef, useState } from 'react';

/** The outcome of an action on a document: its text, and whether it is a refusal. */
type Message = { text: string; error: boolean };

/**
 * The last outcome of a row's actions: `report` shows it (and hands it to the section's polite
 * live region through `announce`), and `view` renders it, taking focus once it is on screen.
 * `latest` false hides it once another row reported after it, so a section shows one outcome
 * at a time instead of a pile of them (issue 45).
 */
export function useOutcome(announce: (text: string) => void, latest = true) {
	const [message, setMessage] = useState<Message | null>(null);
	const node = useRef<HTMLParagraphElement>(null);
	useEffect(() => {
		if (message) node.current?.focus();
	}, [message]);
	const report = (text: string, error: boolean) => {
		setMessage({ text, error });
		announce(text);
	};
	const view = latest && message && (
		<p
			ref={node}
			tabIndex={-1}
			className={`mt-2 text-sm ${message.error ? 'font-medium text-danger' : 'text-success'}`}
		>
			{message.text}
		</p>
	);
	return { report, view };
}
