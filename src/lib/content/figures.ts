import { formatEuros, formatNumber, formatPercent } from '../format/index.ts';
import { claims } from '../marketing/claims.ts';
import { costItem, earlyRepayment, underwriting } from '../mortgage/index.ts';

/**
 * The registry behind <Figure id="…">: every other figure of the data files a guide may print
 * (issue 32). Each entry reads its value from content/data or the engine, never a typed number,
 * and says how it is written. Writers append new entries at the END of `figures`.
 */

/** How a figure is written: «35 %», «450 €», «40 años», «75 años de edad»… */
export type FigureFormat = 'percent' | 'euros' | 'years' | 'number' | 'date';

/** One figure of the registry. */
export interface FigureEntry {
	/** The value, read from content/data or the engine. */
	value: () => number | string;
	format: FigureFormat;
	/** Where it comes from, for editors (the data file and field). */
	from: string;
}

/** The fixed amount of a purchase-cost item (purchase-costs.json). */
function costFixed(id: string): number {
	const estimate = costItem(id).estimate;
	if (!estimate || !('fixed' in estimate))
		throw new Error(`purchase-costs.json: «${id}» no tiene un importe fijo.`);
	return estimate.fixed;
}

/** A bounded percentage estimate of a purchase-cost item: its percent, minimum or maximum. */
function costRange(id: string, field: 'percentOfPrice' | 'min' | 'max'): number {
	const estimate = costItem(id).estimate;
	if (!estimate || !('percentOfPrice' in estimate))
		throw new Error(`purchase-costs.json: «${id}» no tiene una estimación en porcentaje.`);
	return estimate[field];
}

const ico = () => underwriting.avalIco;

/** The number of a marketing claim (claims.json). */
function claimValue(id: string): number {
	const value = claims[id]?.value;
	if (value === undefined) throw new Error(`claims.json: «${id}» no tiene valor.`);
	return value;
}

/**
 * The worked example of the guide amortizar-hipoteca-cuota-o-plazo, computed by the engine:
 * 150.000 € pending over 20 years at a fixed 3 %, 20.000 € repaid five years after signing.
 */
const earlyRepaymentExample = () =>
	earlyRepayment({
		balance: 150000,
		annualRatePercent: 3,
		remainingMonths: 240,
		amount: 20000,
		rateType: 'fixed',
		monthsSinceSigning: 60,
	});

