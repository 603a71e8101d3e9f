import { formatEuros, formatMonth, formatNumber, formatPercent } from '../format/index.ts';
import { levelPayment, presentValue } from '../mortgage/annuity.ts';
import { underwriting } from '../mortgage/underwriting.ts';
import type { Answer } from './answer.ts';
import type { EuriborToday } from './assistantData.ts';
import { calculatorHref } from './calculate.ts';
import type { Figures } from './figures.ts';
import { assumed, said, type AnswerInput } from './inputs.ts';
import { aiMessages as m } from './messages.ts';
import { planMessages as pm } from './planMessages.ts';

const num = (n: number) => formatNumber(n, { maxDecimals: 2 });
const cents = (n: number) => formatEuros(n);
const pct = (n: number) => formatPercent(n, { maxDecimals: 3 });

/** A question back to the person: one missing figure, asked in one short sentence. */
export const askBack = (text: string): Answer => ({ text, sources: [], origin: 'calculo' });

/**
 * The loan of a question and the inputs it comes from: the amount borrowed; else the price less
 * the down payment; else the share of the price the bank finances (said, or the usual 80 %
 * shown as an assumption).
 */
export function loanOf(f: Figures): { loan: number; inputs: AnswerInput[] } | undefined {
	if (f.loan !== undefined) return { loan: f.loan, inputs: [said('loan', f.loan)] };
	if (f.price === undefined) return undefined;
	if (f.downPayment !== undefined && f.downPayment < f.price)
		return {
			loan: f.price - f.downPayment,
			inputs: [said('price', f.price), said('down', f.downPayment)],
		};
	if (f.financedPercent !== undefined)
		return {
			loan: (f.price * f.financedPercent) / 100,
			inputs: [said('price', f.price), said('financedPercent', f.financedPercent)],
		};
	const ltv = underwriting.ltv.habitualPercent;
	return {
		loan: (f.price * ltv) / 100,
		inputs: [
			said('price', f.price),
			assumed('financedPercent', ltv, 'lo que suelen financiar los bancos; no lo indicaste'),
		],
	};
}

/** The latest Euribor of our data and its month in words. */
export function euriborToday(e: EuriborToday) {
	return { rate: e.ratePercent, month: formatMonth(e.month), source: e.source };
}

/** The Euribor a variable loan is computed with: the one the person said, else our latest. */
function euriborOf(
	f: Figures,
	e: EuriborToday,
): { rate: number; month?: string; input: AnswerInput } {
	if (f.euribor !== undefined) return { rate: f.euribor, input: said('euribor', f.euribor) };
	const today = euriborToday(e);
	if (f.euriborShift !== undefined) {
		const rate = today.rate + f.euriborShift;
		return {
			rate,
			input: assumed(
				'euribor',
				rate,
				`el de ${today.month} (${formatPercent(today.rate, { maxDecimals: 3 })}) ${f.euriborShift > 0 ? 'más' : 'menos'} ${formatNumber(Math.abs(f.euriborShift), { maxDecimals: 1 })} puntos, como pides`,
			),
		};
	}
	return {
		rate: today.rate,
		month: today.month,
		input: assumed('euribor', today.rate, `último dato publicado (${today.month})`),
	};
}

interface Terms {
	loan: number;
	years: number;
	months: number;
	inputs: AnswerInput[];
}

/** Loan and term of a calculation, or the one question that gets what is missing. */
function loanTerms(f: Figures, withRate: boolean): Terms | Answer {
	const found = loanOf(f);
	if (!found) return askBack(pm.ask.amount);
	if (f.years === undefined)
		return askBack(
			withRate && f.ratePercent === undefined
				? pm.ask.yearsAndRate(found.loan)
				: pm.ask.years(found.loan),
		);
	return {
		loan: found.loan,
		years: f.years,
		months: Math.round(f.years * 12),
		inputs: [...found.inputs, said('years', f.years)],
	};
}

const isAnswer = (x: Terms | Answer): x is Answer => 'text' in x;

function simulator(loan: number, years: number, rate: number, type: 'fija' | 'variable') {
	return {
		title: m.calculatorTitle.cuota,
		href: calculatorHref('simulador-completo', {
			importe: num(loan),
			plazo: num(years),
			tin: num(rate),
			tipo: type,
		}),
	};
}

/** The figures of an answer: its inputs and how to compute it again. */
export const recomputable = (intent: string, f: Figures, inputs: AnswerInput[]) => ({
	inputs,
	recompute: { intent, figures: f },
});

/** A fixed-rate loan's payment or total interest; several when several rates or terms were said. */
function fixedLoanAnswer(f: Figures, kind: 'cuota' | 'coste'): Answer {
	const t = loanTerms(f, true);
	if (isAnswer(t)) return t;
	if (f.ratePercent === undefined) return askBack(pm.ask.rate(t.loan, t.years));
	const rate = f.ratePercent;
	const write = kind === 'cuota' ? m.payment : pm.interest;
	const payment = levelPayment(t.loan, rate, t.months);
	const texts = [write(t.loan, t.years, rate, payment, payment * t.months - t.loan)];
	const inputs = [...t.inputs, said('rate', rate)];
	// «al 3 % y al 3,5 %», «a 30 y a 25 años»: the same loan at each rate or term said.
	for (const other of f.altRates ?? []) {
		const p = levelPayment(t.loan, other, t.months);
		texts.push(write(t.loan, t.years, other, p, p * t.months - t.loan));
		inputs.push(said('rate', other));
	}
	for (const other of f.altYears ?? []) {
		const months = Math.round(other * 12);
		const p = levelPayment(t.loan, rate, months);
		texts.push(write(t.loan, other, rate, p, p * months - t.loan));
		inputs.push(said('years', other));
	}
	return {
		text: texts.join(' '),
		sources: [],
		origin: 'calculo',
		calculator: simulator(t.loan, t.years, rate, 'fija'),
		...recomputable(kind, f, inputs),
	};
}

