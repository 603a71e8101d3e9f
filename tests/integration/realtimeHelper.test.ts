import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import {
	realtimeOf,
	type RowChange,
	subscribeToChanges,
	userChannel,
} from '../../src/lib/supabase/realtime.ts';
import { service, signedInUser, startTestServer, until } from './helpers.ts';

let app: LocalSupabase;
beforeAll(async () => {
	app = await startTestServer();
}, 60_000);
afterAll(async () => {
	await app?.close();
});

describe('subscribeToChanges against the local Realtime server', () => {
	it('delivers the user’s own notification on the user channel, and stops after cleanup', async () => {
		const a = await signedInUser(app);
		const got: RowChange[] = [];
		let joins = 0;
		const stop = subscribeToChanges(realtimeOf(a.client), {
			channel: userChannel(a.id),
			table: 'notifications',
			event: 'INSERT',
			filter: `user_id=eq.${a.id}`,
			onChange: (c) => got.push(c),
			onJoined: () => joins++,
		});
		await until(() => joins === 1, 10_000, 'join');
		const notify = (title: string) =>
			service(app).from('notifications').insert({ user_id: a.id, title, message: 'Hola' });
		await notify('Primera');
		await until(() => got.length === 1, 10_000, 'delivery');
		expect((got[0]?.new as { title?: string }).title).toBe('Primera');
		stop();
		expect(a.client.getChannels()).toHaveLength(0);
	});
});
