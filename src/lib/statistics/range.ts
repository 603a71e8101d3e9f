import { madridDay, madridOffsetHours } from '~/lib/format/madridClock.ts';

/**
 * The period of days a statistic or a list covers: two calendar days (YYYY-MM-DD, both
 * included), checked the way the database checks them (admin_stats_* accept up to 366 days).
 */

/** A checked period. */
export interface DayRange {
	from: string;
	to: string;
}

/** The longest period, in days, the statistics accept. */
export const maxRangeDays = 366;

export const rangeMessages = {
	missing: 'Indica la fecha de inicio y la de fin.',
	invalid: 'Escribe las fechas como día, mes y año válidos.',
	reversed: 'La fecha de fin es anterior a la de inicio.',
	tooLong: `El intervalo admite como mucho ${maxRangeDays} días.`,
} as const;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a valid YYYY-MM-DD day at UTC midnight, or null. */
export function dayToUtcMs(day: string): number | null {
	const match = dayPattern.exec(day);
	if (!match) return null;
	const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const ms = Date.UTC(y, m - 1, d);
	const back = new Date(ms);
	if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
		return null;
	}
	return ms;
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
	const ms = dayToUtcMs(day);
	if (ms === null) throw new Error(`not a day: ${day}`);
	return new Date(ms + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last `days` days up to today (Spanish calendar), today included. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
	const to = madridDay(now);
	return { from: addDays(to, -(days - 1)), to };
}

/** Number of days of a period, both ends included. */
export function rangeLength(range: DayRange): number {
	return Math.round(((dayToUtcMs(range.to) ?? 0) - (dayToUtcMs(range.from) ?? 0)) / 86_400_000) + 1;
}

/** The period, or the Spanish reason it cannot be used. */
export function checkRange(
	from: string,
	to: string,
): { ok: true; range: DayRange } | { ok: false; message: string } {
	const [f, t] = [from.trim(), to.trim()];
	if (!f || !t) return { ok: false, message: rangeMessages.missing };
	const fromMs = dayToUtcMs(f);
	const toMs = dayToUtcMs(t);
	if (fromMs === null || toMs === null) return { ok: false, message: rangeMessages.invalid };
	if (toMs < fromMs) return { ok: false, message: rangeMessages.reversed };
	if (rangeLength({ from: f, to: t }) > maxRangeDays) {
		return { ok: false, message: rangeMessages.tooLong };
	}
	return { ok: true, range: { from: f, to: t } };
}

/**
 * The instants that bound a period of Spanish days, for filtering timestamps: from the start of
 * `from` to the start of the day after `to` (exclusive), with Madrid's offset of each day.
 */
export function rangeInstants(range: DayRange): { fromIso: string; toIso: string } {
	return { fromIso: madridMidnight(range.from), toIso: madridMidnight(addDays(range.to, 1)) };
}

/** The instant Madrid's day `day` starts, as an ISO string. */
export function madridMidnight(day: string): string {
	const utc = dayToUtcMs(day);
	if (utc === null) throw new Error(`not a day: ${day}`);
	// Clocks change at 01:00 UTC (02:00 or 03:00 in Madrid), never at midnight: the offset an hour
	// before UTC midnight is the offset of Madrid's midnight.
	const offset = madridOffsetHours(new Date(utc - 3_600_000));
	return new Date(utc - offset * 3_600_000).toISOString();
}
