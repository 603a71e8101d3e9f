import { z } from 'zod';
import { formatMonth } from '../format/index.ts';
import euriborData from '../../../content/data/euribor.json' with { type: 'json' };
import sourceData from '../../../content/data/euribor-source.json' with { type: 'json' };
import { euriborSchema, euriborSourceSchema } from './lendingSchemas.ts';

/** A monthly Euribor average (euribor.json). */
export type EuriborMonth = z.infer<typeof euriborSchema>;
/** Where the whole series comes from and when it was last imported (euribor-source.json). */
export type EuriborSource = z.infer<typeof euriborSourceSchema>;

/** Whole months from 'YYYY-MM' `from` to `to`. */
function monthGap(from: string, to: string): number {
	const [fy, fm] = from.split('-').map(Number) as [number, number];
	const [ty, tm] = to.split('-').map(Number) as [number, number];
	return (ty - fy) * 12 + (tm - fm);
}

/**
 * Checks a series: months strictly consecutive (no gaps, no repeats), oldest first. Returns the
 * Spanish problems found, empty when the series is sound.
 */
export function euriborSeriesProblems(series: readonly { month: string }[]): string[] {
	const problems: string[] = [];
	for (let i = 1; i < series.length; i++) {
		const prev = series[i - 1] as { month: string };
		const cur = series[i] as { month: string };
		const gap = monthGap(prev.month, cur.month);
		if (gap === 0) problems.push(`El mes ${cur.month} está repetido.`);
		else if (gap < 0) problems.push(`El mes ${cur.month} está fuera de orden.`);
		else if (gap > 1) problems.push(`Faltan meses entre ${prev.month} y ${cur.month}.`);
	}
	return problems;
}

/** Euribor 12M monthly averages, oldest first, with no gaps. */
export const euribor: readonly EuriborMonth[] = z
	.array(euriborSchema)
	.min(1)
	.parse(euriborData)
	.toSorted((a, b) => a.month.localeCompare(b.month));

const gaps = euriborSeriesProblems(euribor);
if (gaps.length > 0) throw new Error(`euribor.json: ${gaps.join(' ')}`);

/** Source of the series and date of its last import. */
export const euriborSource: EuriborSource = euriborSourceSchema.parse(sourceData);

/** The latest Euribor 12M monthly average. */
export function latestEuribor(): EuriborMonth {
	const last = euribor.at(-1);
	if (!last) throw new Error('euribor.json está vacío.');
	return last;
}

/**
 * True when the latest month held is more than `staleAfterMonths` months before `today`'s month
 * (the month just ended is normally published a few days later): the page then says the series
 * is out of date.
 */
export function euriborIsStale(today: Date, latestMonth = latestEuribor().month): boolean {
	const current = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
	return monthGap(latestMonth, current) > euriborSource.staleAfterMonths;
}

/**
 * The warning shown next to the series when it is stale on `today`, or null when it is current.
 * Later revisions then use the chosen scenario, which the text says.
 */
export function euriborStaleText(today: Date, latestMonth = latestEuribor().month): string | null {
	if (!euriborIsStale(today, latestMonth)) return null;
	return `Serie desactualizada: el último mes que tenemos es ${formatMonth(latestMonth)} y ya hay meses posteriores publicados que aún no hemos incorporado. Las revisiones de esos meses usan el escenario elegido, no el dato real.`;
}
