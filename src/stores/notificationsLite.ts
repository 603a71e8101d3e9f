import type { StoredSession } from '~/lib/session/storedSession.ts';
import { supabaseAnonKey, supabaseUrl } from '~/lib/supabase/config.ts';
import type { RealtimeClientLike } from '~/lib/supabase/realtime.ts';

/**
 * The bell live before supabase-js is loaded (issue 45, SPEC.md section 4: a new notification
 * triggers a refetch through the Realtime subscription). The script-only header
 * (islands/session/headerLite.ts) opens it once the page is idle, with the stored access token
 * and `@supabase/realtime-js` alone (the Realtime client supabase-js wraps; React and
 * supabase-js stay deferred until the page is used). `onInsert` runs for every notification
 * inserted for the user and after every (re)join; the React header's own subscription
 * (stores/notifications.ts) takes over when it loads.
 */
export async function watchNotificationsLite(
	session: StoredSession,
	onInsert: () => void,
): Promise<() => void> {
	const [{ RealtimeClient }, realtime] = await Promise.all([
		import('@supabase/realtime-js'),
		import('~/lib/supabase/realtime.ts'),
	]);
	// The same address supabase-js derives: <project>/realtime/v1 over ws(s).
	const url = new URL('realtime/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
	url.protocol = url.protocol.replace('http', 'ws');
	const client = new RealtimeClient(url.href, { params: { apikey: supabaseAnonKey } });
	// The token is set before the channel joins, so the join itself carries it (RLS decides
	// what reaches the channel); a token callback would be read only once the socket opened.
	await client.setAuth(session.accessToken);
	// RealtimeClient's channel().on is a set of overloads; the helper needs one signature.
	const stop = realtime.subscribeToChanges(client as unknown as RealtimeClientLike, {
		channel: `${realtime.userChannel(session.userId)}/campana`,
		table: 'notifications',
		filter: `user_id=eq.${session.userId}`,
		event: 'INSERT',
		onChange: onInsert,
		onJoined: onInsert,
	});
	return () => {
		stop();
		void client.disconnect();
	};
}
