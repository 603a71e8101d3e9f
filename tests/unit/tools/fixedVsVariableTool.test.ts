import { describe, expect, it } from 'vitest';
import { fixedVsVariable, safeFixedVsVariable } from '~/lib/mortgage/index.ts';
import {
	fixedVsVariableFields,
	fixedVsVariableHeader,
	fixedVsVariableNotes,
	fixedVsVariableRows,
	fixedVsVariableSentences,
} from '~/lib/tools/fixedVsVariableTool.ts';
import { errorsFor } from '~/lib/tools/formErrors.ts';

const input = {
	principal: 200_000,
	years: 30,
	fixedRatePercent: 3,
	initialRatePercent: 2.4,
	diferencial: 0.7,
	euriborStart: 2.3,
};

describe('fixed vs variable tool', () => {
	const result = fixedVsVariable(input);

	it('puts the fixed offer first and one row per scenario', () => {
		const rows = fixedVsVariableRows(result);
		expect(rows).toHaveLength(4);
		expect(rows[0]).toHaveLength(fixedVsVariableHeader.length);
		// 200.000 € at 3 % over 30 years: 843,21 € a month.
		expect(rows[0]?.[1]).toBe(843.21);
		expect(rows[0]?.[6]).toBe(0);
		expect(rows.slice(1).map((r) => r[0])).toEqual([
			'Variable: euríbor estable',
			'Variable: euríbor al alza',
			'Variable: euríbor a la baja',
		]);
	});

	it('says which offer is cheaper under each scenario', () => {
		const sentences = fixedVsVariableSentences(result);
		expect(sentences).toHaveLength(3);
		// Stable Euribor 2,3 % + 0,7 % = 3 %, after a cheaper first year: the variable wins.
		expect(sentences[0]).toMatch(/^Euríbor estable .*la variable sale .* más barata\.$/);
		// Rising to 4,3 % + 0,7 %: the fixed wins.
		expect(sentences[1]).toMatch(/la fija sale .* más barata\.$/);
	});

	it('states the 0 % floor and its law only when a scenario reaches it', () => {
		const scenarios =
			'Escenarios: estable (el euríbor no cambia), al alza (+0,5 puntos al año durante cuatro años) y a la baja (−0,25 puntos al año durante cuatro años). Cálculo orientativo.';
		expect(fixedVsVariableNotes(result)).toEqual([scenarios]);
		const negative = fixedVsVariable({ ...input, euriborStart: -0.5, diferencial: 0.3 });
		expect(fixedVsVariableNotes(negative)).toEqual([
			scenarios,
			'En algún escenario el euríbor más el diferencial queda por debajo de 0 %: ahí se aplica un 0 %, porque el interés de un préstamo variable no puede ser negativo (Ley 5/2019, art. 21.4). Es el único límite: la misma ley prohíbe las cláusulas suelo (art. 21.3), así que el tipo baja con el euríbor hasta el 0 %.',
		]);
	});

	it('maps engine errors to the form fields', () => {
		const bad = safeFixedVsVariable({ ...input, diferencial: 40 });
		expect(Object.keys(errorsFor(bad, fixedVsVariableFields, 'importe'))).toEqual(['diferencial']);
	});
});
