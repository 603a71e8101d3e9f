/** Formats a 'YYYY-MM' month in Spanish: '2026-02' → 'febrero de 2026'. */
export function formatMonth(month: string): string {
	const match = /^(\d{4})-(\d{2})$/.exec(month);
	if (!match) return month;
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
	return new Intl.DateTimeFormat('es-ES', {
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	}).format(date);
}

const quarterNames = ['primer', 'segundo', 'tercer', 'cuarto'] as const;

/** Formats a quarter 'YYYY-Tn' in Spanish: '2026-T2' → 'segundo trimestre de 2026'. */
export function formatQuarter(quarter: string): string {
	const match = /^(\d{4})-T([1-4])$/.exec(quarter);
	return match ? `${quarterNames[Number(match[2]) - 1]} trimestre de ${match[1]}` : quarter;
}

/** Formats a date in Spanish long form: 2026-11-22 → '22 de noviembre de 2026'. */
export function formatDate(date: Date): string {
	return new Intl.DateTimeFormat('es-ES', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'Europe/Madrid',
	}).format(date);
}

/** Formats an instant with its Madrid time: '2026-11-24T10:05:00Z' → '24 nov 2026, 11:05'. */
export function formatDateTime(date: Date | string): string {
	const value = typeof date === 'string' ? new Date(date) : date;
	if (Number.isNaN(value.getTime())) return '';
	return new Intl.DateTimeFormat('es-ES', {
		dateStyle: 'medium',
		timeStyle: 'short',
		timeZone: 'Europe/Madrid',
	}).format(value);
}
