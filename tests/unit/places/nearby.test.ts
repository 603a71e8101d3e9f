import { describe, expect, it } from 'vitest';
import { cities } from '../../../src/lib/places/cities.ts';
import {
	largestTowns,
	relatedTowns,
	RELATED_TOWNS_LIMIT,
	type Town,
} from '../../../src/lib/places/nearby.ts';

const town = (name: string, extra: Partial<Town> = {}): Town => ({
	id: name.toLowerCase(),
	name,
	capital: false,
	...extra,
});
const names = (list: readonly Town[]) => list.map((t) => t.name);

describe('relatedTowns', () => {
	it('links every other town of a small province, the capital first', () => {
		const province = [town('Elche'), town('Alicante', { capital: true }), town('Benidorm')];
		expect(names(relatedTowns(province[0]!, province))).toEqual(['Alicante', 'Benidorm']);
		expect(names(relatedTowns(province[1]!, province))).toEqual(['Benidorm', 'Elche']);
	});

	it('without coordinates, takes the alphabetical neighbours, next and previous in turn, wrapping', () => {
		// 26 towns A..Z, capital M; from «G»: the capital, then H, F, I, E, J, D, K, C, L, B, A.
		const province = Array.from({ length: 26 }, (_, i) =>
			town(String.fromCharCode(65 + i), { capital: i === 12 }),
		);
		const from = province[6]!;
		expect(names(relatedTowns(from, province))).toEqual([
			'M',
			'H',
			'F',
			'I',
			'E',
			'J',
			'D',
			'K',
			'C',
			'L',
			'B',
			'A',
		]);
		// From the last one the list wraps to the first.
		expect(names(relatedTowns(province[25]!, province, 4))).toEqual(['M', 'A', 'Y', 'B']);
	});

	it('with coordinates and population: the three largest, then the nearest', () => {
		const province = [
			town('Capital', { capital: true, population: 500_000, lat: 40, lon: -3 }),
			town('Grande', { population: 200_000, lat: 41, lon: -4 }),
			town('Mediana', { population: 90_000, lat: 39, lon: -2 }),
			town('Aquí', { population: 1_000, lat: 40.5, lon: -3.5 }),
			town('Cerca', { population: 2_000, lat: 40.52, lon: -3.5 }),
			town('Lejos', { population: 3_000, lat: 42, lon: -5 }),
			town('Medio', { population: 4_000, lat: 40.6, lon: -3.6 }),
		];
		expect(names(relatedTowns(province[3]!, province, 5))).toEqual([
			'Capital',
			'Grande',
			'Mediana',
			'Cerca',
			'Medio',
		]);
	});

	it('never lists more than the limit nor the town itself', () => {
		const province = Array.from({ length: 500 }, (_, i) => town(`Pueblo ${i}`));
		const related = relatedTowns(province[250]!, province);
		expect(related).toHaveLength(RELATED_TOWNS_LIMIT);
		expect(RELATED_TOWNS_LIMIT).toBe(12);
		expect(related).not.toContain(province[250]);
		expect(new Set(related).size).toBe(related.length);
	});

	it('keeps every sibling of the real data (no province has more than 12 other cities today)', () => {
		for (const city of cities) {
			const province = cities.filter((c) => c.province === city.province);
			expect(relatedTowns(city, province)).toHaveLength(province.length - 1);
		}
	});
});

describe('largestTowns', () => {
	it('puts the capital first, then by population, then alphabetical, and cuts at the count', () => {
		const towns = [
			town('Zamora', { population: 60_000 }),
			town('Béjar'),
			town('Salamanca', { capital: true, population: 140_000 }),
			town('Alba'),
			town('Toro', { population: 9_000 }),
		];
		expect(names(largestTowns(towns, 4))).toEqual(['Salamanca', 'Zamora', 'Toro', 'Alba']);
		expect(names(largestTowns(towns, 10))).toHaveLength(5);
	});
});
