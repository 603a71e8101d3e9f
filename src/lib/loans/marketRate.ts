import { z } from 'zod';
import { formatMonth } from '../format/index.ts';
import ratesData from '../../../content/data/market-rates.json' with { type: 'json' };
import sourceData from '../../../content/data/market-rates-source.json' with { type: 'json' };
import { euriborSeriesProblems } from '../mortgage/euribor.ts';
import {
	marketRateMonthSchema,
	marketRateSourceSchema,
	type MarketRateEntry,
	type MarketRateSource,
} from './marketSchemas.ts';
import type { MarketRate } from './types.ts';

/**
 * The market reference for «another bank»: IRPH Entidades, the official monthly average rate of
 * new mortgages of more than three years for free-market housing (Banco de España, series
 * D_1T9H0000), from content/data/market-rates.json. An average of operations, never an offer.
 */

/** The series, oldest first, months consecutive. */
export const marketRates: readonly MarketRateEntry[] = z
	.array(marketRateMonthSchema)
	.min(1)
	.parse(ratesData)
	.toSorted((a, b) => a.month.localeCompare(b.month));

const gaps = euriborSeriesProblems(marketRates);
if (gaps.length > 0) throw new Error(`market-rates.json: ${gaps.join(' ')}`);

export const marketRateSource: MarketRateSource = marketRateSourceSchema.parse(sourceData);

/** The latest month of a series as the market reference, with its source. */
export function marketReferenceOf(series: readonly MarketRateEntry[]): MarketRate {
	const last = series.at(-1);
	if (!last) throw new Error('market-rates.json está vacío.');
	return {
		month: last.month,
		value: last.ratePercent,
		source: `IRPH Entidades (Banco de España, serie D_1T9H0000, tabla 19.1 del Boletín Estadístico), dato de ${formatMonth(last.month)}; serie actualizada el ${marketRateSource.updated.split('-').reverse().join('-')}`,
	};
}

/** The latest month of the official series, with its source. */
export const marketRate: MarketRate = marketReferenceOf(marketRates);
