import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { displayName } from '~/lib/session/cachedProfile.ts';
import { sessionMessages } from '~/lib/i18n/es.ts';
import { dashboardPath } from '~/lib/site/accountPaths.ts';
import { $profile, $session } from '~/stores/session.ts';
import { sessionUi } from './sessionUi.ts';
import { signOutAndLeave } from './signOutAndLeave.ts';

/** The signed-in part of the side menu on small screens: who, 'Mi Panel' and 'Cerrar sesión'. */
export default function MenuSession() {
	const session = useStore($session);
	const profile = useStore($profile);
	const [busy, setBusy] = useState(false);
	if (session.status !== 'signed-in') return null;
	const name = displayName(profile, session.session.user.email);
	return (
		<>
			{name && <p className={sessionUi.menuName}>{name}</p>}
			<a href={dashboardPath} className="btn btn-primary">
				{sessionMessages.dashboard}
			</a>
			<button
				type="button"
				className="btn btn-outline"
				disabled={busy}
				onClick={() => {
					setBusy(true);
					void signOutAndLeave();
				}}
			>
				{busy ? sessionMessages.signingOut : sessionMessages.signOut}
			</button>
		</>
	);
}
