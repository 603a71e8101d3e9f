import { formatEuros } from '../format/index.ts';
import { amortizationSchedule, euribor, latestEuribor, scheduleTotals } from '../mortgage/index.ts';

/**
 * Figures of a variable or mixed loan under one Euribor value held from the first revision
 * (issue 32): what <RateScenario> prints, computed by the engine's amortization schedule.
 */

/** A 12-month Euribor monthly average of euribor.json: 'YYYY-MM', or 'latest'. */
export function euriborOf(month: string): number {
	const found = month === 'latest' ? latestEuribor() : euribor.find((e) => e.month === month);
	if (!found) throw new Error(`euribor.json no tiene el mes «${month}».`);
	return found.ratePercent;
}

/** What <RateScenario> prints. */
export type ScenarioShow = 'initial' | 'revised' | 'interest';

/** A loan at `initialTin` for `initialYears`, then Euribor (of `euribor`'s month) + `spread`. */
export interface RateScenarioFigure {
	principal: number;
	years: number;
	initialTin: number;
	initialYears: number;
	spread: number;
	/** 'YYYY-MM' or 'latest': the Euribor held from the first revision on. */
	euribor: string;
	show?: ScenarioShow;
}

/** The first payment, the payment after the first revision, or the total interest (whole euros). */
export function rateScenarioText(figure: RateScenarioFigure): string {
	const months = Math.round(figure.years * 12);
	const fixedMonths = Math.round(figure.initialYears * 12);
	const rows = amortizationSchedule({
		principal: figure.principal,
		annualRatePercent: figure.initialTin,
		months,
		fixedMonths,
		variable: {
			diferencial: figure.spread,
			euribor: [euriborOf(figure.euribor)],
			revisionMonths: 12,
		},
	});
	const show = figure.show ?? 'revised';
	if (show === 'interest')
		return formatEuros(Math.round(scheduleTotals(rows).totalInterest), { decimals: 0 });
	const row = show === 'initial' ? rows[0] : rows[fixedMonths];
	if (!row) throw new Error('<RateScenario>: el tramo inicial no puede durar todo el préstamo.');
	return formatEuros(row.payment);
}
