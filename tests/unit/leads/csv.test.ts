import { describe, expect, it } from 'vitest';
import { leadsCsv } from '~/lib/leads/csv.ts';

describe('the leads CSV', () => {
	it('exports leads as a Spanish CSV with labels and quoted text', () => {
		const csv = leadsCsv([
			{
				source: 'contacto',
				name: 'Ana; Ruiz',
				email: 'ana@example.com',
				phone: null,
				message: 'Dice "hola"',
				status: 'contactado',
				created_at: '2026-01-15T09:30:00Z',
			},
		]);
		expect(csv.startsWith('\uFEFFFecha;Origen;Estado;Nombre;Email;Teléfono;Mensaje\r\n')).toBe(
			true,
		);
		expect(csv).toContain(
			'15/1/26, 10:30;Formulario de contacto;Contactado;"Ana; Ruiz";ana@example.com;;"Dice ""hola"""',
		);
	});
});
