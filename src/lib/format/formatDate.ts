/**
 * An es-ES date formatter built once, on first use, and reused. Building an Intl.DateTimeFormat
 * costs far more than formatting with one: the build formats a date on each of tens of thousands
 * of pages (the tax sources of every portal page), and one built when its module loads is a few
 * milliseconds of a phone's start (×4 on a slow one) for a date the page may never show.
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
	let formatter: Intl.DateTimeFormat | undefined;
	return () => (formatter ??= new Intl.DateTimeFormat('es-ES', options));
}

const monthFormat = dateFormatter({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDateFormat = dateFormatter({
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	timeZone: 'Europe/Madrid',
});
const dateTimeFormat = dateFormatter({
	dateStyle: 'medium',
	timeStyle: 'short',
	timeZone: 'Europe/Madrid',
});

/** Formats a 'YYYY-MM' month in Spanish: '2026-02' → 'febrero de 2026'. */
export function formatMonth(month: string): string {
	const match = /^(\d{4})-(\d{2})$/.exec(month);
	if (!match) return month;
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
	return monthFormat().format(date);
}

const quarterNames = ['primer', 'segundo', 'tercer', 'cuarto'] as const;

/** Formats a quarter 'YYYY-Tn' in Spanish: '2026-T2' → 'segundo trimestre de 2026'. */
export function formatQuarter(quarter: string): string {
	const match = /^(\d{4})-T([1-4])$/.exec(quarter);
	return match ? `${quarterNames[Number(match[2]) - 1]} trimestre de ${match[1]}` : quarter;
}

/** Formats a date in Spanish long form: 2026-11-22 → '22 de noviembre de 2026'. */
export function formatDate(date: Date): string {
	return longDateFormat().format(date);
}

/** Formats an instant with its Madrid time: '2026-11-24T10:05:00Z' → '24 nov 2026, 11:05'. */
export function formatDateTime(date: Date | string): string {
	const value = typeof date === 'string' ? new Date(date) : date;
	if (Number.isNaN(value.getTime())) return '';
	return dateTimeFormat().format(value);
}
