import { describe, expect, it } from 'vitest';
import cities from '../../../content/data/cities.json' with { type: 'json' };
import { multipliedCities, scaleFactor } from '../../../scripts/bench-scale.ts';
import { citySchema } from '../../../src/lib/places/cities.ts';

describe('scale build data', () => {
	it('multiplies the cities with unique, valid slugs in the same provinces', () => {
		const ten = multipliedCities(cities, 10);
		expect(ten).toHaveLength(cities.length * 10);
		expect(new Set(ten.map((c) => c.id)).size).toBe(ten.length);
		for (const city of ten) expect(() => citySchema.parse(city)).not.toThrow();
		expect(ten.filter((c) => c.capital)).toHaveLength(cities.filter((c) => c.capital).length);
		expect(ten.slice(0, cities.length)).toEqual(cities);
	});

	it('reads the factor of --scale N (10 without it) and refuses anything but 1 to 200', () => {
		expect(scaleFactor(['node', 'bench.ts'])).toBe(10);
		expect(scaleFactor(['node', 'bench.ts', '--no-backend', '--scale', '80'])).toBe(80);
		expect(scaleFactor(['node', 'bench.ts', '--scale=1'])).toBe(1);
		for (const bad of ['0', '2.5', 'diez', '201']) {
			expect(() => scaleFactor(['--scale', bad])).toThrow(/--scale necesita un número entero/);
		}
		expect(() => scaleFactor(['--scale'])).toThrow(/se recibió «»/);
	});
});
