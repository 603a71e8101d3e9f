import { describe, expect, it } from 'vitest';
import { sectionFromHash, sectionsFor } from '../../../src/lib/site/panelSections.ts';

describe('panel sections', () => {
	it('opens the section of the hash, #soporte included', () => {
		expect(sectionFromHash('#simulaciones')).toBe('simulaciones');
		expect(sectionFromHash('#soporte')).toBe('tickets');
		expect(sectionFromHash('#SOLICITUD')).toBe('solicitud');
	});

	it('falls back to the profile for unknown or empty hashes', () => {
		expect(sectionFromHash('')).toBe('perfil');
		expect(sectionFromHash('#nada')).toBe('perfil');
	});

	it('shows clients and forms only to professionals', () => {
		expect(sectionFromHash('#clientes', 'particular')).toBe('perfil');
		expect(sectionFromHash('#clientes', 'agente_inmobiliario')).toBe('clientes');
		expect(sectionsFor('particular').map((s) => s.id)).toEqual([
			'perfil',
			'notificaciones',
			'solicitud',
			'hipoteca',
			'documentos',
			'simulaciones',
			'valoraciones',
			'tickets',
		]);
		expect(sectionsFor('promotora')).toHaveLength(10);
	});
});
