import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth } from '~/lib/format/index.ts';

describe('formatMonth and formatDate', () => {
	it('formats months and dates in Spanish', () => {
		expect(formatMonth('2026-02')).toBe('febrero de 2026');
		expect(formatDate(new Date('2026-11-22T10:00:00Z'))).toBe('22 de noviembre de 2026');
	});
});
