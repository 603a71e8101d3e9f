import { describe, expect, it } from 'vitest';
import { readAmount, wordsToDigits } from '../../../src/lib/ai/spanishNumbers.ts';

describe('Spanish numbers in words', () => {
	it.each([
		['doscientos mil euros', '200000 euros'],
		['ciento veinte mil', '120000'],
		['un millon doscientos mil', '1200000'],
		['treinta y cinco anos', '35 anos'],
		['al dos coma ocho', 'al 2,8'],
		['al 2 y medio por ciento', 'al 2,5 por ciento'],
		['doscientas cincuenta mil', '250000'],
		['un piso de 200 mil', 'un piso de 200 mil'],
		['tengo un hijo', 'tengo un hijo'],
		['medio millon a 30 anos', '500000 a 30 anos'],
		['un millon y medio', '1500000'],
	])('%s → %s', (text, digits) => expect(wordsToDigits(text)).toBe(digits));
});

describe('amounts as people type them', () => {
	it.each([
		['5 mil', 5000],
		['2,4 mil', 2400],
		['1,2 millones', 1_200_000],
		['200k', 200_000],
		['dos mil euros', 2000],
		['Doscientos mil €', 200_000],
		['35.000 €', 35_000],
	])('%s → %d', (text, value) => expect(readAmount(text)).toBe(value));

	it('refuses what is not one amount', () => {
		for (const text of ['bastante', '5 mil o 6 mil', '', 'mil y pico'])
			expect(readAmount(text)).toBeUndefined();
	});
});
