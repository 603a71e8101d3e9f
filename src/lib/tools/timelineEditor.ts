import { formatNumber } from '../format/index.ts';
import type { TimelineEvent, TimelineIssue } from '../mortgage/timeline.ts';
import { readNumber } from './fields.ts';

/**
 * The events editor's rows: what the person typed (Spanish numbers), turned into engine events
 * with a Spanish message per row when a value cannot be read.
 */

/** One row of the editor, as typed. */
export interface EventRow {
	/** Stable key of the row (React key and error lookup). */
	key: number;
	kind: TimelineEvent['kind'];
	/** Loan month, 1 = first instalment. */
	month: string;
	/** Amount (prepayment), TIN or Euribor (%), or remaining months (term). */
	value: string;
	mode: 'reduce-term' | 'reduce-payment';
}

/** Spanish names of the event kinds, in the editor's order. */
export const eventKindLabels: Record<TimelineEvent['kind'], string> = {
	prepayment: 'Amortización anticipada',
	rate: 'Cambio de TIN',
	euribor: 'Revisión de euríbor',
	term: 'Cambio de plazo',
};

const monthMessage = 'Escribe el mes del préstamo como un número entero (1 es la primera cuota).';

/** Editor rows showing `events` (formatted the Spanish way). */
export function rowsFromEvents(events: readonly TimelineEvent[]): EventRow[] {
	return events.map((event, i) => ({
		key: i + 1,
		kind: event.kind,
		month: String(event.month),
		value:
			event.kind === 'prepayment'
				? formatNumber(event.amount, { maxDecimals: 2 })
				: event.kind === 'term'
					? String(event.remainingMonths)
					: formatNumber(event.kind === 'rate' ? event.tin : event.euribor, { maxDecimals: 3 }),
		mode: event.kind === 'prepayment' ? event.mode : 'reduce-term',
	}));
}

/**
 * The events of the rows that can be read, with the row key of each, and a Spanish message for
 * each row that cannot.
 */
export function eventsFromRows(rows: readonly EventRow[]): {
	events: TimelineEvent[];
	keys: number[];
	errors: Map<number, string>;
} {
	const events: TimelineEvent[] = [];
	const keys: number[] = [];
	const errors = new Map<number, string>();
	for (const row of rows) {
		const month = readNumber(row.month);
		if (!month.ok || !Number.isInteger(month.value)) {
			errors.set(row.key, monthMessage);
			continue;
		}
		const value = readNumber(row.value);
		if (!value.ok) {
			errors.set(row.key, value.message);
			continue;
		}
		const m = month.value;
		const v = value.value;
		if (row.kind === 'prepayment')
			events.push({ kind: 'prepayment', month: m, amount: v, mode: row.mode });
		else if (row.kind === 'rate') events.push({ kind: 'rate', month: m, tin: v });
		else if (row.kind === 'euribor') events.push({ kind: 'euribor', month: m, euribor: v });
		else {
			if (!Number.isInteger(v)) {
				errors.set(row.key, 'Escribe los meses restantes como un número entero.');
				continue;
			}
			events.push({ kind: 'term', month: m, remainingMonths: v });
		}
		keys.push(row.key);
	}
	return { events, keys, errors };
}

/** Engine issues (by event index) mapped onto the rows' keys. */
export function issuesByRow(
	issues: readonly TimelineIssue[],
	keys: readonly number[],
): Map<number, string> {
	const out = new Map<number, string>();
	for (const issue of issues) {
		const key = keys[issue.index];
		if (key !== undefined && !out.has(key)) out.set(key, issue.message);
	}
	return out;
}
