import { describe, expect, it } from 'vitest';
import { coefficientsSchema } from '../../../src/lib/valuation/coefficients.ts';
import { estimateValue, type ValuationInput } from '../../../src/lib/valuation/estimate.ts';
import {
	runValuation,
	valuationDefaults,
	valuationRow,
	type ValuationForm,
} from '../../../src/lib/valuation/form.ts';
import valuationData from '../../../content/data/valuation.json' with { type: 'json' };

const form = (overrides: Partial<ValuationForm>): ValuationForm => ({
	...valuationDefaults,
	...overrides,
});

/** A 36-year-old 85 m² flat on a second floor with lift, in the province of Madrid. */
const madridFlat: ValuationInput = {
	provinceId: 'madrid',
	propertyType: 'piso',
	areaM2: 85,
	rooms: 3,
	condition: 'buen_estado',
	floor: 2,
	lift: true,
	terrace: false,
	garage: false,
	yearBuilt: 1990,
};

describe('estimateValue', () => {
	it('values a 36-year-old flat in Madrid province at the provincial €/m² with only the age correction', () => {
		// 4.089,6 €/m² (MIVAU, 2026 T2) × 0,96 × 85 m² = 333.711,36 €; ± 15 % (provincial figure).
		const v = estimateValue(madridFlat, 2026);
		expect(v.estimate).toBe(334_000);
		expect(v.min).toBe(284_000);
		expect(v.max).toBe(384_000);
		expect(v.rangePercent).toBe(15);
		expect(v.baseValue).toBeCloseTo(347_616, 6);
		expect(v.adjustments.map((a) => [a.label, a.factor])).toEqual([['Antigüedad: 36 años', 0.96]]);
		expect(v.reference).toMatchObject({ period: '2026-T2', level: 'provincia', value: 4089.6 });
		expect(v.placeName).toBe('Madrid');
		expect(v.reference.source).toMatch(/Ministerio de Vivienda y Agenda Urbana/);
	});

	it('uses the municipality’s own figure with a narrower range when it has one', () => {
		// Madrid (INE 28079): 5.466,1 €/m² (MIVAU, 2026 T1) × 0,96 × 85 = 446.033,76 €; ± 10 %.
		const v = estimateValue({ ...madridFlat, municipalityIne: '28079' }, 2026);
		expect(v.reference).toMatchObject({ level: 'municipio', value: 5466.1, period: '2026-T1' });
		expect([v.estimate, v.min, v.max, v.rangePercent]).toEqual([446_000, 401_000, 491_000, 10]);
	});

	it('refuses a municipality of another province', () => {
		const home = { ...madridFlat, provinceId: 'sevilla', municipalityIne: '28079' };
		expect(() => estimateValue(home, 2026)).toThrow();
	});

	it('multiplies every correction for a new penthouse on a third floor without lift', () => {
		// 1.192,6 × 60 × 1,08 × 1,10 × 1,04 × 0,88 × 1,03 × 1,05 = 84.140,49 €; ± 15 %.
		const v = estimateValue(
			{
				provinceId: 'soria',
				propertyType: 'atico',
				areaM2: 60,
				rooms: 2,
				condition: 'nuevo',
				floor: 3,
				lift: false,
				terrace: true,
				garage: true,
				yearBuilt: 2020,
			},
			2026,
		);
		expect(v.adjustments.map((a) => a.label)).toEqual([
			'Tipo: Ático',
			'Estado: Obra nueva o reformada',
			'Antigüedad: 6 años',
			'Planta 3 sin ascensor',
			'Terraza',
			'Plaza de garaje',
		]);
		expect(v.totalFactor).toBeCloseTo(1.1758690944, 9);
		expect([v.estimate, v.min, v.max]).toEqual([84_000, 72_000, 97_000]);
	});

	it('ignores floor and lift for a detached house', () => {
		// 3.204,2 × 200 × 0,97 × 0,85 × 0,92 × 0,94 = 456.936,61 €; ± 15 %.
		const v = estimateValue(
			{
				provinceId: 'barcelona',
				propertyType: 'chalet',
				areaM2: 200,
				rooms: 4,
				condition: 'a_reformar',
				floor: 0,
				lift: false,
				terrace: false,
				garage: false,
				yearBuilt: 1960,
			},
			2026,
		);
		expect(v.adjustments.some((a) => a.label.startsWith('Planta'))).toBe(false);
		expect([v.estimate, v.min, v.max]).toEqual([457_000, 388_000, 525_000]);
	});

	it('lowers a ground floor and a cramped layout', () => {
		const v = estimateValue(
			{
				provinceId: 'madrid',
				propertyType: 'piso',
				areaM2: 56,
				rooms: 4,
				condition: 'buen_estado',
				floor: 0,
				lift: false,
				terrace: false,
				garage: false,
				yearBuilt: 2000,
			},
			2026,
		);
		expect(v.adjustments.map((a) => [a.label, a.factor])).toEqual([
			['Planta baja', 0.93],
			['4 habitaciones en 56 m²', 0.97],
		]);
	});
});

