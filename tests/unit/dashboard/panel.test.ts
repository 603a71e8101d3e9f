import { describe, expect, it } from 'vitest';
import { checkLeadNotes } from '../../../src/lib/leads/followUp.ts';
import { progressSteps } from '../../../src/lib/application/progress.ts';
import { sectionFromHash, sectionsFor } from '../../../src/lib/site/panelSections.ts';
import { checkSimulationName, simulationHref } from '../../../src/lib/simulations/simulationLink.ts';
import { valuationPlace } from '../../../src/lib/valuation/savedLabels.ts';
import { formatDateTime } from '../../../src/lib/format/index.ts';

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
			'documentos',
			'simulaciones',
			'valoraciones',
			'tickets',
		]);
		expect(sectionsFor('promotora')).toHaveLength(9);
	});
});

describe('progressSteps', () => {
	it('starts at step 1 before an advisor opens the application', () => {
		expect(progressSteps(null).map((s) => s.state)).toEqual([
			'actual',
			'pendiente',
			'pendiente',
			'pendiente',
			'pendiente',
			'pendiente',
		]);
	});

	it('marks the steps before the current one and the ones the advisors ticked as done', () => {
		const steps = progressSteps({ current_step: 3, completed_steps: [5], status: 'en_curso' });
		expect(steps.map((s) => s.state)).toEqual([
			'hecho',
			'hecho',
			'actual',
			'pendiente',
			'hecho',
			'pendiente',
		]);
		expect(steps[2]).toMatchObject({ number: 3, title: 'Documentación online' });
		expect(steps[2]!.needs).toContain('nóminas');
	});

	it('a signed mortgage has every step done', () => {
		const steps = progressSteps({ current_step: 6, completed_steps: [], status: 'firmada' });
		expect(steps.every((s) => s.state === 'hecho')).toBe(true);
	});
});

describe('simulationHref', () => {
	it('reopens the simulator with the saved query string', () => {
		expect(
			simulationHref('completa', {
				amount: 150000,
				url: 'http://localhost:4417/herramientas?simulador-completo.importe=150.000#simulador-completo',
			}),
		).toBe('/herramientas?simulador-completo.importe=150.000#simulador-completo');
	});

	it('reopens a saved offer comparison in the document analysis', () => {
		expect(
			simulationHref('comparacion', {
				url: '/herramientas?comparacion=eyJhIjoxfQ#analisis-documentos',
			}),
		).toBe('/herramientas?comparacion=eyJhIjoxfQ#analisis-documentos');
	});

	it('never leads off the site, whatever the stored url says', () => {
		expect(simulationHref('completa', { url: 'https://evil.example/phish?x=1' })).toBe(
			'/herramientas?x=1#simulador-completo',
		);
		expect(simulationHref('gastos', { url: 42 })).toBe('/herramientas#gastos-compraventa');
		expect(simulationHref('otra', null)).toBe('/herramientas#simulador-completo');
	});

	it('checks names like the saved_simulations table', () => {
		expect(checkSimulationName('  Piso centro ')).toEqual({ ok: true, name: 'Piso centro' });
		expect(checkSimulationName('  ')).toEqual({
			ok: false,
			message: 'Escribe un nombre para la simulación',
		});
		expect(checkSimulationName('x'.repeat(101))).toEqual({
			ok: false,
			message: 'El nombre no puede exceder 100 caracteres',
		});
	});
});

describe('small panel texts', () => {
	it('stores empty lead notes as null and refuses overlong ones', () => {
		expect(checkLeadNotes('  ')).toEqual({ ok: true, notes: null });
		expect(checkLeadNotes('x'.repeat(2001))).toMatchObject({ ok: false });
	});

	it('names a valuation place with the province name', () => {
		expect(valuationPlace({ province: 'coruna', municipality: null }, { coruna: 'A Coruña' })).toBe(
			'A Coruña',
		);
		expect(
			valuationPlace({ province: 'madrid', municipality: 'Getafe' }, { madrid: 'Madrid' }),
		).toBe('Getafe, Madrid');
	});

	it('formats instants in Madrid time and never shows Invalid Date', () => {
		expect(formatDateTime('2026-11-24T10:05:00Z')).toBe('24 nov 2026, 11:05');
		expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2 jul 2026, 0:30');
		expect(formatDateTime('no es una fecha')).toBe('');
	});
});
