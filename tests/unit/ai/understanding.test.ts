import { describe, expect, it } from 'vitest';
import { assistantDataFromFiles } from '../../../src/lib/ai/assistantDataFiles.ts';
import { extractFigures } from '../../../src/lib/ai/figures.ts';
import { answerOffline } from '../../../src/lib/ai/offline.ts';
import { planInContext } from '../../../src/lib/ai/plan.ts';
import { buildIndex } from '../../../src/lib/ai/searchIndex.ts';

/** The index without passages: the answer plans' data alone. */
const plansOnly = buildIndex([], assistantDataFromFiles());

describe('the amount-understanding layer (issue 46)', () => {
	it('gives each amount its role from the words around it', () => {
		expect(
			extractFigures('Piso de 320.000 €, pongo 64.000 de entrada, a 30 años al 2,85 %'),
		).toEqual({
			price: 320_000,
			downPayment: 64_000,
			years: 30,
			ratePercent: 2.85,
		});
		expect(
			extractFigures('el piso vale 300.000 y estoy pidiendo 270.000 a 30 años al 3,1 %'),
		).toMatchObject({
			price: 300_000,
			loan: 270_000,
		});
		expect(extractFigures('mi piso cuesta 250.000 y el banco me financia el 80 %')).toEqual({
			price: 250_000,
			financedPercent: 80,
		});
		expect(extractFigures('cuanto me sale la cuota de 95k a 25 anos al 2,7')).toEqual({
			loan: 95_000,
			years: 25,
			ratePercent: 2.7,
		});
	});

	it('adds the incomes of each earner and reads 14 pagas, «netos» and yearly figures', () => {
		expect(extractFigures('Yo cobro 1.800 y mi pareja 1.400 netos')).toEqual({
			income: 3200,
			incomes: [1800, 1400],
		});
		// 2.100 € in 14 pagas is 2.450 € a month over the year.
		expect(extractFigures('Mi salario neto es de 2.100 € en 14 pagas')).toEqual({
			income: 2450,
			incomes: [2100],
			payments: 14,
		});
		expect(extractFigures('cobro 2.500 netos')).toEqual({ income: 2500 });
		expect(extractFigures('gano 30.000 netos al año')).toEqual({ income: 2500 });
		// Gross pay is not what banks count: kept apart, so the plan asks for the net.
		expect(extractFigures('gano 42.000 brutos al año')).toEqual({ grossAnnual: [42_000] });
	});

	it('keeps a stated Euríbor and a spread apart, and reads the age of an existing loan', () => {
		expect(
			extractFigures('variable de 150.000 a 25 años, euríbor + 0,99 % y el euríbor al 2,22 %'),
		).toEqual({ loan: 150_000, years: 25, euriborSpread: 0.99, euribor: 2.22 });
		expect(extractFigures('tengo una fija de hace 12 años, si amortizo 30.000 €')).toEqual({
			loanYear: 13,
			repayment: 30_000,
		});
	});

	it('lets the newest value of a slot win in a conversation', () => {
		const plan = planInContext(
			'Mi piso cuesta 250.000 y el banco me financia el 80 %, ¿cuánto pagaría al mes?',
			['¿Qué cuota tendría una hipoteca de 1,2 millones a 30 años al 2,9 %?'],
		);
		expect(plan.intent).toBe('cuota');
		expect(plan.figures).toEqual({
			price: 250_000,
			financedPercent: 80,
			years: 30,
			ratePercent: 2.9,
		});
	});
});

describe('answers that show what they used and ask for what is missing', () => {
	it('marks every input of a figure as said or assumed', () => {
		const a = answerOffline('hipoteca variable de 200.000 a 30 años a euríbor + 0,8', plansOnly);
		expect(a.inputs?.map((i) => [i.slot, i.said])).toEqual([
			['loan', true],
			['years', true],
			['spread', true],
			['euribor', false],
		]);
	});

	it('asks for the rate instead of assuming one, and never shows a payment then', () => {
		const a = answerOffline('¿Cuánto pagaría al mes por 150.000 a 25 años?', plansOnly);
		expect(a.text).toMatch(/^¿A qué tipo de interés \(TIN\)/);
		expect(a.text).not.toMatch(/€ al mes|pagarías/);
		expect(a.inputs).toBeUndefined();
	});

	it('gives the loan an income allows and asks for the province and savings, never Madrid', () => {
		const a = answerOffline('cobro 2.500 netos, ¿cuánto me prestaría?', plansOnly);
		// 35 % of 2.500 € is 875 €; at 3 % over 30 years that repays 207.540,71 €.
		expect(a.text).toContain('875,00\u00a0€');
		expect(a.text).toContain('207.541\u00a0€');
		expect(a.text).toContain('¿En qué provincia compras');
		expect(a.text).not.toContain('Madrid');
		expect(a.inputs?.find((i) => i.slot === 'rate')).toMatchObject({ value: 3, said: false });
	});

	it('answers every part of a multi-part question', () => {
		const a = answerOffline(
			'¿Cuánto ITP pago por un piso usado de 200.000 € en Sevilla y cuánto sería la cuota si pido 160.000 a 30 años al 3 %?',
			plansOnly,
		);
		// Andalucía 7 % of 200.000 € = 14.000 €; 160.000 € at 3 % over 360 months = 674,57 €.
		expect(a.text).toContain('14.000\u00a0€');
		expect(a.text).toContain('674,57\u00a0€');
	});
});
