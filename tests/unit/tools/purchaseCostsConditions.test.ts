import { describe, expect, it } from 'vitest';
import { extraConditionsFor } from '~/lib/tools/purchaseCostsConditions.ts';
import { purchaseCostsDefaults, readPurchaseCostsForm } from '~/lib/tools/purchaseCostsForm.ts';

describe('purchase costs tool: questions asked only where a law needs them', () => {
	it('asks each province only for the conditions its rules use', () => {
		expect(extraConditionsFor('madrid', 'resale', 1).fields).toEqual([]);
		expect(extraConditionsFor('navarra', 'resale', 1).fields).toEqual(['hijos']);
		expect(extraConditionsFor('navarra', 'new', 1).fields).toEqual([]);
		expect(extraConditionsFor('pontevedra', 'resale', 1).fields).toEqual(['patrimonio']);
		expect(extraConditionsFor('sevilla', 'resale', 1).fields).toEqual([]);
		expect(extraConditionsFor('sevilla', 'resale', 2).fields).toEqual(['pareja']);
		const balears = extraConditionsFor('islas-baleares', 'resale', 1);
		expect(balears.fields).toEqual(['discapacidadFamiliar', 'residencia', 'municipio']);
		expect(balears.residenceYears).toBe(3);
		expect(balears.communityName).toBe('Illes Balears');
	});

	it('reads the Balearic questions into the 100 % bonus (DL 1/2014, art. 14 quater)', () => {
		const form = {
			...purchaseCostsDefaults,
			provincia: 'islas-baleares',
			edad: '28',
			primera: 'si',
			ingresosAnuales: '30.000',
		};
		const itp = (values: typeof form) =>
			readPurchaseCostsForm(
				values,
				extraConditionsFor('islas-baleares', 'resale', 1),
			).costs?.lines.find((l) => l.id === 'itp')?.amount;
		// 250.000 € with a 200.000 € mortgage: the bonus needs three years of residence.
		expect(itp({ ...form, residencia: 'si' })).toBeCloseTo(0, 6);
		expect(itp(form)).toBeCloseTo(5000, 6);
	});

	it('ignores an answer left from another province and keeps a bad number as a Spanish error', () => {
		const form = { ...purchaseCostsDefaults, provincia: 'madrid', hijos: '3', patrimonio: 'abc' };
		const madrid = readPurchaseCostsForm(form, extraConditionsFor('madrid', 'resale', 1));
		expect(madrid.errors).toEqual({});
		const navarra = readPurchaseCostsForm(
			{ ...form, provincia: 'navarra', hijos: 'dos' },
			extraConditionsFor('navarra', 'resale', 1),
		);
		expect(navarra.costs).toBeUndefined();
		expect(navarra.errors.hijos).toMatch(/número/i);
	});
});
