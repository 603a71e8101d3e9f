import { describe, expect, it } from 'vitest';
import { overlaps, toastEdge, type Box } from '~/lib/site/floating.ts';

const box = (top: number, bottom: number, left = 0, right = 390): Box => ({
	top,
	bottom,
	left,
	right,
});

describe('floating elements and the focus', () => {
	it('detects overlap, not mere contact', () => {
		expect(overlaps(box(0, 10), box(9, 20))).toBe(true);
		expect(overlaps(box(0, 10), box(10, 20))).toBe(false);
		expect(overlaps(box(0, 10, 0, 50), box(0, 10, 50, 90))).toBe(false);
		expect(overlaps(box(0, 10, 0, 50), box(5, 8, 40, 90))).toBe(true);
	});

	// A 390 × 844 phone: the toast is 100 px tall, 76 px under the top or 12 px above the bottom.
	const atTop = box(76, 176, 12, 378);
	const atBottom = box(732, 832, 12, 378);

	it('keeps the toast at the top unless it would cover the focused field', () => {
		expect(toastEdge(null, atTop, atBottom)).toBe('top');
		expect(toastEdge(box(400, 444, 16, 374), atTop, atBottom)).toBe('top');
		expect(toastEdge(box(120, 164, 16, 374), atTop, atBottom)).toBe('bottom');
	});

	it('stays at the top when the field is as tall as the screen', () => {
		expect(toastEdge(box(80, 840, 16, 374), atTop, atBottom)).toBe('top');
	});
});
