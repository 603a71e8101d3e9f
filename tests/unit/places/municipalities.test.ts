import { describe, expect, it } from 'vitest';
import {
	findMunicipality,
	municipalities,
	municipalitiesOfProvince,
	municipalityByIne,
	municipalitySchema,
} from '../../../src/lib/places/municipalities.ts';
import { cities } from '../../../src/lib/places/cities.ts';
import { pricePerM2Text } from '../../../src/lib/places/pricePerM2Text.ts';

describe('municipalities.json (MIVAU table 35103500)', () => {
	it('holds the 306 municipalities of the 2026 T1 table, each with its INE code and province', () => {
		expect(municipalities).toHaveLength(306);
		expect(municipalityByIne('28079')).toMatchObject({
			name: 'Madrid',
			province: 'madrid',
			pricePerM2: { value: 5466.1, period: '2026-T1', level: 'municipio' },
		});
		expect(municipalityByIne('07054')).toMatchObject({
			name: 'Santa Eulària des Riu',
			mivauName: 'Santa Eulalia del Río',
			pricePerM2: { value: 6624 },
		});
		expect(municipalityByIne('13071')?.pricePerM2.value).toBe(710.7);
		for (const m of municipalities) expect(m.pricePerM2.period).toBe('2026-T1');
	});

	it('rejects a record whose INE code is of another province, or an unknown field', () => {
		const good = municipalityByIne('41038');
		expect(municipalitySchema.safeParse(good).success).toBe(true);
		expect(municipalitySchema.safeParse({ ...good, province: 'madrid' }).success).toBe(false);
		expect(municipalitySchema.safeParse({ ...good, poblacion: 130000 }).success).toBe(false);
		expect(
			municipalitySchema.safeParse({
				...good,
				pricePerM2: { ...good?.pricePerM2, level: 'provincia' },
			}).success,
		).toBe(false);
	});

	it('lists a province’s municipalities alphabetically, and none for provinces without one', () => {
		expect(municipalitiesOfProvince('alava').map((m) => m.name)).toEqual(['Vitoria-Gasteiz']);
		expect(municipalitiesOfProvince('soria').map((m) => m.ine)).toEqual(['42173']);
		const coruna = municipalitiesOfProvince('coruna').map((m) => m.name);
		expect(coruna.slice(0, 4)).toEqual(['A Coruña', 'Ames', 'Arteixo', 'Carballo']);
	});

	it('finds what a person types, accents and case aside, preferring the chosen province', () => {
		expect(findMunicipality('CASTELLON DE LA PLANA', 'castellon')).toMatchObject({
			kind: 'found',
			municipality: { ine: '12040' },
		});
		expect(findMunicipality('Eivissa', 'islas-baleares')).toMatchObject({ kind: 'found' });
		expect(findMunicipality('San Fernando', 'cadiz')).toMatchObject({
			municipality: { ine: '11031' },
		});
		expect(findMunicipality('Bilbao', 'madrid')).toMatchObject({
			kind: 'elsewhere',
			municipality: { province: 'vizcaya' },
		});
		expect(findMunicipality('Chinchón', 'madrid')).toEqual({ kind: 'unknown' });
	});

	it('links every portal city to its municipality in the same province', () => {
		for (const city of cities) expect(municipalityByIne(city.ine)?.province).toBe(city.province);
		expect(cities.find((c) => c.id === 'san-sebastian')?.ine).toBe('20069');
	});

	it('writes the source sentence with level, quarter and the unchecked flag', () => {
		const madrid = municipalityByIne('28079');
		if (!madrid) throw new Error('falta Madrid');
		expect(pricePerM2Text(madrid.pricePerM2, 'Madrid')).toBe(
			'Valor tasado medio de la vivienda libre en el municipio de Madrid, primer trimestre de 2026. Fuente: Ministerio de Vivienda y Agenda Urbana (MIVAU), Estadística de valor tasado de vivienda, tabla 35103500: valor tasado medio de la vivienda libre en municipios de más de 25.000 habitantes. Cifra pendiente de contrastar con la tabla oficial del Ministerio.',
		);
		expect(pricePerM2Text({ ...madrid.pricePerM2, verified: true }, 'Madrid')).not.toMatch(
			/pendiente/,
		);
	});
});
