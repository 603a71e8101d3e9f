import { describe, expect, it } from 'vitest';
import { controlValues, typedChanges, typedToolValues } from '~/lib/forms/controlValues.ts';

describe('controlValues', () => {
	it('reads text by value, a checkbox as a boolean and a radio group as its checked value', () => {
		expect(
			controlValues([
				{ name: 'role', type: 'radio', value: 'particular', checked: false },
				{ name: 'role', type: 'radio', value: 'inmobiliaria', checked: true },
				{ name: 'email', type: 'email', value: 'ana@example.com' },
				{ name: 'password', type: 'password', value: 'clave segura' },
				{ name: 'terms', type: 'checkbox', value: 'on', checked: true },
				{ name: 'notes', type: 'textarea', value: 'Hola' },
			]),
		).toEqual({
			role: 'inmobiliaria',
			email: 'ana@example.com',
			password: 'clave segura',
			terms: true,
			notes: 'Hola',
		});
	});

	it('leaves out buttons, unnamed controls and a radio group with nothing checked', () => {
		expect(
			controlValues([
				{ name: '', type: 'text', value: 'x' },
				{ name: 'go', type: 'submit', value: 'Entrar' },
				{ name: 'role', type: 'radio', value: 'particular', checked: false },
				{ name: 'terms', type: 'checkbox', value: 'on', checked: false },
			]),
		).toEqual({ terms: false });
	});
});

describe('typedChanges', () => {
	it('keeps only the string fields of the state that the page holds differently', () => {
		expect(
			typedChanges(
				{ email: 'ana@example.com', password: '', terms: true, extra: 'x' },
				{ email: '', password: '' },
			),
		).toEqual({ email: 'ana@example.com' });
	});

	it('changes nothing when the page holds the state itself', () => {
		expect(typedChanges({ email: 'a@b.es' }, { email: 'a@b.es', password: '' })).toEqual({});
	});
});

describe('typedToolValues', () => {
	const defaults = { provincia: 'madrid', superficie: '85', ascensor: 'si', terraza: 'no' };

	it('returns what the page holds differently from the defaults, checkboxes as si/no', () => {
		const page: Record<string, { type: string; value: string; checked?: boolean }> = {
			'valoracion-provincia': { type: 'select-one', value: 'soria' },
			'valoracion-superficie': { type: 'text', value: '85' },
			'valoracion-ascensor': { type: 'checkbox', value: 'on', checked: false },
			'valoracion-terraza': { type: 'checkbox', value: 'on', checked: true },
		};
		expect(typedToolValues('valoracion', defaults, (id) => page[id] ?? null)).toEqual({
			provincia: 'soria',
			ascensor: 'no',
			terraza: 'si',
		});
	});

	it('skips fields the page does not have and changes nothing when it holds the defaults', () => {
		const page: Record<string, { type: string; value: string; checked?: boolean }> = {
			'valoracion-superficie': { type: 'text', value: '85' },
			'valoracion-ascensor': { type: 'checkbox', value: 'on', checked: true },
		};
		expect(typedToolValues('valoracion', defaults, (id) => page[id] ?? null)).toEqual({});
	});
});
