import { describe, expect, it } from 'vitest';
import { eraseLeaderDots, toGray } from '../../../src/lib/documentReader/layout/leaderDots.ts';

/** A white 200×40 image with a 3×3 dot at each (x, y). */
function image(dots: [number, number][], bars: [number, number][] = []) {
	const width = 200;
	const gray = new Uint8Array(width * 40).fill(250);
	for (const [x, y] of dots)
		for (let dy = 0; dy < 3; dy++) gray.fill(20, (y + dy) * width + x, (y + dy) * width + x + 3);
	// A letter-sized bar (8×20): never a dot.
	for (const [x, y] of bars)
		for (let dy = 0; dy < 20; dy++) gray.fill(20, (y + dy) * width + x, (y + dy) * width + x + 8);
	return { gray, width };
}

describe('eraseLeaderDots', () => {
	it('erases a run of evenly spaced dots and keeps a lone decimal comma and letters', () => {
		const leader = Array.from({ length: 8 }, (_, i) => [20 + i * 8, 30] as [number, number]);
		const { gray, width } = image([...leader, [150, 30]], [[170, 12]]);
		expect(eraseLeaderDots(gray, width, 40)).toBe(8);
		expect(gray[31 * width + 21]).toBe(255);
		expect(gray[31 * width + 151]).toBe(20);
		expect(gray[20 * width + 172]).toBe(20);
	});

	it('leaves a short ellipsis alone', () => {
		const { gray, width } = image([
			[20, 30],
			[28, 30],
			[36, 30],
		]);
		expect(eraseLeaderDots(gray, width, 40)).toBe(0);
	});

	it('turns RGBA pixels into grey', () => {
		expect([
			...toGray(Uint8Array.from([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255])),
		]).toEqual([255, 0, 76]);
	});
});
