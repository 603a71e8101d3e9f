import { describe, expect, it } from 'vitest';
import { assistantDataFromFiles } from '../../../src/lib/ai/assistantDataFiles.ts';
import { extractFigures } from '../../../src/lib/ai/figures.ts';
import { answerOffline } from '../../../src/lib/ai/offline.ts';
import { planInContext, planOf } from '../../../src/lib/ai/plan.ts';
import { buildIndex } from '../../../src/lib/ai/searchIndex.ts';
import { wordsToDigits } from '../../../src/lib/ai/spanishNumbers.ts';

/** The index without passages: the answer plans' data alone. */
const plansOnly = buildIndex([], assistantDataFromFiles());

describe('questions as people write them (issue 46, second round)', () => {
	it('reads number words followed by punctuation and rates said with «con»', () => {
		expect(wordsToDigits('y mi novio mil cuatrocientos.')).toBe('y mi novio 1400.');
		expect(wordsToDigits('al dos coma ocho, cuota?')).toBe('al 2,8, cuota?');
		expect(wordsToDigits('al dos con sesenta y cinco. ¿cuanto')).toBe('al 2,65. ¿cuanto');
		expect(wordsToDigits('voy con dos amigos')).toBe('voy con 2 amigos');
	});

	it('adds up every debt said and reads what another earner brings', () => {
		expect(
			extractFigures('ingresamos 4.100 y pagamos 400 de coche y 150 de un prestamo'),
		).toMatchObject({ income: 4100, debts: 550 });
		const plan = planInContext('¿Y si mi pareja aporta 1.200 más?', [
			'gano 2.000 netos, ¿cuánto me prestan?',
		]);
		expect(plan.intent).toBe('capacidad');
		expect(plan.figures).toMatchObject({ income: 3200, incomes: [2000, 1200] });
	});

	it('takes the figures of a statement made before the question', () => {
		const tax = planInContext('¿Cuánto pagaría de ITP?', [
			'Quiero comprar en Málaga un piso de segunda mano de 220.000',
		]);
		expect(tax).toMatchObject({ intent: 'impuesto', figures: { price: 220_000 } });
		const early = planInContext('si meto 15.000 de golpe cuanto se me queda la cuota', [
			'Me quedan 120.000 de hipoteca a 20 años al 2,5 %',
		]);
		expect(early.intent).toBe('amortizacion');
		const capacity = planInContext('q cuota maxima nos aceptan?', ['cobramos 1.800 y 1.500 netos']);
		expect(capacity.intent).toBe('capacidad');
		const place = planInContext('y en madrid para un piso de 300.000?', ['itp en valencia?']);
		expect(place).toMatchObject({ intent: 'impuesto', figures: { provinceId: 'madrid' } });
	});

	it('answers the same fact of two places as two parts', () => {
		expect(planOf('itp madrid y itp barcelona').parts?.map((p) => p.figures.provinceId)).toEqual([
			'madrid',
			'barcelona',
		]);
	});

	it('reads a cancellation of the whole balance and a move that stays variable', () => {
		const cancel = answerOffline(
			'si cancelo la hipo fija q firme en 2012 cuanto me penalizan, me quedan 80.000',
			plansOnly,
		);
		expect(cancel.text).toMatch(/1\.200\s€/u);
		const move = answerOffline(
			'Me quiero llevar la hipoteca (variable, firmada en 2025) a otro banco sin cambiar a fija. ¿Qué me pueden cobrar?',
			plansOnly,
		);
		expect(move.text).toMatch(/0,25\s%/u);
		expect(move.text).toMatch(/0,15\s%/u);
	});

	it('reads incomes and debts as people list them', () => {
		expect(extractFigures('Con un sueldo de 2.500 € y otro de 1.500 €')).toMatchObject({
			income: 4000,
		});
		expect(
			extractFigures(
				'Mis ingresos: 2.900 € netos. Préstamo del coche: 275 €/mes. Tarjeta: 60 €/mes.',
			),
		).toMatchObject({ income: 2900, debts: 335 });
		expect(extractFigures('2 nominas de 1.500 netos')).toMatchObject({ income: 3000 });
		expect(extractFigures('funcionario, 2.000 netos, 14 pagas')).toMatchObject({
			payments: 14,
		});
		const asked = extractFigures(
			'Mi sueldo neto es de 2.350 euros. ¿Podría pagar una hipoteca de 900 € al mes?',
		);
		expect(asked).toMatchObject({ income: 2350 });
		expect(asked.loan).toBeUndefined();
		const partner = planInContext('y mi mujer 1.500, cuanto nos prestan entre los dos?', [
			'gano 2.300 netos al mes',
		]);
		expect(partner.figures).toMatchObject({ income: 3800 });
	});

	it('reads terms, fee years, places and follow-ups said in other words', () => {
		expect(
			planInContext('¿Y si el plazo es de 25?', ['¿Cuánto pagaría por 190.000 a 30 años al 3 %?'])
				.figures.years,
		).toBe(25);
		expect(extractFigures('comision x amortizar en el 7º año de una hipoteca fija').loanYear).toBe(
			7,
		);
		expect(extractFigures('itp en orense').provinceId).toBe('ourense');
		expect(extractFigures('comprar en Lanzarote').provinceId).toBe('las-palmas');
		const tax = planInContext('vale, y el itp?', [
			'piso de segunda mano en cordoba de 160.000, pido 128.000 a 30 años al 3 %, cuota?',
		]);
		expect(tax).toMatchObject({ intent: 'impuesto', figures: { price: 160_000 } });
		expect(planOf('Quiero comprar un piso de 300.000 €, ¿cuánto me van a prestar?').intent).toBe(
			'capacidad',
		);
	});

	it('adds up statements over several turns and another debt said later', () => {
		const chain = planInContext('ok, y si son 25 años?', [
			'pido 120.000',
			'al 2,8 %',
			'a 30 años cuanto seria la cuota?',
		]);
		expect(chain).toMatchObject({
			intent: 'cuota',
			figures: { loan: 120_000, ratePercent: 2.8, years: 25 },
		});
		const tax = planInContext('Entonces, ¿cuánto de ITP?', [
			'Estoy mirando un piso usado en Valladolid',
			'El precio es de 150.000 €',
		]);
		expect(tax).toMatchObject({
			intent: 'impuesto',
			figures: { provinceId: 'valladolid', price: 150_000 },
		});
		const debts = planInContext('¿Y si tengo otro préstamo de 150 al mes?', [
			'Cobro 2.000 netos y pago 200 al mes del coche, ¿qué cuota máxima?',
		]);
		expect(debts.figures.debts).toBe(350);
	});

	it('shows a cancellation fee as computed on the balance said, the repayment assumed', () => {
		const cancel = answerOffline(
			'Firmé la hipoteca fija en 2019 y quiero cancelarla entera, me quedan 80.000. ¿Cuánto me pueden clavar de comisión?',
			plansOnly,
		);
		expect(cancel.inputs).toEqual([
			{ slot: 'balance', value: 80_000, said: true },
			{
				slot: 'repay',
				value: 80_000,
				said: false,
				why: 'cancelarla es devolver todo lo que queda',
			},
		]);
		const loose = answerOffline(
			'comision x amortizar en el 7º año de una hipoteca fija, 15.000',
			plansOnly,
		);
		expect(loose.text).toMatch(/300\s€/u);
		expect(loose.inputs).toEqual([{ slot: 'repay', value: 15_000, said: true }]);
	});

	it('reads «cobro 2000» as an income and answers a variable loan stated before the question', () => {
		expect(
			extractFigures('tengo un prestamo personal de 200 € y cobro 2000, cuanto me dan?'),
		).toMatchObject({ income: 2000, debts: 200 });
		const variable = planOf(
			'Tengo una hipoteca de 150.000 a 25 años con euríbor + 0,8, ¿cuánto pagaré?',
		);
		expect([variable.intent, ...(variable.parts ?? []).map((p) => p.intent)]).not.toContain(
			'cuota',
		);
	});

	it('lowers the rate said before by a bonus and answers every part after a statement', () => {
		const bonus = planInContext('¿Y con una bonificación de 0,5 puntos?', [
			'¿Cuánto pagaría por 200.000 a 30 años al 3,5 %?',
		]);
		expect(bonus).toMatchObject({ intent: 'cuota', figures: { loan: 200_000, ratePercent: 3 } });
		const spread = planInContext('y si me bonifican 0,4 puntos?', [
			'cuota 180.000 25 años euribor + 1',
		]);
		expect(spread).toMatchObject({ intent: 'variable', figures: { euriborSpread: 0.6 } });
		const both = planInContext(
			'¿Cuánto pagaría de impuestos y de cuota a 30 años al 3 % si me financian el 80 %?',
			['Piso de 250.000 € en Barcelona'],
		);
		expect(both.parts?.map((p) => p.intent)).toEqual(['impuesto', 'cuota']);
		expect(
			planInContext('¿Cuánto tendría que tener ahorrado?', [
				'Quiero comprar una casa de 300.000 en Madrid',
			]).intent,
		).toBe('entrada');
	});

	it('answers the Euríbor’s change within a year from the series', () => {
		const answer = answerOffline('¿Cuánto subió el euríbor en 2022?', plansOnly);
		expect(answer.text).toContain('diciembre de 2022');
		expect(answer.text).toContain('3,495 puntos');
	});
});
