import type { TimelineEvent, TimelineRow } from './timelineTypes.ts';

/** A row of the key-periods view: the first month, each event or rate change, the last month. */
export interface KeyPeriod {
	month: number;
	/** What happened, in Spanish. */
	label: string;
	ratePercent: number;
	payment: number;
	earlyRepayment: number;
	balance: number;
}

const eventLabels: Record<TimelineEvent['kind'], string> = {
	rate: 'Cambio de TIN',
	euribor: 'Revisión con euríbor',
	prepayment: 'Amortización anticipada',
	term: 'Cambio de plazo',
};

/** Spanish label of an event kind. */
export function eventLabel(event: TimelineEvent): string {
	if (event.kind === 'prepayment') {
		return event.mode === 'reduce-term'
			? 'Amortización anticipada (reduce plazo)'
			: 'Amortización anticipada (reduce cuota)';
	}
	return eventLabels[event.kind];
}

/** The schedule's key periods: start, every event, every rate change and the end. */
export function keyPeriods(
	rows: readonly TimelineRow[],
	events: readonly TimelineEvent[],
): KeyPeriod[] {
	const labels = new Map<number, string[]>();
	const add = (month: number, label: string) => {
		const list = labels.get(month);
		if (!list) labels.set(month, [label]);
		else if (!list.includes(label)) list.push(label);
	};
	rows.forEach((row, i) => {
		if (i === 0) add(row.month, 'Primera cuota');
		else if (row.ratePercent !== rows[i - 1]?.ratePercent) add(row.month, 'Cambio de tipo');
	});
	for (const event of events) add(event.month, eventLabel(event));
	const last = rows.at(-1);
	if (last) add(last.month, 'Última cuota');
	return [...labels.entries()]
		.filter(([month]) => month <= (last?.month ?? 0))
		.sort((a, b) => a[0] - b[0])
		.map(([month, list]) => {
			const row = rows[month - 1] as TimelineRow;
			return {
				month,
				label: list.join(' · '),
				ratePercent: row.ratePercent,
				payment: row.payment,
				earlyRepayment: row.earlyRepayment,
				balance: row.balance,
			};
		});
}
