import { describe, expect, it } from 'vitest';
import { rentVsBuy, safeRentVsBuy } from '~/lib/mortgage/index.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import {
	rentVsBuyCsvHeader,
	rentVsBuyFields,
	rentVsBuyRows,
	rentVsBuyVerdict,
} from '~/lib/tools/rentVsBuyTool.ts';

const input = {
	price: 250_000,
	provinceId: 'madrid',
	years: 15,
	rent: 950,
	loan: { annualRatePercent: 3, years: 30, ltvPercent: 80 },
};

describe('rent or buy tool', () => {
	it('has one row per year matching the header, rounded to the cent', () => {
		const result = rentVsBuy(input);
		const rows = rentVsBuyRows(result);
		expect(rows).toHaveLength(15);
		expect(rows[0]).toHaveLength(rentVsBuyCsvHeader.length);
		expect(rows[0]?.[0]).toBe(1);
		// First year's rent: 950 € × 12.
		expect(rows[0]?.[1]).toBe(11_400);
		expect(rows.at(-1)?.[7]).toBeCloseTo(result.years.at(-1)!.difference, 2);
	});

	it('says when buying gets ahead, or that renting wins', () => {
		const base = { upfront: { downPayment: 0, costs: 0, total: 0 }, monthlyPayment: 0, years: [] };
		expect(rentVsBuyVerdict({ ...base, breakEvenYear: 7 }, 15)).toContain('a partir del año 7');
		expect(rentVsBuyVerdict({ ...base, breakEvenYear: 1 }, 15)).toContain('desde el primer año');
		expect(rentVsBuyVerdict({ ...base, breakEvenYear: null }, 15)).toContain('en 15 años alquilar');
	});
});

describe('errorsFor', () => {
	it('puts an engine error on the form field of its path', () => {
		const bad = safeRentVsBuy({ ...input, loan: { ...input.loan, annualRatePercent: 45 } });
		expect(errorsFor(bad, rentVsBuyFields, 'precio')).toEqual({
			tipo: expect.any(String) as string,
		});
		const noRent = safeRentVsBuy({ ...input, rent: -5 });
		expect(Object.keys(errorsFor(noRent, rentVsBuyFields, 'precio'))).toEqual(['alquiler']);
		expect(errorsFor({ ok: true, value: 1 }, rentVsBuyFields, 'precio')).toEqual({});
	});

	it('falls back to a field for an unmapped path, so no message is lost', () => {
		const result = { ok: false as const, error: { field: 'misterio', message: 'Dato no válido.' } };
		expect(errorsFor(result, { a: 'x' }, 'y')).toEqual({ y: 'Dato no válido.' });
	});

	it('calls a huge rent a rent, not a mortgage, on the rent field', () => {
		const bad = safeRentVsBuy({ ...input, rent: 1e12 });
		expect(bad).toEqual({
			ok: false,
			error: {
				field: 'rent',
				message: 'El alquiler es demasiado alto para una vivienda: revisa la cifra.',
			},
		});
		expect(errorsFor(bad, rentVsBuyFields, 'precio')).toEqual({
			alquiler: 'El alquiler es demasiado alto para una vivienda: revisa la cifra.',
		});
		expect(safeRentVsBuy({ ...input, price: 0 })).toEqual({
			ok: false,
			error: { field: 'price', message: 'El precio debe ser mayor que 0 €.' },
		});
	});
});