/** «¿Cuánto pagaría al mes por…?»: the French-system payment of the engine. */
export const answerPayment = (f: Figures): Answer => fixedLoanAnswer(f, 'cuota');

/** «¿Cuántos intereses pagaré en total?»: total interest and amount repaid. */
export const answerInterest = (f: Figures): Answer => fixedLoanAnswer(f, 'coste');

/** The latest Euribor, naming its month and source. */
export function answerEuribor(euribor: EuriborToday): Answer {
	const e = euriborToday(euribor);
	return {
		text: pm.euriborNow(e.rate, e.month, e.source),
		sources: [
			{
				title: 'Cómo funciona una hipoteca variable',
				href: '/blog/fija-vs-variable#cómo-funciona-una-hipoteca-variable',
			},
		],
		origin: 'calculo',
	};
}

/** A variable loan at the Euribor said (or today's) plus the spread the person was offered. */
export function answerVariable(f: Figures, euribor: EuriborToday): Answer {
	const t = loanTerms(f, false);
	if (isAnswer(t)) return t;
	if (f.euriborSpread === undefined) return askBack(pm.ask.spread(euriborToday(euribor).month));
	const e = euriborOf(f, euribor);
	const rate = e.rate + f.euriborSpread;
	const payment = levelPayment(t.loan, rate, t.months);
	return {
		text: pm.variable(t.loan, t.years, f.euriborSpread, e.rate, e.month, payment),
		sources: [],
		origin: 'calculo',
		calculator: simulator(t.loan, t.years, rate, 'variable'),
		...recomputable('variable', f, [...t.inputs, said('spread', f.euriborSpread), e.input]),
	};
}

/** A mixed loan: the fixed period's payment, then the Euribor plus the spread. */
export function answerMixed(f: Figures, euribor: EuriborToday): Answer {
	const t = loanTerms(f, true);
	if (isAnswer(t)) return t;
	if (f.ratePercent === undefined) return askBack(pm.ask.rate(t.loan, t.years));
	if (f.euriborSpread === undefined) return askBack(pm.ask.spread(euriborToday(euribor).month));
	const e = euriborOf(f, euribor);
	const fixedYears = Math.min(f.fixedYears ?? 5, t.years - 1);
	const first = levelPayment(t.loan, f.ratePercent, t.months);
	const rest = t.months - fixedYears * 12;
	const balance = presentValue(first, f.ratePercent, rest);
	const later = levelPayment(balance, e.rate + f.euriborSpread, rest);
	const inputs = [
		...t.inputs,
		said('rate', f.ratePercent),
		f.fixedYears === undefined
			? assumed('fixedYears', fixedYears, 'tramo fijo habitual; no lo indicaste')
			: said('fixedYears', fixedYears),
		said('spread', f.euriborSpread),
		e.input,
	];
	return {
		text: pm.mixed(
			t.loan,
			t.years,
			fixedYears,
			f.ratePercent,
			first,
			f.euriborSpread,
			e.rate,
			e.month,
			later,
		),
		sources: [
			{
				title: 'Cómo funciona una hipoteca mixta',
				href: '/blog/fija-vs-variable#cómo-funciona-una-hipoteca-mixta',
			},
		],
		origin: 'calculo',
		...recomputable('mixta', f, inputs),
	};
}

/** A fixed rate against a variable one, for the same loan. */
export function answerFixedVsVariable(f: Figures, euribor: EuriborToday): Answer {
	const t = loanTerms(f, false);
	if (isAnswer(t)) return t;
	if (f.ratePercent === undefined) return askBack(pm.ask.rate(t.loan, t.years));
	if (f.euriborSpread === undefined) return askBack(pm.ask.spread(euriborToday(euribor).month));
	const e = euriborOf(f, euribor);
	const fixed = levelPayment(t.loan, f.ratePercent, t.months);
	const variable = levelPayment(t.loan, e.rate + f.euriborSpread, t.months);
	return {
		text: pm.fixedVsVariable(
			t.loan,
			t.years,
			f.ratePercent,
			fixed,
			f.euriborSpread,
			e.rate,
			e.month,
			variable,
		),
		sources: [
			{
				title: 'Hipoteca fija, variable o mixta',
				href: '/blog/fija-vs-variable#cómo-decidir-las-preguntas-clave',
			},
		],
		origin: 'calculo',
		calculator: simulator(t.loan, t.years, f.ratePercent, 'fija'),
		...recomputable('fija-variable', f, [
			...t.inputs,
			said('rate', f.ratePercent),
			said('spread', f.euriborSpread),
			e.input,
		]),
	};
}

/** A payment of `loan` at `rate` for `years`, in words (for answers that combine several). */
export const paymentSentence = (loan: number, years: number, rate: number) =>
	`${cents(levelPayment(loan, rate, Math.round(years * 12)))} al mes (${formatEuros(loan, { decimals: 0 })} a ${years} años al ${pct(rate)})`;
