import { describe, expect, it } from 'vitest';
import { costRows, costTotalText } from '~/lib/content/costTable.ts';
import { resolveFigureTags } from '~/lib/content/figureTags.ts';
import { paymentText } from '~/lib/content/figureText.ts';
import { euriborOf, rateScenarioText } from '~/lib/content/scenarioText.ts';

const nb = (s: string) => s.replace(/ (€|%)/g, '\u00a0$1');

describe('costRows and costTotalText', () => {
	// Sevilla (Andalucía), resale at 220.000 € with a 176.000 € loan: ITP 7 % = 15.400 €; notary
	// 0,375 % = 825 €; registry 0,15 % = 330 €; gestoría 350 €; appraisal 450 € (purchase-costs.json
	// estimates) → 17.355 € for the buyer. AJD of the loan, 1,2 % of 176.000 € = 2.112 €, is the bank's.
	const example = { price: 220000, province: 'sevilla', loan: 176000 };
	it('lists each cost with who pays it', () => {
		const rows = costRows(example);
		expect(rows[0]).toEqual({
			label: nb('Impuesto de Transmisiones Patrimoniales (ITP): 7 %'),
			payer: 'Tú',
			amount: nb('15.400 €'),
		});
		expect(rows.find((r) => r.label === 'Registro de la hipoteca')).toEqual({
			label: 'Registro de la hipoteca',
			payer: 'El banco',
			amount: 'No lo pagas tú',
		});
	});
	it('resolves <CostTotal> and <CostTable> to text for the search and assistant indexes', () => {
		expect(resolveFigureTags('<CostTotal price={220000} province="sevilla" loan={176000} />')).toBe(
			nb('17.355 €'),
		);
		const table = resolveFigureTags(
			'<CostTable price={220000} province="sevilla" loan={176000} caption="Gastos" />',
		);
		expect(table).toContain(nb('Tasación, Tú: 450 €.'));
		expect(table).toContain(nb('Total que pagas tú: 17.355 €.'));
	});
	it('adds up the buyer, tax and bank totals', () => {
		expect(costTotalText(example)).toBe(nb('17.355 €'));
		expect(costTotalText(example, 'taxes')).toBe(nb('15.400 €'));
		expect(costTotalText(example, 'bank')).toBe(nb('2.112 €'));
	});
});

describe('a new-build example', () => {
	// Madrid, new build at 250.000 €: IVA 10 % = 25.000 € and AJD of the purchase 0,75 % = 1.875 €.
	it('charges IVA and AJD instead of ITP', () => {
		const rows = costRows({
			price: 250000,
			province: 'madrid',
			homeType: 'newBuild',
			loan: 200000,
		});
		expect(rows.slice(0, 2).map((r) => r.amount)).toEqual([nb('25.000 €'), nb('1.875 €')]);
		expect(
			costTotalText({ price: 250000, province: 'madrid', homeType: 'newBuild' }, 'taxes'),
		).toBe(nb('26.875 €'));
	});
});

describe('rateScenarioText', () => {
	// 200.000 € over 30 years at 2,2 % the first year, then Euribor of April 2024 (3,703 %) + 0,6:
	// 759,40 € the first year, 982,95 € after the revision, 151.178 € of interest in total
	// (figures of the guide fija-vs-variable before it used components).
	const variable = { principal: 200000, years: 30, initialTin: 2.2, initialYears: 1, spread: 0.6 };
	it('prints the first payment, the revised payment and the total interest', () => {
		expect(rateScenarioText({ ...variable, euribor: '2024-04', show: 'initial' })).toBe(
			nb('759,40 €'),
		);
		expect(rateScenarioText({ ...variable, euribor: '2024-04' })).toBe(nb('982,95 €'));
		expect(rateScenarioText({ ...variable, euribor: '2024-04', show: 'interest' })).toBe(
			nb('151.178 €'),
		);
	});
	it('reads the Euribor of a month or the latest, and throws on a missing month', () => {
		expect(euriborOf('2024-04')).toBe(3.703);
		expect(euriborOf('latest')).toBe(2.855);
		expect(() => euriborOf('1990-01')).toThrow(/no tiene el mes/);
	});
});

describe('paymentText with a Euribor month', () => {
	// 150.000 € over 25 years at Euribor of February 2025 (2,407 %) + 1 = 3,407 %: 743,47 €.
	it('uses the Euribor of the month plus the spread as TIN', () => {
		expect(paymentText({ principal: 150000, years: 25, euribor: '2025-02', spread: 1 })).toBe(
			nb('743,47 €'),
		);
	});
	it('throws when neither a TIN nor a Euribor month is given', () => {
		expect(() => paymentText({ principal: 150000, years: 25 })).toThrow(/indica tin/);
	});
});
