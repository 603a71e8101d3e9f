import { formatEuros, formatMonth, formatPercent } from '../format/index.ts';
import { euriborOf } from './scenarioText.ts';
import {
	aprPercent,
	communities,
	euribor,
	latestEuribor,
	monthlyPayment,
	presentValue,
	underwriting,
	type Community,
} from '../mortgage/index.ts';

/**
 * The text of the figures guides and news print through components (issue 32): every number
 * comes from the mortgage engine or content/data, so a page changes when the data changes.
 * Pure functions; an unknown id throws, which fails the build instead of printing a wrong figure.
 */

const pct = (n: number) => formatPercent(n, { maxDecimals: 2 });
const wholeEuros = (n: number) => formatEuros(Math.round(n), { decimals: 0 });

/** What <Payment> prints: the monthly payment, the total interest or the total paid. */
export type PaymentShow = 'payment' | 'interest' | 'total';

/**
 * A French-system loan as a guide describes it: principal in euros, term in years, and the TIN
 * in %, or a month's Euribor of the data ('YYYY-MM' or 'latest') plus a spread.
 */
export interface PaymentFigure {
	principal: number;
	years: number;
	tin?: number | undefined;
	euribor?: string | undefined;
	spread?: number | undefined;
	show?: PaymentShow;
}

/** The TIN of a figure: `tin`, or Euribor of the month plus the spread. */
function rateOf({ tin, euribor: month, spread = 0 }: PaymentFigure): number {
	if (tin !== undefined) return tin;
	if (month === undefined) throw new Error('<Payment>: indica tin, o euribor y spread.');
	return euriborOf(month) + spread;
}

/** «843,21 €» (payment, with cents), or the whole-euro total interest or total paid. */
export function paymentText(figure: PaymentFigure): string {
	const { principal, years, show = 'payment' } = figure;
	const months = Math.round(years * 12);
	const payment = monthlyPayment(principal, rateOf(figure), months);
	if (show === 'payment') return formatEuros(payment);
	const total = payment * months;
	return wholeEuros(show === 'total' ? total : total - principal);
}

/** The loan a monthly payment repays (French system), in whole euros: what <Loan> prints. */
export function loanText({
	payment,
	years,
	tin,
}: {
	payment: number;
	years: number;
	tin: number;
}): string {
	if (!(payment > 0) || !(years > 0) || !(tin >= 0))
		throw new Error(
			`<Loan>: cuota, plazo y tipo deben ser positivos (${payment}, ${years}, ${tin}).`,
		);
	return wholeEuros(presentValue(payment, tin, Math.round(years * 12)));
}

/** A loan with its costs, for the TAE (APRC) of <Apr>. */
export interface AprFigure {
	principal: number;
	years: number;
	tin: number;
	/** Costs paid at signing that count for the TAE (appraisal, opening fee…). */
	upfront?: number;
	/** A yearly cost required by the loan (an insurance…), paid at the start of each year. */
	yearly?: number;
}

/** «3,07 %»: the TAE of a French-system loan with its costs, by the engine's aprPercent. */
export function aprText({ principal, years, tin, upfront = 0, yearly = 0 }: AprFigure): string {
	const months = Math.round(years * 12);
	const payment = monthlyPayment(principal, tin, months);
	const payments = Array.from({ length: months }, (_, i) => ({ month: i + 1, amount: payment }));
	for (let m = 0; yearly > 0 && m < months; m += 12) payments.push({ month: m, amount: yearly });
	return formatPercent(aprPercent({ amount: principal, upfrontCosts: upfront, payments }), {
		decimals: 2,
	});
}

/** The monthly or yearly saving of a lower rate on the same loan: what <PaymentGap> prints. */
export interface PaymentGapFigure {
	principal: number;
	years: number;
	/** The higher TIN, in percent. */
	from: number;
	/** The lower TIN, in percent. */
	to: number;
	per?: 'month' | 'year';
}

/** «47,67 €» a month (or «572,04 €» a year) between the payments at two rates. */
export function paymentGapText({
	principal,
	years,
	from,
	to,
	per = 'month',
}: PaymentGapFigure): string {
	const months = Math.round(years * 12);
	const gap = monthlyPayment(principal, from, months) - monthlyPayment(principal, to, months);
	const rounded = Math.round(gap * 100) / 100;
	return formatEuros(per === 'year' ? rounded * 12 : rounded);
}

