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
		expect(report.message).toBe('boom');
	});

	it('quotes the first 8 characters and links the incident to support', () => {
		const id = '3f9a0c2e7b1d4e6f8a0b2c4d6e8f0a1b';
		expect(shortEventId(id)).toBe('3f9a0c2e');
		expect(incidentUrl(id)).toBe('/soporte?incidente=3f9a0c2e7b1d4e6f8a0b2c4d6e8f0a1b');
		expect(incidentUrl('a b&c')).toBe('/soporte?incidente=a%20b%26c');
	});

	it('keeps only the latest reports', () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		for (let i = 0; i < MAX_REPORTS + 5; i++) captureException(`fallo ${i}`, 'Prueba');
		const kept = recentReports();
		expect(MAX_REPORTS).toBe(20);
		expect(kept).toHaveLength(20);
		expect(kept[0]?.message).toBe('fallo 5');
		expect(kept.at(-1)?.message).toBe('fallo 24');
	});
});

describe('reporters', () => {
	it('a reporter receives the errors from before it loaded, then new ones, with their kind', async () => {
		vi.resetModules();
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const { captureException: capture, onReport } = await import('~/lib/errors/report.ts');
		const early = capture(new Error('antes'), 'Prueba', 'network');
		const watched: string[] = [];
		const stopWatching = onReport((r) => watched.push(r.message), { backlog: false });
		const received: [string, string, string][] = [];
		onReport((r, error) => received.push([r.eventId, r.kind, String(error)]));
		const late = capture(new Error('después'), 'Prueba');
		stopWatching();
		capture('tercero', 'Prueba', 'platform');
		expect(received).toEqual([
			[early.eventId, 'network', 'Error: antes'],
			[late.eventId, 'exception', 'Error: después'],
			[expect.any(String), 'platform', 'tercero'],
		]);
		expect(watched).toEqual(['después']);
	});
});
