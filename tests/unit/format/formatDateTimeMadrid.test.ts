import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../src/lib/format/index.ts';

describe('dates in Madrid time', () => {
	it('formats instants in Madrid time and never shows Invalid Date', () => {
		expect(formatDateTime('2026-11-24T10:05:00Z')).toBe('24 nov 2026, 11:05');
		expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2 jul 2026, 0:30');
		expect(formatDateTime('no es una fecha')).toBe('');
	});
});