describe('runValuation (the form)', () => {
	it('reads Spanish numbers and builds the row saved to the panel', () => {
		const outcome = runValuation(
			form({ superficie: '1.200', anio: '2.001', municipio: '  Alcalá de Henares ' }),
			2026,
		);
		expect(outcome.ok).toBe(true);
		if (!outcome.ok) return;
		expect(outcome.input.areaM2).toBe(1200);
		expect(outcome.input.yearBuilt).toBe(2001);
		expect(valuationRow(outcome)).toEqual({
			province: 'madrid',
			municipality: 'Alcalá de Henares',
			property_type: 'piso',
			area_m2: 1200,
			rooms: 3,
			year_built: 2001,
			condition: 'buen_estado',
			estimated_value: outcome.valuation.estimate,
			min_value: outcome.valuation.min,
			max_value: outcome.valuation.max,
		});
	});

	it('finds the typed municipality in the list, accents and case aside, and says which figure it used', () => {
		const found = runValuation(form({ municipio: 'alcala de henares' }), 2026);
		expect(found.ok && found.input.municipalityIne).toBe('28005');
		expect(found.ok && found.valuation.reference.value).toBe(2838.6);
		expect(found.ok && found.municipality).toBe('Alcalá de Henares');
		expect(found.ok && found.notice).toBeNull();
		const small = runValuation(form({ municipio: 'Chinchón' }), 2026);
		expect(small.ok && small.valuation.reference.level).toBe('provincia');
		expect(small.ok && small.notice).toBe(
			'El Ministerio no publica valor tasado para «Chinchón» (solo para municipios de más de 25.000 habitantes con tasaciones suficientes): usamos el de la provincia de Madrid, con una horquilla más ancha.',
		);
		expect(runValuation(form({ municipio: 'Dos Hermanas' }), 2026)).toEqual({
			ok: false,
			errors: {
				municipio:
					'Dos Hermanas está en la provincia de Sevilla: cambia la provincia o el municipio.',
			},
		});
	});

	it('gives a Spanish message per wrong field and keeps the rest', () => {
		const outcome = runValuation(
			form({ superficie: '5', anio: '2030', habitaciones: 'tres', municipio: 'x' }),
			2026,
		);
		expect(outcome).toEqual({
			ok: false,
			errors: {
				habitaciones:
					'No es un número válido: usa cifras y la coma para los decimales (por ejemplo, 200.000,50).',
				municipio: 'El municipio debe tener entre 2 y 100 caracteres.',
			},
		});
		const second = runValuation(form({ superficie: '5', anio: '2030' }), 2026);
		expect(second).toEqual({
			ok: false,
			errors: {
				superficie: 'Escribe la superficie construida, entre 10 y 10.000 m².',
			},
		});
		const third = runValuation(form({ anio: '2030' }), 2026);
		expect(third).toEqual({
			ok: false,
			errors: { anio: 'Escribe el año de construcción, entre 1800 y el año actual.' },
		});
	});

	it('rejects a province or type that does not exist', () => {
		const outcome = runValuation(form({ provincia: 'atlantida', tipo: 'castillo' }), 2026);
		expect(outcome).toEqual({
			ok: false,
			errors: {
				provincia: 'Elige la provincia de la vivienda.',
				tipo: 'Elige el tipo de vivienda.',
			},
		});
	});
});

describe('valuation.json', () => {
	it('documents a reason for every coefficient and says they are not statistics', () => {
		const c = coefficientsSchema.parse(valuationData);
		expect(c.coefficientsSource).toMatch(/no proceden de ninguna estadística/);
		for (const f of [...Object.values(c.propertyType), ...Object.values(c.condition)])
			expect(f.why.length).toBeGreaterThan(10);
	});
});