/** Every data figure a guide may print with <Figure id="…" />. */
export const figures = {
	'underwriting.tasaEsfuerzo.maxPercent': {
		value: () => underwriting.tasaEsfuerzo.maxPercent,
		format: 'percent',
		from: 'underwriting.json › tasaEsfuerzo.maxPercent',
	},
	'underwriting.tasaEsfuerzo.comfortPercent': {
		value: () => underwriting.tasaEsfuerzo.comfortPercent,
		format: 'percent',
		from: 'underwriting.json › tasaEsfuerzo.comfortPercent',
	},
	'underwriting.ltv.habitualPercent': {
		value: () => underwriting.ltv.habitualPercent,
		format: 'percent',
		from: 'underwriting.json › ltv.habitualPercent',
	},
	'underwriting.ltv.secondHomePercent': {
		value: () => underwriting.ltv.secondHomePercent,
		format: 'percent',
		from: 'underwriting.json › ltv.secondHomePercent',
	},
	'underwriting.ltv.withIcoPercent': {
		value: () => underwriting.ltv.withIcoPercent,
		format: 'percent',
		from: 'underwriting.json › ltv.withIcoPercent',
	},
	'underwriting.plazo.averageYears': {
		value: () => underwriting.plazo.averageYears,
		format: 'years',
		from: 'underwriting.json › plazo.averageYears (INE, plazo medio de las hipotecas sobre vivienda)',
	},
	'underwriting.edad.maxAgeAtEnd': {
		value: () => underwriting.edad.maxAgeAtEnd,
		format: 'years',
		from: 'underwriting.json › edad.maxAgeAtEnd',
	},
	'underwriting.ahorro.downPaymentPercent': {
		value: () => underwriting.ahorro.downPaymentPercent,
		format: 'percent',
		from: 'underwriting.json › ahorro.downPaymentPercent',
	},
	'underwriting.ahorro.costsPercentLow': {
		value: () => underwriting.ahorro.costsPercentLow,
		format: 'percent',
		from: 'underwriting.json › ahorro.costsPercentLow',
	},
	'underwriting.ahorro.costsPercentHigh': {
		value: () => underwriting.ahorro.costsPercentHigh,
		format: 'percent',
		from: 'underwriting.json › ahorro.costsPercentHigh',
	},
	'ico.maxAge': {
		value: () => ico().maxAge,
		format: 'years',
		from: 'underwriting.json › avalIco.maxAge',
	},
	'ico.coveragePercent': {
		value: () => ico().coveragePercent,
		format: 'percent',
		from: 'underwriting.json › avalIco.coveragePercent',
	},
	'ico.coverageEfficientPercent': {
		value: () => ico().coverageEfficientPercent,
		format: 'percent',
		from: 'underwriting.json › avalIco.coverageEfficientPercent',
	},
	'ico.maxIncomeSingle': {
		value: () => ico().maxIncomeSingle,
		format: 'euros',
		from: 'underwriting.json › avalIco.maxIncomeSingle',
	},
	'ico.maxIncomeCouple': {
		value: () => ico().maxIncomeCouple,
		format: 'euros',
		from: 'underwriting.json › avalIco.maxIncomeCouple',
	},
	'ico.guaranteeYears': {
		value: () => ico().guaranteeYears,
		format: 'years',
		from: 'underwriting.json › avalIco.guaranteeYears',
	},
	'ico.deadline': {
		value: () => ico().deadline,
		format: 'date',
		from: 'underwriting.json › avalIco.deadline',
	},
	'ico.maxPriceLow': {
		value: () => Math.min(...Object.values(ico().maxPriceByCommunity)),
		format: 'euros',
		from: 'underwriting.json › avalIco.maxPriceByCommunity (mínimo)',
	},
	'ico.maxPriceHigh': {
		value: () => Math.max(...Object.values(ico().maxPriceByCommunity)),
		format: 'euros',
		from: 'underwriting.json › avalIco.maxPriceByCommunity (máximo)',
	},
	'purchaseCosts.tasacion': {
		value: () => costFixed('tasacion'),
		format: 'euros',
		from: 'purchase-costs.json › tasacion.estimate.fixed',
	},
	'purchaseCosts.gestoria-compraventa': {
		value: () => costFixed('gestoria-compraventa'),
		format: 'euros',
		from: 'purchase-costs.json › gestoria-compraventa.estimate.fixed',
	},
	'purchaseCosts.notaria-compraventa.percent': {
		value: () => costRange('notaria-compraventa', 'percentOfPrice'),
		format: 'percent',
		from: 'purchase-costs.json › notaria-compraventa.estimate.percentOfPrice',
	},
	'purchaseCosts.notaria-compraventa.min': {
		value: () => costRange('notaria-compraventa', 'min'),
		format: 'euros',
		from: 'purchase-costs.json › notaria-compraventa.estimate.min',
	},
	'purchaseCosts.notaria-compraventa.max': {
		value: () => costRange('notaria-compraventa', 'max'),
		format: 'euros',
		from: 'purchase-costs.json › notaria-compraventa.estimate.max',
	},
	'purchaseCosts.registro-compraventa.percent': {
		value: () => costRange('registro-compraventa', 'percentOfPrice'),
		format: 'percent',
		from: 'purchase-costs.json › registro-compraventa.estimate.percentOfPrice',
	},
	'purchaseCosts.registro-compraventa.min': {
		value: () => costRange('registro-compraventa', 'min'),
		format: 'euros',
		from: 'purchase-costs.json › registro-compraventa.estimate.min',
	},
	'purchaseCosts.registro-compraventa.max': {
		value: () => costRange('registro-compraventa', 'max'),
		format: 'euros',
		from: 'purchase-costs.json › registro-compraventa.estimate.max',
	},
	'claims.successFee': {
		value: () => claimValue('successFee'),
		format: 'percent',
		from: 'claims.json › successFee.value',
	},
	'claims.lenders': {
		value: () => claimValue('lenders'),
		format: 'number',
		from: 'claims.json › lenders.value',
	},
	'claims.managementHours': {
		value: () => claimValue('managementHours'),
		format: 'number',
		from: 'claims.json › managementHours.value',
	},
	'examples.earlyRepayment.reduceTermMonthsSaved': {
		value: () => earlyRepaymentExample().reduceTerm.monthsSaved,
		format: 'number',
		from: 'earlyRepayment() con el ejemplo de la guía amortizar-hipoteca-cuota-o-plazo › reduceTerm.monthsSaved',
	},
	'examples.earlyRepayment.reduceTermInterestSaved': {
		value: () => Math.round(earlyRepaymentExample().reduceTerm.interestSaved),
		format: 'euros',
		from: 'earlyRepayment() con el ejemplo de la guía amortizar-hipoteca-cuota-o-plazo › reduceTerm.interestSaved',
	},
	'examples.earlyRepayment.reducePaymentNewPayment': {
		value: () => earlyRepaymentExample().reducePayment.payment,
		format: 'euros',
		from: 'earlyRepayment() con el ejemplo de la guía amortizar-hipoteca-cuota-o-plazo › reducePayment.payment',
	},
	'examples.earlyRepayment.reducePaymentInterestSaved': {
		value: () => Math.round(earlyRepaymentExample().reducePayment.interestSaved),
		format: 'euros',
		from: 'earlyRepayment() con el ejemplo de la guía amortizar-hipoteca-cuota-o-plazo › reducePayment.interestSaved',
	},
} as const satisfies Record<string, FigureEntry>;

/** An id of the registry. */
export type FigureId = keyof typeof figures;

/** Whether `id` names a figure of the registry (for content written by hand). */
export function isFigureId(id: string): id is FigureId {
	return Object.hasOwn(figures, id);
}

/** «35 %», «450 €», «40 años», «31 de diciembre de 2027». */
export function formatFigure(value: number | string, format: FigureFormat): string {
	if (format === 'date') {
		const [y, m, d] = String(value).split('-').map(Number);
		const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, 12));
		return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
	}
	const n = Number(value);
	if (format === 'percent') return formatPercent(n, { maxDecimals: 3 });
	if (format === 'euros') return formatEuros(n, { maxDecimals: 2 });
	if (format === 'years') return `${formatNumber(n, { maxDecimals: 1 })} años`;
	return formatNumber(n, { maxDecimals: 2 });
}

/** The text of a registry figure; throws on an unknown id (a build error, not a wrong page). */
export function figureText(id: string): string {
	if (!isFigureId(id)) throw new Error(`Cifra desconocida «${id}» en src/lib/content/figures.ts.`);
	const entry: FigureEntry = figures[id];
	return formatFigure(entry.value(), entry.format);
}
