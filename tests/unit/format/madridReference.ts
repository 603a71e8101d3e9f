/**
 * The time zone database's view of Spain's peninsular clock, as reference for the property tests
 * of the arithmetic clock (src/lib/format/madridClock.ts) and of what is built on it.
 */

/** The day in Madrid of an instant, as YYYY-MM-DD. */
export const referenceMadridDay = new Intl.DateTimeFormat('en-CA', {
	timeZone: 'Europe/Madrid',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
});

/** The hour in Madrid of an instant, 00–23. */
export const referenceMadridHour = new Intl.DateTimeFormat('en-GB', {
	timeZone: 'Europe/Madrid',
	hour: '2-digit',
	hourCycle: 'h23',
});
