import { describe, expect, it } from 'vitest';
import communities from '../../../content/data/communities.json' with { type: 'json' };
import euribor from '../../../content/data/euribor.json' with { type: 'json' };
import { assistantDataFromFiles } from '../../../src/lib/ai/assistantDataFiles.ts';
import { extractFigures } from '../../../src/lib/ai/figures.ts';
import { answerOffline } from '../../../src/lib/ai/offline.ts';
import { planInContext } from '../../../src/lib/ai/plan.ts';
import { buildIndex } from '../../../src/lib/ai/searchIndex.ts';
import { groundedAnswer } from '../../../src/lib/ai/provider.ts';
import type { Passage } from '../../../src/lib/ai/corpus.ts';

/** The index without passages: the answer plans' data alone (no content to search). */
const plansOnly = buildIndex([], assistantDataFromFiles());

/** French-system payment, written here (not the engine's). */
const annuity = (p: number, rate: number, months: number) => {
	const i = rate / 1200;
	return (p * i) / (1 - (1 + i) ** -months);
};
const euros = (n: number) =>
	`${new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(n)}`;
const latest = euribor.toSorted((a, b) => a.month.localeCompare(b.month)).at(-1)!;

describe('slot filling', () => {
	it('keeps the loan apart from the price when the person says how much they borrow', () => {
		expect(
			extractFigures('el piso cuesta 250.000 pero solo pido 160.000 a 30 años al 2,8%'),
		).toEqual({ price: 250_000, loan: 160_000, years: 30, ratePercent: 2.8 });
	});

	it('reads «euríbor + X» as a spread, not as the rate', () => {
		expect(extractFigures('hipoteca variable de 200.000 a 30 años a euríbor + 0,8')).toEqual({
			loan: 200_000,
			years: 30,
			euriborSpread: 0.8,
		});
	});

	it('reads a mixed loan: term, fixed years, fixed rate and spread', () => {
		expect(
			extractFigures('mixta 200 mil 25 años, 10 primeros años al 2,5% y luego euribor mas 0,9'),
		).toEqual({ loan: 200_000, years: 25, fixedYears: 10, ratePercent: 2.5, euriborSpread: 0.9 });
	});

	it('reads the balance and the early repayment', () => {
		expect(
			extractFigures('me quedan 150.000 de hipoteca a 25 años al 3 %; si amortizo 20.000'),
		).toEqual({ balance: 150_000, years: 25, ratePercent: 3, repayment: 20_000 });
	});

	it('reads a down payment and amounts in words, months and «k»', () => {
		expect(extractFigures('Precio del piso 200.000, entrada 50.000, a 30 años')).toEqual({
			price: 200_000,
			downPayment: 50_000,
			years: 30,
		});
		expect(extractFigures('ciento veinte mil euros a 300 meses al dos coma cinco')).toEqual({
			loan: 120_000,
			years: 25,
			ratePercent: 2.5,
		});
		expect(extractFigures('letra de 150k a 20 años al 2,5')).toMatchObject({ loan: 150_000 });
	});
});

describe('answer plans', () => {
	it('computes the payment of the loan asked, not of the price', () => {
		const a = answerOffline(
			'el piso cuesta 250.000 pero solo pido 160.000 a 30 años al 2,8%',
			plansOnly,
		);
		expect(a.origin).toBe('calculo');
		expect(a.text).toContain(euros(annuity(160_000, 2.8, 360)));
	});

	it('asks back for one missing figure instead of guessing', () => {
		expect(answerOffline('cuota de 200.000 euros', plansOnly).text).toMatch(/^¿A cuántos años/);
		expect(answerOffline('cuanto pagaria de cuota al mes?', plansOnly).text).toMatch(
			/^¿Cuánto dinero quieres pedir/,
		);
		expect(
			answerOffline('que cuota tendria una variable de 180.000 a 25 años', plansOnly).text,
		).toMatch(/^¿Qué diferencial/);
	});

	it('uses the latest Euribor of our data and names its month', () => {
		const a = answerOffline('cuota de 150 mil a 25 años euribor mas 1', plansOnly);
		expect(a.text).toContain(euros(annuity(150_000, latest.ratePercent + 1, 300)));
		const [year, month] = latest.month.split('-');
		const monthName = new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }).format(
			new Date(Date.UTC(Number(year), Number(month) - 1, 1)),
		);
		expect(a.text).toContain(`${monthName} de ${year}`);
	});

	it('answers a place fact for the community of the city named, with source and date', () => {
		const a = answerOffline('impuesto de transmisiones en bilbao', plansOnly);
		const pv = communities.find((c) => c.id === 'pais-vasco')!;
		expect(a.text).toContain('País Vasco');
		// The three Basque territories share one rule: homes pay 4 %.
		expect(a.text).toContain('4\u00a0%');
		expect(a.text).toContain(pv.resale.source);
		expect(a.text).toMatch(/vigente desde el \d{1,2} de [a-z]+ de \d{4}/);
		expect(a.sources.map((s) => s.href)).toContain('/hipoteca-vizcaya');
	});

	it('gives the range and asks where when no place is named', () => {
		const a = answerOffline('cuanto es el itp', plansOnly);
		expect(a.text).toMatch(/va del [\d,]+\s% al [\d,]+\s% según la comunidad/);
		expect(a.text).toContain('¿En qué comunidad o provincia compras?');
	});

	it('follows up on the previous question of the conversation', () => {
		expect(planInContext('¿y a 25 años?', ['cuota de 200.000 a 30 años al 3%'])).toMatchObject({
			intent: 'cuota',
			figures: { loan: 200_000, years: 25, ratePercent: 3 },
		});
		expect(planInContext('¿y en Málaga?', ['que itp hay en sevilla'])).toMatchObject({
			intent: 'lugar',
			topic: 'itp',
			figures: { provinceId: 'malaga' },
		});
	});
});

describe('provider answers stand on the passages they were given', () => {
	const given: Passage[] = [
		{ id: 'a', title: 'Guía: sección', href: '/blog/guia#seccion', kind: 'guia', text: 'Texto.' },
	];
	it('drops links it was not given and refuses an answer citing only those', () => {
		const mixed = groundedAnswer(
			{
				text: 'Respuesta.',
				origin: 'proveedor',
				sources: [
					{ title: 'Otra', href: '/otra' },
					{ title: 'x', href: '/blog/guia#seccion' },
				],
			},
			given,
		);
		expect(mixed?.sources).toEqual([{ title: 'Guía: sección', href: '/blog/guia#seccion' }]);
		expect(
			groundedAnswer(
				{ text: 'R.', origin: 'proveedor', sources: [{ title: 'O', href: '/otra' }] },
				given,
			),
		).toBeUndefined();
		expect(
			groundedAnswer({ text: 'R.', origin: 'proveedor', sources: [] }, given)?.sources,
		).toEqual([{ title: 'Guía: sección', href: '/blog/guia#seccion' }]);
	});
});
