import { describe, expect, it } from 'vitest';
import { readFields } from '../../../src/lib/documentReader/extract.ts';
import { checkOffer } from '../../../src/lib/documentReader/offerCheck.ts';

const values = (text: string) => {
	const readings = readFields('oferta', text);
	return {
		readings,
		values: Object.fromEntries(Object.entries(readings).map(([k, r]) => [k, r.value])),
	};
};

const fein = `FEIN
Importe del préstamo: 150.000,00 euros
Plazo de amortización: 25 años
Tipo de interés nominal (TIN) fijo: 3,00 %
La TAE aplicable a su préstamo es 3,60 %.
Comisión de apertura: 1.500,00 €
Tasación: 0,00 €`;

describe('checkOffer on what the reader read', () => {
	it('says «no cuadra» only when every input was read with confidence, and lists them', () => {
		// 150.000 € at 3 % over 300 months with 1.500 € at signing: TAE 3,14 % (see offerAndFile.test.ts).
		const { values: v, readings } = values(fein);
		const check = checkOffer(v, readings);
		expect(check?.status).toBe('no-cuadra');
		expect(check?.inputs.map((i) => `${i.label}: ${i.value}`)).toEqual([
			'Importe del préstamo: 150.000,00 €',
			'TIN: 3,00 %',
			'Plazo: 25 años',
			'Comisión de apertura: 1.500,00 €',
			'Tasación y otros gastos a tu cargo: 0,00 €',
			'Coste anual de los productos vinculados: 0 €',
		]);
	});

	it('does not check the TAE when linked products have no cost, a fee is missing or the rate is variable', () => {
		const linked = values(`${fein}\nProductos vinculados: seguro de hogar.`);
		const unpriced = checkOffer(linked.values, linked.readings);
		expect(unpriced?.status).toBe('sin-comprobar');
		expect(unpriced?.message).toBe(
			'No he podido comprobar la TAE: la oferta nombra productos vinculados sin decir cuánto cuestan todos. Revisa esos datos en la oferta y corrígelos aquí para comprobarla.',
		);
		const noFee = values(fein.replace('Comisión de apertura: 1.500,00 €\n', ''));
		expect(checkOffer(noFee.values, noFee.readings)?.reasons).toEqual([
			'no he encontrado «Comisión de apertura» en el documento',
		]);
		const variable = values(fein.replace('fijo: 3,00 %', '3,00 % variable, Euríbor + 0,80 %'));
		expect(checkOffer(variable.values, variable.readings)?.status).toBe('sin-comprobar');
		// What the person types is theirs: with the cost typed in, the check speaks.
		expect(checkOffer({ ...linked.values, costeVinculados: '0' }, linked.readings)?.status).toBe(
			'no-cuadra',
		);
	});
});
