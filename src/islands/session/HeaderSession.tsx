import { useStore } from '@nanostores/react';
import { sessionMessages } from '~/lib/i18n/es.ts';
import { dashboardPath } from '~/lib/site/accountPaths.ts';
import NotificationBell from '~/islands/notifications/NotificationBell.tsx';
import { $session } from '~/stores/session.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { sessionUi } from './sessionUi.ts';

/**
 * The signed-in side of the header (SPEC.md section 2): 'Mi Panel', the notification bell and
 * the account menu. It fills the box the header reserved before the first paint, so nothing
 * moves; on a phone only the bell shows here ('Mi Panel' and sign-out are in the side menu).
 */
export default function HeaderSession() {
	const session = useStore($session);
	if (session.status !== 'signed-in') return null;
	const here = window.location.pathname.replace(/\/$/, '') === dashboardPath;
	return (
		<>
			<a
				href={dashboardPath}
				className={sessionUi.dashboardLink}
				aria-current={here ? 'page' : undefined}
			>
				{sessionMessages.dashboard}
			</a>
			<NotificationBell />
			<div className="hidden sm:block">
				<AccountMenu />
			</div>
		</>
	);
}
