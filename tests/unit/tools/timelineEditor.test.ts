import { describe, expect, it } from 'vitest';
import {
	eventsFromRows,
	issuesByRow,
	rowsFromEvents,
	type EventRow,
} from '../../../src/lib/tools/timelineEditor.ts';

const row = (over: Partial<EventRow>): EventRow => ({
	key: 1,
	kind: 'prepayment',
	month: '12',
	value: '10.000',
	mode: 'reduce-term',
	...over,
});

describe('events editor rows', () => {
	it('reads Spanish numbers into events', () => {
		const { events, keys, errors } = eventsFromRows([
			row({ key: 7 }),
			row({ key: 8, kind: 'rate', month: '25', value: '2,75 %' }),
			row({ key: 9, kind: 'term', month: '30', value: '240' }),
			row({ key: 10, kind: 'euribor', month: '13', value: '-0,1' }),
		]);
		expect(errors.size).toBe(0);
		expect(keys).toEqual([7, 8, 9, 10]);
		expect(events).toEqual([
			{ kind: 'prepayment', month: 12, amount: 10_000, mode: 'reduce-term' },
			{ kind: 'rate', month: 25, tin: 2.75 },
			{ kind: 'term', month: 30, remainingMonths: 240 },
			{ kind: 'euribor', month: 13, euribor: -0.1 },
		]);
	});

	it('gives a Spanish message per unreadable row and leaves it out', () => {
		const { events, keys, errors } = eventsFromRows([
			row({ key: 1, month: '2,5' }),
			row({ key: 2, value: 'mucho' }),
			row({ key: 3, kind: 'term', value: '12,5' }),
			row({ key: 4 }),
		]);
		expect(events).toHaveLength(1);
		expect(keys).toEqual([4]);
		expect(errors.get(1)).toMatch(/mes del préstamo/);
		expect(errors.get(2)).toMatch(/número/);
		expect(errors.get(3)).toBe('Escribe los meses restantes como un número entero.');
	});

	it('round-trips events through rows and maps engine issues onto row keys', () => {
		const events = eventsFromRows([row({ value: '1.234,5' })]).events;
		expect(eventsFromRows(rowsFromEvents(events)).events).toEqual(events);
		expect(issuesByRow([{ index: 1, message: 'x' }], [5, 9])).toEqual(new Map([[9, 'x']]));
	});
});
