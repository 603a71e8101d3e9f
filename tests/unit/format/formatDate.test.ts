import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, formatQuarter } from '~/lib/format/index.ts';

describe('formatMonth and formatDate', () => {
	it('formats months and dates in Spanish', () => {
		expect(formatMonth('2026-02')).toBe('febrero de 2026');
		expect(formatDate(new Date('2026-11-22T10:00:00Z'))).toBe('22 de noviembre de 2026');
	});

	it('formats quarters in words and leaves anything else as it is', () => {
		expect(formatQuarter('2026-T1')).toBe('primer trimestre de 2026');
		expect(formatQuarter('2026-T2')).toBe('segundo trimestre de 2026');
		expect(formatQuarter('2025-T3')).toBe('tercer trimestre de 2025');
		expect(formatQuarter('2025-T4')).toBe('cuarto trimestre de 2025');
		expect(formatQuarter('2025-T5')).toBe('2025-T5');
	});
});
