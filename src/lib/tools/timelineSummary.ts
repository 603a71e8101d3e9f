import type { EventEffect, TimelineResult } from '../mortgage/timeline.ts';

/**
 * What the timeline's result shows next to its totals: the instalment after each event, in
 * month order (events of one month in the order they were written). Euribor revisions that
 * leave the instalment as it was (within half a cent) are left out, so a full revision calendar
 * does not bury the prepayments.
 */
export function paymentChanges(
	result: Pick<TimelineResult, 'effects' | 'firstPayment'>,
): EventEffect[] {
	let previous = result.firstPayment;
	return result.effects
		.toSorted((a, b) => a.event.month - b.event.month || a.index - b.index)
		.filter((e) => {
			const keep = e.event.kind !== 'euribor' || Math.abs(e.paymentAfter - previous) > 0.005;
			previous = e.paymentAfter;
			return keep;
		});
}
