import { formatMonth, formatNumber } from '../format/index.ts';
import { levelPayment, presentValue } from '../mortgage/annuity.ts';
import { underwriting } from '../mortgage/underwriting.ts';
import type { Answer } from './answer.ts';
import type { EuriborToday } from './assistantData.ts';
import { assumptions, calculatorHref } from './calculate.ts';
import type { Figures } from './figures.ts';
import { aiMessages as m } from './messages.ts';
import { planMessages as pm } from './planMessages.ts';

const num = (n: number) => formatNumber(n, { maxDecimals: 2 });

/** A question back to the person: one missing figure, asked in one short sentence. */
export const askBack = (text: string): Answer => ({ text, sources: [], origin: 'calculo' });

/** The loan of a question: the amount borrowed, else the price less the down payment. */
export function loanOf(f: Figures): { loan: number; assumed?: string } | undefined {
	if (f.loan !== undefined) return { loan: f.loan };
	if (f.price === undefined) return undefined;
	if (f.downPayment !== undefined && f.downPayment < f.price)
		return { loan: f.price - f.downPayment };
	const ltv = underwriting.ltv.habitualPercent;
	return { loan: (f.price * ltv) / 100, assumed: m.assumed.loanFromPrice(f.price, ltv) };
}

/** The latest Euribor of our data and its month in words. */
export function euriborToday(e: EuriborToday) {
	return { rate: e.ratePercent, month: formatMonth(e.month), source: e.source };
}

/** Loan, term and rate of a calculation, or the one question that gets what is missing. */
function loanTerms(f: Figures, needsRate: boolean) {
	const found = loanOf(f);
	if (!found) return { ask: askBack(pm.ask.amount) };
	if (f.years === undefined) return { ask: askBack(pm.ask.years(found.loan)) };
	const assumed = found.assumed ? [found.assumed] : [];
	let rate = f.ratePercent;
	if (rate === undefined && needsRate) {
		rate = assumptions.ratePercent;
		assumed.push(m.assumed.rate(rate));
	}
	return {
		loan: found.loan,
		years: f.years,
		rate: rate ?? 0,
		months: Math.round(f.years * 12),
		assumed,
	};
}

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

/** A fixed-rate loan's figures written by `write` (payment or total interest). */
function fixedLoanAnswer(f: Figures, write: typeof m.payment): Answer {
	const t = loanTerms(f, true);
	if (t.ask) return t.ask;
	const payment = levelPayment(t.loan, t.rate, t.months);
	return {
		text: write(t.loan, t.years, t.rate, payment, payment * t.months - t.loan),
		sources: [],
		origin: 'calculo',
		calculator: simulator(t.loan, t.years, t.rate, 'fija'),
		assumptions: t.assumed,
	};
}

/** «¿Cuánto pagaría al mes por…?»: the French-system payment of the engine. */
export const answerPayment = (f: Figures): Answer => fixedLoanAnswer(f, m.payment);

/** «¿Cuántos intereses pagaré en total?»: total interest and amount repaid. */
export const answerInterest = (f: Figures): Answer => fixedLoanAnswer(f, pm.interest);

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

/** A variable loan at today's Euribor plus the spread the person was offered. */
export function answerVariable(f: Figures, euribor: EuriborToday): Answer {
	const t = loanTerms(f, false);
	if (t.ask) return t.ask;
	const e = euriborToday(euribor);
	if (f.euriborSpread === undefined) return askBack(pm.ask.spread(e.month));
	const rate = e.rate + f.euriborSpread;
	const payment = levelPayment(t.loan, rate, t.months);
	return {
		text: pm.variable(t.loan, t.years, f.euriborSpread, e.rate, e.month, payment),
		sources: [],
		origin: 'calculo',
		calculator: simulator(t.loan, t.years, rate, 'variable'),
		assumptions: t.assumed,
	};
}

/** A mixed loan: the fixed period's payment, then today's Euribor plus the spread. */
export function answerMixed(f: Figures, euribor: EuriborToday): Answer {
	const t = loanTerms(f, true);
	if (t.ask) return t.ask;
	const e = euriborToday(euribor);
	if (f.euriborSpread === undefined) return askBack(pm.ask.spread(e.month));
	const fixedYears = Math.min(f.fixedYears ?? 5, t.years - 1);
	const first = levelPayment(t.loan, t.rate, t.months);
	const rest = t.months - fixedYears * 12;
	const balance = presentValue(first, t.rate, rest);
	const later = levelPayment(balance, e.rate + f.euriborSpread, rest);
	return {
		text: pm.mixed(
			t.loan,
			t.years,
			fixedYears,
			t.rate,
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
		assumptions:
			f.fixedYears === undefined
				? [`Tramo fijo de ${fixedYears} años (no lo indicaste).`, ...t.assumed]
				: t.assumed,
	};
}

/** A fixed rate against a variable one at today's Euribor, for the same loan. */
export function answerFixedVsVariable(f: Figures, euribor: EuriborToday): Answer {
	const t = loanTerms(f, false);
	if (t.ask) return t.ask;
	const e = euriborToday(euribor);
	if (f.euriborSpread === undefined) return askBack(pm.ask.spread(e.month));
	const fixed = levelPayment(t.loan, t.rate, t.months);
	const variable = levelPayment(t.loan, e.rate + f.euriborSpread, t.months);
	return {
		text: pm.fixedVsVariable(
			t.loan,
			t.years,
			t.rate,
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
		calculator: simulator(t.loan, t.years, t.rate, 'fija'),
		assumptions: t.assumed,
	};
}

/** Early repayment that keeps the term: the new payment and the interest saved. */
export function answerEarlyRepayment(f: Figures): Answer {
	const balance = f.balance ?? f.loan;
	if (
		balance === undefined ||
		f.repayment === undefined ||
		f.years === undefined ||
		f.ratePercent === undefined
	)
		return askBack(pm.ask.repayment);
	const months = Math.round(f.years * 12);
	const before = levelPayment(balance, f.ratePercent, months);
	const after = levelPayment(Math.max(0, balance - f.repayment), f.ratePercent, months);
	const saved = (before - after) * months - f.repayment;
	return {
		text: pm.early(balance, f.repayment, f.years, f.ratePercent, before, after, saved),
		sources: [
			{
				title: 'Comisiones por amortización anticipada: los límites legales',
				href: '/blog/noticia/comisiones-amortizacion-anticipada-limites-legales#los-límites-legales',
			},
		],
		origin: 'calculo',
	};
}
