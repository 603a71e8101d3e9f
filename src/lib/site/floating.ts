/**
 * Floating things (the toast, the WhatsApp button) must never hide the element that has the
 * keyboard focus (WCAG 2.2 2.4.11). These pure rules decide where they go; the components
 * measure the boxes.
 */

/** A box on the screen, in viewport pixels (what getBoundingClientRect gives). */
export interface Box {
	top: number;
	bottom: number;
	left: number;
	right: number;
}

/** True when the two boxes share some area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
	return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Which edge the toast goes to: the top (under the header) unless it would cover the focused
 * element there and not at the bottom. With nothing focused it stays at the top.
 */
export function toastEdge(focused: Box | null, atTop: Box, atBottom: Box): 'top' | 'bottom' {
	if (!focused || !overlaps(focused, atTop)) return 'top';
	return overlaps(focused, atBottom) ? 'top' : 'bottom';
}
