import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { formatDateTime } from '~/lib/format/index.ts';
import { safeReturnPath } from '~/lib/session/gate.ts';
import { errorMessage } from '~/lib/errors/dataErrors.ts';
import type { NotificationRow } from '~/lib/supabase/notifications.ts';
import { $allNotifications, markPanelRead } from '~/stores/notificationsPanel.ts';
import { useAnnouncer } from '~/islands/shared/ui/Announcer.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';

/** The user's notifications (more than the bell's 10), live, with read marks. */
export function NotificationsSection() {
	const value = useStore($allNotifications);
	const [busy, setBusy] = useState(false);
	const [failure, setFailure] = useState<string>();
	const { region, announce } = useAnnouncer();
	const listRef = useRef<HTMLUListElement>(null);

	/** Marks one notification read, or all of them when `id` is null. */
	const markRead = async (id: string | null) => {
		setBusy(true);
		setFailure(undefined);
		try {
			await markPanelRead(id);
			if (id === null) {
				announce('Todas las notificaciones están marcadas como leídas.');
				// The button is disabled now: focus goes to the list it changed.
				listRef.current?.focus();
			}
		} catch (error) {
			setFailure(errorMessage(error));
		} finally {
			setBusy(false);
		}
	};

	const open = async (n: NotificationRow) => {
		if (!n.is_read) await markRead(n.id);
		if (n.action_url) window.location.assign(safeReturnPath(n.action_url, '/dashboard'));
	};

	return (
		<>
			{region}
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
						{failure && (
							<p role="alert" className="mt-2 text-sm font-medium text-danger">
								{failure}
							</p>
						)}
						<ul
							ref={listRef}
							tabIndex={-1}
							aria-label="Tus notificaciones"
							className="mt-4 divide-y divide-line"
						>
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
		</>
	);
}
