import type { ReactNode } from 'react';

interface Props {
	/** What the table shows; the region is announced as "Tabla: {label}". */
	label: string;
	className?: string;
	children: ReactNode;
}

/**
 * The islands' twin of TableScroll.astro: a focusable, labelled region in which a wide table
 * scrolls on its own, so keyboard users can scroll it (axe scrollable-region-focusable).
 */
export function TableScroll({ label, className = '', children }: Props) {
	return (
		<div
			role="region"
			// A scrollable region must be focusable to be scrolled from the keyboard (WCAG 2.1.1).
			// eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
			tabIndex={0}
			aria-label={`Tabla: ${label}`}
			className={`table-scroll ${className}`}
		>
			{children}
		</div>
	);
}
