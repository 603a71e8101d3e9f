/** One unexpected error as the site recorded it. */
export interface ErrorReport {
	/** 32 hexadecimal characters; people quote the first 8 when they ask for help. */
	eventId: string;
	message: string;
	/** Where it happened (island name, page path…). */
	context: string;
	time: string;
}

/** How many reports are kept in memory for the support form. */
export const MAX_REPORTS = 20;

const reports: ErrorReport[] = [];

/** A fresh event id, in the 32-hex-character form error trackers use. */
export function newEventId(): string {
	return crypto.randomUUID().replace(/-/g, '');
}

/** Short form of an event id shown to people: its first 8 characters. */
export function shortEventId(eventId: string): string {
	return eventId.slice(0, 8);
}

/**
 * Records an unexpected error and returns its report. The report is kept (last 20) and logged
 * to the console; an error-reporting service can subscribe here when one is configured.
 */
export function captureException(error: unknown, context: string): ErrorReport {
	const report: ErrorReport = {
		eventId: newEventId(),
		message: error instanceof Error ? error.message : String(error),
		context,
		time: new Date().toISOString(),
	};
	reports.push(report);
	if (reports.length > MAX_REPORTS) reports.shift();
	console.error(`[${report.eventId}] ${context}:`, error);
	return report;
}

/** The latest reports, newest last. */
export function recentReports(): readonly ErrorReport[] {
	return [...reports];
}

/** Support page link that carries the incident id, so the ticket form can quote it. */
export function incidentUrl(eventId: string): string {
	return `/soporte?incidente=${encodeURIComponent(eventId)}`;
}
