import { describe, expect, it } from 'vitest';
import { tables } from '../../../src/lib/mortgage/data.ts';
import { purchaseCostsSchema } from '../../../src/lib/mortgage/purchaseCosts.ts';
import { purchaseCostsOf } from '../../../src/lib/mortgage/purchaseCostsOf.ts';

describe('purchaseCostsOf (validated input, tables given)', () => {
	const data = purchaseCostsSchema.parse({
		price: 300_000,
		provinceId: 'madrid',
		homeType: 'resale',
		buyer: { age: 45 },
	});

	it('computes the Madrid ITP with the tables it is given', () => {
		// 6 % of 300.000 € (above 250.000 €, no bonus).
		expect(purchaseCostsOf(data, tables).lines.find((l) => l.id === 'itp')?.amount).toBe(18_000);
		expect(() => purchaseCostsOf(data, { ...tables, communities: [] })).toThrow(
			'Elige una provincia de la lista.',
		);
	});

	it('still refuses a price out of range (the bisections of affordability try many)', () => {
		expect(() => purchaseCostsOf({ ...data, price: 0 }, tables)).toThrow(
			'El precio debe ser mayor que 0 €.',
		);
		expect(() => purchaseCostsOf({ ...data, price: 100_000_001 }, tables)).toThrow(
			'El precio es demasiado alto para una vivienda: revisa la cifra.',
		);
	});
});
