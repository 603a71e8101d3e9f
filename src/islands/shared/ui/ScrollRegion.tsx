import type { CSSProperties, ReactNode } from 'react';

interface Props {
	/** The region's accessible name, e.g. «Tabla: Usuarios». */
	label: string;
	className?: string;
	style?: CSSProperties | undefined;
	children: ReactNode;
}

/**
 * The islands' one scrollable region (twin of TableScroll.astro): focusable and labelled, so
 * keyboard users can scroll it (axe scrollable-region-focusable), and positioned, so visually
 * hidden labels inside it (absolutely positioned `.sr-only`) stay within it instead of widening
 * the page on a phone.
 */
export function ScrollRegion({ label, className = '', style, children }: Props) {
	return (
		<div
			role="region"
			// A scrollable region must be focusable to be scrolled from the keyboard (WCAG 2.1.1).
			// eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
			tabIndex={0}
			aria-label={label}
			className={`table-scroll relative ${className}`}
			style={style}
		>
			{children}
		</div>
	);
}