/** The three purchase taxes of a community: ITP (resale), IVA/IGIC/IPSI (new build) and AJD. */
export type TaxKind = 'resale' | 'newBuild' | 'ajd';

function community(id: string): Community {
	const found = communities.find((c) => c.id === id);
	if (!found)
		throw new Error(
			`Comunidad desconocida «${id}»: usa una de ${communities.map((c) => c.id).join(', ')}.`,
		);
	return found;
}

type GeneralRate = Community['resale']['general'];

/** Every rate a general ITP can apply: the flat rate or each bracket's. */
function generalRates(general: GeneralRate): number[] {
	return general.kind === 'flat' ? [general.rate] : general.brackets.map((b) => b.rate);
}

/** «6 %» for a flat rate, «del 8 % al 10 %» for a scale. */
function generalRateText(general: GeneralRate): string {
	const rates = generalRates(general);
	const low = Math.min(...rates);
	const high = Math.max(...rates);
	return low === high ? pct(low) : `del ${pct(low)} al ${pct(high)}`;
}

/**
 * The general rate of a community's tax («6 %»), or a reduced rate by id (`variant`, e.g.
 * «joven»: the ids of content/data/communities.json for that tax).
 */
export function taxRateText(communityId: string, tax: TaxKind, variant?: string): string {
	const c = community(communityId);
	const block = c[tax];
	if (variant !== undefined) {
		const reduced = block.reduced.find((r) => r.id === variant);
		if (!reduced)
			throw new Error(
				`${c.name} no tiene el tipo reducido «${variant}» en ${tax}: hay ${block.reduced.map((r) => r.id).join(', ') || 'ninguno'}.`,
			);
		return pct(reduced.rate);
	}
	if (tax === 'resale') return generalRateText(c.resale.general);
	return pct(tax === 'newBuild' ? c.newBuild.rate : c.ajd.rate);
}

/** Lowest and highest general rate of a tax over every community (and foral territory). */
export function taxRange(tax: TaxKind): { low: number; high: number } {
	const rates = communities.flatMap((c) => {
		if (tax === 'newBuild') return [c.newBuild.rate];
		if (tax === 'ajd') return [c.ajd.rate];
		return [
			...generalRates(c.resale.general),
			...(c.provinceOverrides ?? []).flatMap((o) => generalRates(o.resale.general)),
		];
	});
	return { low: Math.min(...rates), high: Math.max(...rates) };
}

/** «entre el 4 % y el 13 %». */
export function taxRangeText(tax: TaxKind): string {
	const { low, high } = taxRange(tax);
	return `entre el ${pct(low)} y el ${pct(high)}`;
}

/** What <Euribor> prints. */
export type EuriborShow = 'both' | 'value' | 'month';

/**
 * «2,221 % (febrero de 2026)»: the latest 12-month Euribor monthly average of euribor.json, or
 * the average of `month` ('YYYY-MM') when given.
 */
export function euriborText(show: EuriborShow = 'both', month?: string): string {
	const latest = month === undefined ? latestEuribor() : euribor.find((e) => e.month === month);
	if (!latest) throw new Error(`euribor.json no tiene el mes «${month}».`);
	const value = formatPercent(latest.ratePercent, { decimals: 3 });
	const monthText = formatMonth(latest.month);
	if (show === 'value') return value;
	if (show === 'month') return monthText;
	return `${value} (${monthText})`;
}

/** The early-repayment fee caps of Ley 5/2019 art. 23 as the engine holds them. */
export const feeCapIds = [
	'fixed-10',
	'fixed-rest',
	'variable-3',
	'variable-5',
	'to-fixed',
] as const;

/** One cap of <FeeCap>. */
export type FeeCapId = (typeof feeCapIds)[number];

/** The cap in percent of the repaid capital (underwriting.json, comisionesAmortizacion). */
export function feeCapPercent(id: FeeCapId): number {
	const caps = underwriting.comisionesAmortizacion;
	const periods = {
		'fixed-10': caps.fixed[0],
		'fixed-rest': caps.fixed.at(-1),
		'variable-3': caps.variable['0.25-3y'][0],
		'variable-5': caps.variable['0.15-5y'][0],
		'to-fixed': caps.variableToFixed[0],
	} as const;
	const period = periods[id];
	if (!period) throw new Error(`underwriting.json: falta el tope de comisión «${id}».`);
	return period.percent;
}

/** «2 %», «1,5 %», «0,25 %»… */
export function feeCapText(id: FeeCapId): string {
	return pct(feeCapPercent(id));
}
