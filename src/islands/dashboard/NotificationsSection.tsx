import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '~/lib/format/index.ts';
import { safeReturnPath } from '~/lib/auth/gate.ts';
import { realtimeOf, subscribeToChanges, userChannel } from '~/lib/supabase/realtime.ts';
import type { NotificationRow } from '~/lib/supabase/notifications.ts';
import { $allNotifications, portalClient } from '~/stores/panel.ts';
import { toast } from '~/stores/toasts.ts';
import { QueryView } from '~/islands/shared/ui/views.tsx';

/** The user's notifications (more than the bell's 10), live, with read marks. */
export function NotificationsSection({ userId }: { userId: string }) {
	const value = useStore($allNotifications);
	const [busy, setBusy] = useState(false);

	useEffect(() => {
		let stop: (() => void) | undefined;
		let cancelled = false;
		void portalClient().then((client) => {
			if (cancelled) return;
			stop = subscribeToChanges(realtimeOf(client), {
				channel: `${userChannel(userId)}/panel-notificaciones`,
				table: 'notifications',
				filter: `user_id=eq.${userId}`,
				onChange: () => $allNotifications.invalidate(),
				onJoined: () => $allNotifications.invalidate(),
			});
		});
		return () => {
			cancelled = true;
			stop?.();
		};
	}, [userId]);

	/** Marks one notification read, or all of them when `id` is null. */
	const markRead = async (id: string | null) => {
		setBusy(true);
		try {
			const mod = await import('~/lib/supabase/notifications.ts');
			const client = await portalClient();
			if (id === null) await mod.markAllNotificationsRead(client, userId);
			else await mod.markNotificationRead(client, id);
			const rows = $allNotifications.get().data ?? [];
			$allNotifications.mutate(
				rows.map((n) => (id === null || n.id === id ? { ...n, is_read: true } : n)),
			);
		} catch {
			toast({
				title: 'No se pudo actualizar',
				description: 'Inténtalo de nuevo en unos segundos.',
				variant: 'destructive',
			});
		} finally {
			setBusy(false);
		}
	};

	const open = async (n: NotificationRow) => {
		if (!n.is_read) await markRead(n.id);
		if (n.action_url) window.location.assign(safeReturnPath(n.action_url, '/dashboard'));
	};

	return (
		<QueryView
			value={value}
			retry={() => $allNotifications.invalidate()}
			isEmpty={(rows) => rows.length === 0}
			empty="No hay notificaciones"
		>
			{(rows) => (
				<>
					<button
						type="button"
						className="btn btn-outline"
						disabled={busy || rows.every((n) => n.is_read)}
						onClick={() => void markRead(null)}
					>
						Marcar todas como leídas
					</button>
					<ul className="mt-4 divide-y divide-line">
						{rows.map((n) => (
							<li key={n.id} className="py-3">
								<button
									type="button"
									className="w-full rounded-lg p-2 text-left hover:bg-surface"
									onClick={() => void open(n)}
								>
									<span className="flex flex-wrap items-baseline gap-2">
										{!n.is_read && (
											<span className="rounded-full bg-primary px-2 text-xs font-semibold text-primary-fg">
												Nueva
											</span>
										)}
										<span className={n.is_read ? 'font-medium' : 'font-bold'}>{n.title}</span>
									</span>
									<span className="mt-1 block text-sm">{n.message}</span>
									<span className="mt-1 block text-xs text-muted">
										{formatDateTime(n.created_at)}
									</span>
								</button>
							</li>
						))}
					</ul>
				</>
			)}
		</QueryView>
	);
}
