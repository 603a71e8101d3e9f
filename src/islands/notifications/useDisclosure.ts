import { useEffect, useRef, useState } from 'react';

/**
 * Open state of a header disclosure (bell, account menu): Escape closes it and returns focus
 * to its button; a click or focus outside closes it.
 */
export function useDisclosure() {
	const [open, setOpen] = useState(false);
	const rootRef = useRef<HTMLDivElement>(null);
	const buttonRef = useRef<HTMLButtonElement>(null);

	useEffect(() => {
		if (!open) return;
		const onKey = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return;
			setOpen(false);
			buttonRef.current?.focus();
		};
		const onOutside = (event: Event) => {
			if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
		};
		document.addEventListener('keydown', onKey);
		document.addEventListener('pointerdown', onOutside);
		document.addEventListener('focusin', onOutside);
		return () => {
			document.removeEventListener('keydown', onKey);
			document.removeEventListener('pointerdown', onOutside);
			document.removeEventListener('focusin', onOutside);
		};
	}, [open]);

	return { open, setOpen, rootRef, buttonRef };
}
