import { describe, expect, it, vi } from 'vitest';
import {
	captureException,
	incidentUrl,
	MAX_REPORTS,
	recentReports,
	shortEventId,
} from '~/lib/errors/report.ts';

describe('error reports', () => {
	it('gives each error a 32-hex event id whose first 8 characters people quote', () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const report = captureException(new Error('boom'), 'Prueba');
		expect(report.eventId).toMatch(/^[0-9a-f]{32}$/);
		expect(shortEventId(report.eventId)).toBe(report.eventId.slice(0, 8));
		expect(report.message).toBe('boom');
		expect(incidentUrl(report.eventId)).toBe(`/soporte?incidente=${report.eventId}`);
	});

	it('keeps only the latest reports', () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		for (let i = 0; i < MAX_REPORTS + 5; i++) captureException(`fallo ${i}`, 'Prueba');
		const kept = recentReports();
		expect(kept).toHaveLength(MAX_REPORTS);
		expect(kept.at(-1)?.message).toBe(`fallo ${MAX_REPORTS + 4}`);
	});
});
