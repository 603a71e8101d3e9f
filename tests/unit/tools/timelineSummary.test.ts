import { describe, expect, it } from 'vitest';
import type { EventEffect, TimelineEvent } from '../../../src/lib/mortgage/timeline.ts';
import { paymentChanges } from '../../../src/lib/tools/timelineSummary.ts';

const effect = (index: number, event: TimelineEvent, paymentAfter: number): EventEffect => ({
	index,
	event,
	paymentAfter,
	balanceAfter: 0,
	fee: 0,
});

describe('the instalment after each event', () => {
	it('lists events in month order and leaves out revisions that change nothing', () => {
		const effects = [
			effect(0, { kind: 'euribor', month: 37, euribor: 2.5 }, 920),
			effect(1, { kind: 'euribor', month: 13, euribor: 2.2 }, 1000.004),
			effect(2, { kind: 'prepayment', month: 24, amount: 10_000, mode: 'reduce-payment' }, 900),
			effect(3, { kind: 'euribor', month: 25, euribor: 2.2 }, 900),
			effect(4, { kind: 'rate', month: 24, tin: 3 }, 900),
		];
		expect(paymentChanges({ firstPayment: 1000, effects }).map((e) => e.index)).toEqual([2, 4, 0]);
	});

	it('keeps a revision that moves the instalment by more than half a cent', () => {
		const effects = [effect(0, { kind: 'euribor', month: 13, euribor: 2.3 }, 1000.01)];
		expect(paymentChanges({ firstPayment: 1000, effects })).toHaveLength(1);
	});

	it('keeps every event that is not a revision, even when the instalment stays', () => {
		const effects = [effect(0, { kind: 'term', month: 12, remainingMonths: 200 }, 1000)];
		expect(paymentChanges({ firstPayment: 1000, effects })).toHaveLength(1);
		expect(paymentChanges({ firstPayment: 1000, effects: [] })).toEqual([]);
	});
});
