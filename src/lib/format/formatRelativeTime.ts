const units: { unit: Intl.RelativeTimeFormatUnit; ms: number }[] = [
	{ unit: 'year', ms: 365 * 86_400_000 },
	{ unit: 'month', ms: 30 * 86_400_000 },
	{ unit: 'week', ms: 7 * 86_400_000 },
	{ unit: 'day', ms: 86_400_000 },
	{ unit: 'hour', ms: 3_600_000 },
	{ unit: 'minute', ms: 60_000 },
];

/** Built on first use (like the date formatters of formatDate.ts): costly, and not always needed. */
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () =>
	(relativeFormat ??= new Intl.RelativeTimeFormat('es-ES', { numeric: 'auto' }));

/**
 * How long ago `date` was, in Spanish, measured from `now`: 'ahora', 'hace 5 minutos',
 * 'hace 2 horas', 'ayer', 'hace 3 semanas', 'hace 2 años'. Under a minute (or a date slightly
 * ahead, a clock skew) reads 'ahora'; an invalid date reads ''.
 */
export function formatRelativeTime(date: Date | string, now: Date | number = Date.now()): string {
	const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
	const nowMs = typeof now === 'number' ? now : now.getTime();
	if (!Number.isFinite(time) || !Number.isFinite(nowMs)) return '';
	const elapsed = nowMs - time;
	for (const { unit, ms } of units) {
		if (elapsed >= ms) return relative().format(-Math.floor(elapsed / ms), unit);
	}
	return relative().format(0, 'second');
}
