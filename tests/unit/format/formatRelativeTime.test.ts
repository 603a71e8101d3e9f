import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '~/lib/format/index.ts';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now - ms);
const min = 60_000;
const hour = 60 * min;
const day = 24 * hour;

describe('formatRelativeTime', () => {
	it('says how long ago in Spanish', () => {
		expect(formatRelativeTime(ago(10_000), now)).toBe('ahora');
		expect(formatRelativeTime(ago(min), now)).toBe('hace 1 minuto');
		expect(formatRelativeTime(ago(5 * min + 30_000), now)).toBe('hace 5 minutos');
		expect(formatRelativeTime(ago(3 * hour), now)).toBe('hace 3 horas');
		expect(formatRelativeTime(ago(day + hour), now)).toBe('ayer');
		expect(formatRelativeTime(ago(2 * day), now)).toBe('anteayer');
		expect(formatRelativeTime(ago(4 * day), now)).toBe('hace 4 días');
		expect(formatRelativeTime(ago(15 * day), now)).toBe('hace 2 semanas');
		expect(formatRelativeTime(ago(70 * day), now)).toBe('hace 2 meses');
		expect(formatRelativeTime(ago(800 * day), now)).toBe('hace 2 años');
	});
	it('reads ISO strings from the database', () => {
		expect(formatRelativeTime('2026-11-24T11:30:00+00:00', now)).toBe('hace 30 minutos');
	});
	it('shows a date slightly in the future (clock skew) as now, and nothing for a bad date', () => {
		expect(formatRelativeTime(new Date(now + 5 * min), now)).toBe('ahora');
		expect(formatRelativeTime('no es una fecha', now)).toBe('');
	});
});
