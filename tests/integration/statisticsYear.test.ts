import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { fetchStatistics } from '../../src/lib/supabase/statistics.ts';
import { signedInUser, startTestServer } from './helpers.ts';

/**
 * Issue 49: /estadisticas reads a period in one request (admin_stats), and a year is whole:
 * sign-ups by day and role over 366 days are 1.464 rows, more than PostgREST's max_rows (1.000)
 * lets a set-returning call return.
 */
const day = (offset: number) =>
	new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('statistics of a year in one request', () => {
	let app: LocalSupabase;
	beforeAll(async () => {
		app = await startTestServer();
	}, 120_000);
	afterAll(async () => {
		await app?.close();
	});

	it('gives an admin every day and role of 366 days', async () => {
		const admin = await signedInUser(app, { admin: true });
		const stats = await fetchStatistics(admin.client, { from: day(-365), to: day(0) });
		expect(stats.signups).toHaveLength(366 * 4);
		expect(stats.activity).toHaveLength(366);
		expect(stats.firstResponse).toHaveLength(367);
		expect(stats.tickets.map((t) => t.status)).toEqual([
			'abierto',
			'en_progreso',
			'resuelto',
			'cerrado',
		]);
		expect(stats.leads).toHaveLength(8);
		expect(stats.signups[0]).toEqual({ day: day(-365), role: 'agente_inmobiliario', signups: 0 });
	});

	it('refuses a longer period and anyone but an admin, in Spanish', async () => {
		const admin = await signedInUser(app, { admin: true });
		await expect(fetchStatistics(admin.client, { from: day(-366), to: day(0) })).rejects.toThrow(
			'El intervalo admite como mucho 366 días.',
		);
		const user = await signedInUser(app);
		await expect(fetchStatistics(user.client, { from: day(-6), to: day(0) })).rejects.toThrow(
			'Solo el equipo de administración puede hacer esto.',
		);
	});
});
