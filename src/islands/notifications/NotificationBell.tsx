import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { safeReturnPath } from '~/lib/session/gate.ts';
import { bellMessages } from '~/lib/i18n/es.ts';
import { unreadCount } from '~/lib/supabase/notifications.ts';
import { $bell, markAllRead, markRead, watchNotifications } from '~/stores/notifications.ts';
import { $userId } from '~/stores/session.ts';
import { NotificationList } from './NotificationList.tsx';
import { badgeText, sessionUi } from '~/islands/session/sessionUi.ts';
import { useDisclosure } from './useDisclosure.ts';

/**
 * The header bell (SPEC.md sections 2 and 4): a disclosure button named with the unread count,
 * opening the latest 10 notifications; a new one arrives over Realtime without a reload.
 */
export default function NotificationBell() {
	const userId = useStore($userId);
	const list = useStore($bell);
	const panelId = useId();
	const headingId = useId();
	const { open, setOpen, rootRef, buttonRef } = useDisclosure();
	const rows = list && list.userId === userId ? list.rows : null;
	const unread = rows ? unreadCount(rows) : 0;
	const [announced, setAnnounced] = useState('');
	const headingRef = useRef<HTMLHeadingElement>(null);
	const firstCount = useRef(true);

	useEffect(() => watchNotifications(), []);

	// Announce changes of the unread count (not the first load, which the name already says).
	useEffect(() => {
		if (!rows) return;
		if (firstCount.current) {
			firstCount.current = false;
			return;
		}
		setAnnounced(bellMessages.status(unread));
	}, [unread, rows]);

	if (!userId) return null;

	const choose = async (id: string, actionUrl: string | null) => {
		try {
			await markRead(id);
		} catch (error) {
			console.warn('No se pudo marcar la notificación como leída:', error);
		}
		if (actionUrl) {
			// Admin-authored: only a path on this site is followed (never `/\\host`).
			window.location.assign(safeReturnPath(actionUrl, '/dashboard'));
			return;
		}
		setOpen(false);
		buttonRef.current?.focus();
	};

	return (
		<div className="relative" ref={rootRef}>
			<button
				type="button"
				ref={buttonRef}
				className={sessionUi.iconButton}
				aria-expanded={open}
				aria-controls={panelId}
				aria-label={bellMessages.button(unread)}
				onClick={() => setOpen(!open)}
				data-testid="bell"
				data-session-part="bell"
			>
				<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
					<path
						fill="none"
						stroke="currentColor"
						strokeWidth="2"
						strokeLinecap="round"
						strokeLinejoin="round"
						d={sessionUi.bellIcon}
					/>
				</svg>
				{unread > 0 && (
					<span className={sessionUi.badge} aria-hidden="true" data-testid="bell-badge">
						{badgeText(unread)}
					</span>
				)}
			</button>
			<p className="sr-only" role="status">
				{announced}
			</p>
			<div
				id={panelId}
				hidden={!open}
				aria-labelledby={headingId}
				role="region"
				className="absolute right-0 z-50 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-card border border-line bg-bg text-fg shadow-xl max-sm:fixed max-sm:inset-x-4 max-sm:w-auto"
			>
				<div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
					<h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-bold">
						{bellMessages.title}
					</h2>
					{unread > 0 && (
						<button
							type="button"
							className="rounded-md px-2 py-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
							onClick={() => {
								// The button goes once nothing is unread: focus stays in the panel, on its title.
								headingRef.current?.focus();
								void markAllRead().catch((e: unknown) => console.warn(e));
							}}
						>
							{bellMessages.markAll}
						</button>
					)}
				</div>
				<NotificationList rows={rows} onChoose={(id, url) => void choose(id, url)} />
			</div>
		</div>
	);
}
