/**
 * Spain's peninsular clock (Europe/Madrid) by arithmetic: UTC+1, and UTC+2 from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October (Directive 2000/84/EC, arts. 2
 * and 3; Real Decreto 236/2002). Asking Intl for the zone instead costs a slow phone over 100 ms
 * the first time (it loads the zone's rules and another locale): /estadisticas spent it in the
 * middle of its start just to know today's date.
 */

/** 01:00 UTC on the last Sunday of a month (0-based), when the clocks change. */
function lastSundayUtc(year: number, monthIndex: number): number {
	const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
	return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Hours Madrid is ahead of UTC at `instant` (1 in winter, 2 in summer). */
export function madridOffsetHours(instant: Date): 1 | 2 {
	const ms = instant.getTime();
	const year = instant.getUTCFullYear();
	return ms >= lastSundayUtc(year, 2) && ms < lastSundayUtc(year, 9) ? 2 : 1;
}

/** The day in Madrid of `date`, as YYYY-MM-DD. */
export function madridDay(date: Date): string {
	return new Date(date.getTime() + madridOffsetHours(date) * 3_600_000).toISOString().slice(0, 10);
}
