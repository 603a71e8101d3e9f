import { describe, expect, it } from 'vitest';
import {
	checkSimulationName,
	simulationHref,
} from '../../../src/lib/simulations/simulationLink.ts';

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
