import { describe, expect, it, vi } from 'vitest';
import type { ReportKind } from '~/lib/errors/report.ts';
import { createLoggedFetch, REQUEST_LOG_SIZE } from '~/lib/supabase/loggedFetch.ts';

const BASE = 'https://abcd.supabase.co';

/** A wrapper around a fake network, with the reports it made and a clock that ticks 5 ms. */
function setup(answer: (url: string) => Response | Promise<Response>) {
	const reports: { message: string; context: string; kind: ReportKind }[] = [];
	let clock = Date.UTC(2026, 10, 24, 10, 0, 0);
	const log = createLoggedFetch({
		fetch: async (input) =>
			answer(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url),
		report: (error, context, kind) =>
			reports.push({
				message: error instanceof Error ? error.message : String(error),
				context,
				kind,
			}),
		now: () => (clock += 5),
	});
	return { log, reports };
}

describe('logged fetch', () => {
	it('logs url (no query), method, status, ok and time, and returns the response untouched', async () => {
		const { log, reports } = setup(() => new Response('[]', { status: 200 }));
		const res = await log.fetch(`${BASE}/rest/v1/leads?email=eq.ana@example.com`, {
			method: 'post',
		});
		expect(await res.text()).toBe('[]');
		expect(log.entries()).toEqual([
			{
				url: `${BASE}/rest/v1/leads`,
				method: 'POST',
				status: 200,
				ok: true,
				time: '2026-11-24T10:00:00.005Z',
				durationMs: 5,
			},
		]);
		expect(reports).toEqual([]);
	});

	it('reads method and URL from a Request too', async () => {
		const { log } = setup(() => new Response(null, { status: 204 }));
		await log.fetch(new Request(`${BASE}/auth/v1/logout`, { method: 'POST' }));
		expect(log.entries()[0]).toMatchObject({
			url: `${BASE}/auth/v1/logout`,
			method: 'POST',
			status: 204,
		});
	});

	it('reports a 5xx as a server error, and not a 4xx', async () => {
		const { log, reports } = setup(
			(url) =>
				new Response('{}', {
					status: url.includes('rota') ? 503 : 404,
					headers: { 'content-type': 'application/json' },
				}),
		);
		const res = await log.fetch(`${BASE}/rest/v1/rota`);
		expect(res.status).toBe(503);
		await log.fetch(`${BASE}/rest/v1/no-existe`);
		expect(reports).toEqual([
			{ message: 'Error del servidor 503', context: `GET ${BASE}/rest/v1/rota`, kind: 'server' },
		]);
		expect(log.entries().map((e) => [e.status, e.ok])).toEqual([
			[503, false],
			[404, false],
		]);
	});

	it('reports a network failure and rethrows it, logged with status 0', async () => {
		const failure = new TypeError('Failed to fetch');
		const { log, reports } = setup(() => Promise.reject(failure));
		await expect(log.fetch(`${BASE}/rest/v1/leads`)).rejects.toBe(failure);
		expect(reports).toEqual([
			{
				message: 'Failed to fetch',
				context: `Fallo de red en GET ${BASE}/rest/v1/leads`,
				kind: 'network',
			},
		]);
		expect(log.entries()[0]).toMatchObject({ status: 0, ok: false });
	});

	it('does not report an abort the page asked for, but still rethrows it', async () => {
		const abort = new DOMException('Aborted', 'AbortError');
		const { log, reports } = setup(() => Promise.reject(abort));
		await expect(log.fetch(`${BASE}/rest/v1/leads`)).rejects.toBe(abort);
		expect(reports).toEqual([]);
	});

	it('reports a platform error page, keeping its body readable for the caller', async () => {
		const html =
			'<html><body>An error occurred with your deployment FUNCTION_INVOCATION_TIMEOUT</body></html>';
		const { log, reports } = setup(
			() =>
				new Response(html, {
					status: 200,
					headers: { 'content-type': 'text/html; charset=utf-8' },
				}),
		);
		const res = await log.fetch(`${BASE}/functions/v1/ai`);
		expect(await res.text()).toBe(html);
		expect(reports).toEqual([
			{
				message: 'FUNCTION_INVOCATION_TIMEOUT',
				context: `GET ${BASE}/functions/v1/ai`,
				kind: 'platform',
			},
		]);
	});

	it('ignores JSON bodies when looking for platform errors', async () => {
		const { log, reports } = setup(
			() =>
				new Response('{"note":"no healthy upstream"}', {
					status: 200,
					headers: { 'content-type': 'application/json' },
				}),
		);
		await log.fetch(`${BASE}/rest/v1/news`);
		expect(reports).toEqual([]);
	});

	it('keeps only the last 20 requests, oldest first, as a read-only copy', async () => {
		const { log } = setup(() => new Response('{}'));
		for (let i = 1; i <= 25; i++) await log.fetch(`${BASE}/rest/v1/t${i}`);
		const entries = log.entries();
		expect(REQUEST_LOG_SIZE).toBe(20);
		expect(entries).toHaveLength(20);
		expect(entries[0]?.url).toBe(`${BASE}/rest/v1/t6`);
		expect(entries.at(-1)?.url).toBe(`${BASE}/rest/v1/t25`);
		// Changing the copy handed out leaves the log as it was.
		const copy = entries[0];
		if (copy) Object.assign(copy, { url: 'cambiado' });
		expect(log.entries()[0]?.url).toBe(`${BASE}/rest/v1/t6`);
	});

	it('the site log reports through the error reporter', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 502 }));
		const { loggedFetch, recentRequests } = await import('~/lib/supabase/requestLog.ts');
		const { recentReports } = await import('~/lib/errors/report.ts');
		await loggedFetch(`${BASE}/rest/v1/notifications`);
		expect(recentRequests().at(-1)).toMatchObject({ status: 502, ok: false });
		expect(recentReports().at(-1)).toMatchObject({
			kind: 'server',
			message: 'Error del servidor 502',
			context: `GET ${BASE}/rest/v1/notifications`,
		});
		vi.restoreAllMocks();
	});
});
