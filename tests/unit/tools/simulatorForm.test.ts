import { describe, expect, it } from 'vitest';
import { errorsFor } from '~/lib/tools/formErrors.ts';
import {
	simulate,
	simulationFields,
	simulatorInput,
	type SimulatorValues,
} from '~/lib/tools/simulation.ts';

/** The simulator's form as the page opens it (MortgageSimulator's defaults, Euribor fixed here). */
const defaults: SimulatorValues = {
	precio: '250.000',
	importe: '200.000',
	plazo: '30',
	tipo: 'fija',
	tin: '3',
	euribor: '2,2',
	diferencial: '0,6',
	revision: '12',
	fijos: '10',
	provincia: 'madrid',
	vivienda: 'resale',
};

/**
 * The messages the simulator shows for typed text, by form field: the island's own steps (read
 * the numbers, run the engine, put its error on the field of its input, 'importe' when unmapped).
 */
function fieldErrors(changes: Partial<SimulatorValues>): Record<string, string> {
	const parsed = simulatorInput({ ...defaults, ...changes });
	if (!parsed.ok) return parsed.errors;
	return errorsFor(simulate(parsed.input), simulationFields, 'importe');
}

// Moved from tests/e2e/simulator.spec.ts (issue 25 item 4): the browser keeps one case of each kind
// of error to prove the wiring; the table of cases lives here.
describe('simulator form: each bad value gets its Spanish message on its own field', () => {
	it('opens with no errors', () => {
		expect(fieldErrors({})).toEqual({});
	});

	it.each([
		[
			{ importe: 'doscientos mil' },
			{
				importe:
					'No es un número válido: usa cifras y la coma para los decimales (por ejemplo, 200.000,50).',
			},
		],
		[{ plazo: '0' }, { plazo: 'El plazo debe estar entre 1 y 50 años.' }],
		[{ plazo: '60' }, { plazo: 'El plazo debe estar entre 1 y 50 años.' }],
		[{ tin: '45' }, { tin: 'El tipo de interés debe estar entre 0 % y 30 %.' }],
		// A price of 0 or less is flagged on the price field, not on the loan.
		[{ precio: '0' }, { precio: 'El precio debe ser mayor que 0 €.' }],
		[{ precio: '-1' }, { precio: 'El precio debe ser mayor que 0 €.' }],
		[{ precio: '' }, { precio: 'Escribe un número.' }],
	])('%j → %j', (changes, expected) => {
		expect(fieldErrors(changes)).toEqual(expected);
	});
});
