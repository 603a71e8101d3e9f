import { describe, expect, it } from 'vitest';
import {
	addressLine,
	addressLines,
	companyAddress,
	companyAddressSentence,
	endSentence,
	officeLines,
} from '../../../src/lib/site/address.ts';

const address = {
	street: 'Calle de Alcalá 120',
	postalCode: '28009',
	city: 'Madrid',
	region: 'Comunidad de Madrid',
};

describe('company address', () => {
	it('does not add a second full stop after "S.L."', () => {
		expect(endSentence('Hipoteca Clara Asesores Financieros S.L.')).toBe(
			'Hipoteca Clara Asesores Financieros S.L.',
		);
		expect(endSentence('Calle de Alcalá 120')).toBe('Calle de Alcalá 120.');
	});

	it('keeps a space between the postal code and the city', () => {
		expect(addressLines(address)).toEqual([
			'Calle de Alcalá 120',
			'28009 Madrid (Comunidad de Madrid)',
		]);
		expect(addressLine(address)).toBe('Calle de Alcalá 120, 28009 Madrid (Comunidad de Madrid)');
	});

	it('writes the company and its address as one sentence', () => {
		expect(companyAddressSentence('Ejemplo S.L.', address)).toBe(
			'Ejemplo S.L. Calle de Alcalá 120, 28009 Madrid (Comunidad de Madrid).',
		);
		expect(companyAddress).toBe(
			'Hipoteca Clara Asesores Financieros S.L. Calle de Alcalá 120, 28009 Madrid (Comunidad de Madrid).',
		);
		expect(officeLines).toEqual(['Calle de Alcalá 120', '28009 Madrid (Comunidad de Madrid)']);
	});
});
