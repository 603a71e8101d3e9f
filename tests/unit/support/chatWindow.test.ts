import { describe, expect, it } from 'vitest';
import { firstShownMessage, threadPage } from '~/lib/support/chat.ts';

/** Issue 49: a 500-message thread draws its newest 50, and each «anteriores» adds 50 more. */
describe('firstShownMessage', () => {
	it('draws the newest page of a long thread', () => {
		expect(threadPage).toBe(50);
		expect(firstShownMessage(500, 1)).toBe(450);
		expect(firstShownMessage(500, 2)).toBe(400);
	});
	it('draws every message when they fit, and never goes below 0', () => {
		expect(firstShownMessage(30, 1)).toBe(0);
		expect(firstShownMessage(500, 10)).toBe(0);
		expect(firstShownMessage(500, 11)).toBe(0);
		expect(firstShownMessage(0, 1)).toBe(0);
	});
	it('treats a page count below 1 as one page', () => {
		expect(firstShownMessage(120, 0)).toBe(70);
	});
});
