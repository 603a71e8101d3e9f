import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import {
	bellLimit,
	fetchNotifications,
	markAllNotificationsRead,
	markNotificationRead,
	unreadCount,
} from '../../src/lib/supabase/notifications.ts';
import { sendNotification } from '../../src/lib/supabase/notificationsAdmin.ts';
import { service, signedInUser, startTestServer } from './helpers.ts';

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
}, 60_000);

afterAll(async () => {
	await app?.close();
});

/** Inserts `count` notifications for a user, one second apart, oldest first. */
async function notify(userId: string, count: number, prefix: string) {
	const base = Date.parse('2026-11-01T10:00:00Z');
	const rows = Array.from({ length: count }, (_, i) => ({
		user_id: userId,
		title: `${prefix} ${i + 1}`,
		message: 'Mensaje de prueba',
		created_at: new Date(base + i * 1000).toISOString(),
		action_url: i === 0 ? '/dashboard' : null,
	}));
	const { error } = await service(app).from('notifications').insert(rows);
	expect(error).toBeNull();
}

describe('notifications of the bell', () => {
	it('lists the latest 10 of the user, newest first, and marks one and all read', async () => {
		const ana = await signedInUser(app);
		const luis = await signedInUser(app);
		await notify(ana.id, 12, 'Aviso');
		await notify(luis.id, 2, 'Ajeno');

		const list = await fetchNotifications(ana.client, ana.id);
		expect(list).toHaveLength(bellLimit);
		expect(list.map((n) => n.title)).toEqual(
			Array.from({ length: 10 }, (_, i) => `Aviso ${12 - i}`),
		);
		expect(unreadCount(list)).toBe(10);

		await markNotificationRead(ana.client, list[0]!.id);
		expect(unreadCount(await fetchNotifications(ana.client, ana.id))).toBe(9);

		// Luis cannot mark Ana's as read: RLS hides the row, nothing changes.
		await markNotificationRead(luis.client, list[1]!.id);
		expect((await fetchNotifications(ana.client, ana.id))[1]!.is_read).toBe(false);

		await markAllNotificationsRead(ana.client, ana.id);
		expect(unreadCount(await fetchNotifications(ana.client, ana.id, 50))).toBe(0);
		// Luis's stay unread and he never sees Ana's.
		const his = await fetchNotifications(luis.client, luis.id, 50);
		expect(his.map((n) => n.title)).toEqual(['Ajeno 2', 'Ajeno 1']);
		expect(unreadCount(his)).toBe(2);
		expect(await fetchNotifications(luis.client, ana.id, 50)).toEqual([]);
	});
});

describe('notification links (issue 24)', () => {
	it('an admin cannot send a link that leaves the site, even as /\\host or encoded', async () => {
		const admin = await signedInUser(app, { admin: true });
		const target = await signedInUser(app);
		const send = async (url: string) => {
			try {
				await sendNotification(admin.client, {
					title: 'Aviso',
					message: 'Mira esto',
					actionUrl: url,
					target: { userId: target.id },
				});
				return { error: null };
			} catch (error) {
				return { error: error as { code?: string } };
			}
		};
		for (const url of [
			'/\\evil.example',
			'/%5Cevil.example',
			'/%2F/evil.example',
			'/a b',
			'/\tx',
		]) {
			const { error } = await send(url);
			expect([url, error?.code]).toEqual([url, '23514']);
		}
		expect((await send('/soporte?ticket=42#chat')).error).toBeNull();
		const { data } = await service(app)
			.from('notifications')
			.select('action_url')
			.eq('user_id', target.id);
		expect(data).toEqual([{ action_url: '/soporte?ticket=42#chat' }]);
	});
});
