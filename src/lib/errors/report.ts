/** What kind of problem a report describes (SPEC section 8). */
export type ReportKind = 'exception' | 'server' | 'network' | 'platform';

/** One unexpected error as the site recorded it. */
export interface ErrorReport {
	/** 32 hexadecimal characters; people quote the first 8 when they ask for help. */
	eventId: string;
	kind: ReportKind;
	message: string;
	/** Where it happened (island name, page path, request…). */
	context: string;
	time: string;
}

/** Receives every report with the original error (an error-reporting service, e.g. Sentry). */
export type ReportListener = (report: ErrorReport, error: unknown) => void;

/** How many reports are kept in memory for the support form. */
export const MAX_REPORTS = 20;

const reports: ErrorReport[] = [];
/** Reports made before any listener subscribed, delivered to the first one (bounded too). */
const undelivered: [ErrorReport, unknown][] = [];
const listeners = new Set<ReportListener>();
/** Whether a reporter (a listener that takes the backlog) has subscribed yet. */
let hasReporter = false;

/** A fresh event id, in the 32-hex-character form error trackers use. */
export function newEventId(): string {
	return crypto.randomUUID().replace(/-/g, '');
}

/** Short form of an event id shown to people: its first 8 characters. */
export function shortEventId(eventId: string): string {
	return eventId.slice(0, 8);
}

/**
 * Records an unexpected error and returns its report. The report is kept (last 20), logged to
 * the console and handed to the subscribed reporters; its event id is the one the
 * error-reporting service stores, so the id people quote finds the event.
 */
export function captureException(
	error: unknown,
	context: string,
	kind: ReportKind = 'exception',
): ErrorReport {
	const report: ErrorReport = {
		eventId: newEventId(),
		kind,
		message: error instanceof Error ? error.message : String(error),
		context,
		time: new Date().toISOString(),
	};
	reports.push(report);
	if (reports.length > MAX_REPORTS) reports.shift();
	console.error(`[${report.eventId}] ${context}:`, error);
	if (!hasReporter) {
		undelivered.push([report, error]);
		if (undelivered.length > MAX_REPORTS) undelivered.shift();
	}
	for (const listener of listeners) listener(report, error);
	return report;
}

/**
 * Subscribes to reports. A reporter (the default) first receives the reports no reporter has
 * received yet (errors from before it loaded), then every new one; with `backlog: false` the
 * listener only watches new reports and leaves the backlog for the reporter. Returns the
 * unsubscribe function.
 */
export function onReport(listener: ReportListener, { backlog = true } = {}): () => void {
	listeners.add(listener);
	if (backlog) {
		hasReporter = true;
		for (const [report, error] of undelivered.splice(0)) listener(report, error);
	}
	return () => listeners.delete(listener);
}

/** The latest reports, newest last. */
export function recentReports(): readonly ErrorReport[] {
	return [...reports];
}

/** Support page link that carries the incident id, so the ticket form can quote it. */
export function incidentUrl(eventId: string): string {
	return `/soporte?incidente=${encodeURIComponent(eventId)}`;
}
