import { describe, expect, it } from 'vitest';
import { formatBytes } from '~/lib/format/index.ts';
import {
	fitWithin,
	mimeOf,
	optimizeOptionsSchema,
	outputName,
	savedPercent,
	uniqueNames,
} from '~/lib/images/optimize.ts';

describe('image optimiser rules', () => {
	it('scales down to the maximum width keeping proportions, never up', () => {
		expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
		expect(fitWithin(1201, 1, 600)).toEqual({ width: 600, height: 1 });
		expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
	});

	it('names outputs in lower-case ASCII with the new extension, unique inside a zip', () => {
		expect(outputName('Foto Ático 1.PNG', 'webp')).toBe('foto-atico-1.webp');
		expect(outputName('.png', 'avif')).toBe('imagen.avif');
		expect(uniqueNames(['a.webp', 'b.webp', 'a.webp', 'a.webp'])).toEqual([
			'a.webp',
			'b.webp',
			'a-2.webp',
			'a-3.webp',
		]);
		expect(mimeOf('avif')).toBe('image/avif');
	});

	it('reports the saving as a percentage, negative when the file grew', () => {
		expect(savedPercent(1000, 250)).toBe(75);
		expect(savedPercent(1000, 1100)).toBe(-10);
		expect(savedPercent(0, 10)).toBeNull();
	});

	it('rejects bad options with Spanish messages', () => {
		const bad = optimizeOptionsSchema.safeParse({ format: 'webp', maxWidth: 10, quality: 80 });
		expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
			'El ancho máximo debe ser de al menos 16 píxeles.',
		]);
		const nan = optimizeOptionsSchema.safeParse({
			format: 'webp',
			maxWidth: 1600,
			quality: Number.NaN,
		});
		expect(nan.success ? [] : nan.error.issues.map((i) => i.message)).toEqual([
			'Escribe la calidad entre 10 y 100.',
		]);
		expect(
			optimizeOptionsSchema.safeParse({ format: 'avif', maxWidth: 1600, quality: 80 }).success,
		).toBe(true);
	});

	it('formats sizes the Spanish way', () => {
		expect(formatBytes(512)).toBe('512 B');
		expect(formatBytes(1536)).toBe('1,5 KB');
		expect(formatBytes(2_621_440)).toBe('2,5 MB');
		expect(formatBytes(Number.NaN)).not.toMatch(/NaN/);
	});
});
