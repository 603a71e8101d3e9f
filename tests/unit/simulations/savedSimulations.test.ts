import { describe, expect, it } from 'vitest';
import { checkSavedName, simulationTool } from '~/lib/simulations/simulationLink.ts';
import { formatAmount, simulationFigures } from '~/lib/simulations/simulationSummary.ts';
import { simulationRow } from '~/lib/supabase/simulations.ts';
import { savedSimulationKinds } from '~/lib/simulations/kinds.ts';

const nbsp = '\u00a0';

/** A fixed-rate simulator input: 150.000 € at 2,5 % over 25 years. */
const fixed = {
	price: 200000,
	amount: 150000,
	years: 25,
	rateType: 'fija',
	tin: 2.5,
	euribor: 2.2,
	diferencial: 0.8,
	revisionMonths: 12,
	fixedYears: 10,
	provinceId: 'madrid',
	homeType: 'resale',
	url: 'https://hipotecaclara.es/herramientas?simulador.importe=150000#simulador-completo',
};

describe('formatAmount', () => {
	it('writes whole euros without cents and keeps cents otherwise', () => {
		expect(formatAmount(256000)).toBe(`256.000${nbsp}€`);
		expect(formatAmount(256000.004)).toBe(`256.000${nbsp}€`);
		expect(formatAmount(1234.5)).toBe(`1.234,50${nbsp}€`);
		expect(formatAmount(0)).toBe(`0${nbsp}€`);
	});
});

describe('simulationFigures', () => {
	it('shows the amount once, the term, the rate type and the monthly payment', () => {
		// French annuity, computed here: 150000 · r / (1 − (1 + r)^−300) with r = 2,5 % / 12.
		const r = 0.025 / 12;
		const payment = (150000 * r) / (1 - (1 + r) ** -300);
		expect(payment.toFixed(2)).toBe('672.93');
		expect(simulationFigures('Piso de Valencia', fixed)).toBe(
			`150.000${nbsp}€ · 25 años · Tipo fijo · Cuota 672,93${nbsp}€/mes`,
		);
	});

	it('leaves the amount out when the name already says it (old and new spellings)', () => {
		const rest = `25 años · Tipo fijo · Cuota 672,93${nbsp}€/mes`;
		expect(simulationFigures(`Hipoteca de 150.000${nbsp}€ a 25 años`, fixed)).toBe(rest);
		expect(simulationFigures(`Hipoteca de 150.000,00${nbsp}€ a 25 años`, fixed)).toBe(rest);
		expect(simulationFigures('Hipoteca de 150.000 € a 25 años', fixed)).toBe(rest);
	});

	it('names variable and mixed rates, and shows only what another tool saved', () => {
		expect(simulationFigures('x', { ...fixed, rateType: 'mixta' })).toContain('Tipo mixto');
		expect(simulationFigures('x', { ...fixed, rateType: 'variable' })).toContain('Tipo variable');
		expect(simulationFigures('x', { answers: {}, url: '/' })).toBe('');
		expect(simulationFigures('x', { amount: 90000 })).toBe(`90.000${nbsp}€`);
		expect(simulationFigures('x', null)).toBe('');
	});

	it('never shows a payment the engine refuses (amount over 120 % of the price)', () => {
		expect(simulationFigures('x', { ...fixed, price: 100000 })).toBe(
			`150.000${nbsp}€ · 25 años · Tipo fijo`,
		);
	});
});

describe('saved simulations: one shape, every kind', () => {
	it('writes the URL inside the input, trims the name and keeps the result', () => {
		expect(
			simulationRow({
				kind: 'capacidad',
				name: `  ${'a'.repeat(120)}`,
				input: { answers: { edad: 30 }, skip: undefined },
				result: { max: 250000 },
				url: '/herramientas',
			}),
		).toEqual({
			kind: 'capacidad',
			name: 'a'.repeat(100),
			input: { answers: { edad: 30 }, url: '/herramientas' },
			result: { max: 250000 },
		});
		expect(simulationRow({ kind: 'completa', name: 'N', input: {}, url: '/u' })).toEqual({
			kind: 'completa',
			name: 'N',
			input: { url: '/u' },
		});
	});

	it('labels every kind of the check and reopens unknown kinds in the simulator', () => {
		expect(savedSimulationKinds.map((k) => simulationTool(k).label)).toEqual([
			'Cuota de hipoteca',
			'Capacidad de compra',
			'Gastos de compraventa',
			'Subrogación',
			'Reunificación de deudas',
			'Simulador de hipoteca',
			'Comparación de ofertas',
		]);
		expect(simulationTool('otra')).toEqual({ tool: 'simulador-completo', label: 'Simulación' });
	});

	it('checks names of both saved lists in Spanish', () => {
		expect(checkSavedName('  ', 'la valoración')).toEqual({
			ok: false,
			message: 'Escribe un nombre para la valoración',
		});
		expect(checkSavedName(' Casa ', 'la valoración')).toEqual({ ok: true, name: 'Casa' });
	});
});
