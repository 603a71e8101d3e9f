import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { displayName } from '~/lib/session/cachedProfile.ts';
import { sessionMessages } from '~/lib/i18n/es.ts';
import { useDisclosure } from '~/islands/notifications/useDisclosure.ts';
import { $profile, $session } from '~/stores/session.ts';
import { sessionUi } from './sessionUi.ts';
import { signOutAndLeave } from './signOutAndLeave.ts';

/** The signed-in user's menu in the header: who is signed in, and 'Cerrar sesión'. */
export function AccountMenu() {
	const session = useStore($session);
	const profile = useStore($profile);
	const panelId = useId();
	const { open, setOpen, rootRef, buttonRef } = useDisclosure();
	const [busy, setBusy] = useState(false);
	if (session.status !== 'signed-in') return null;
	const name = displayName(profile, session.session.user.email);

	return (
		<div className="relative" ref={rootRef}>
			<button
				type="button"
				ref={buttonRef}
				className={sessionUi.iconButton}
				aria-expanded={open}
				data-session-part="account"
				aria-controls={panelId}
				aria-label={name ? sessionMessages.accountOf(name) : sessionMessages.account}
				onClick={() => setOpen(!open)}
			>
				<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
					<path
						fill="none"
						stroke="currentColor"
						strokeWidth="2"
						strokeLinecap="round"
						strokeLinejoin="round"
						d={sessionUi.accountIcon}
					/>
				</svg>
			</button>
			<div
				id={panelId}
				hidden={!open}
				className="absolute right-0 z-50 mt-2 w-64 rounded-card border border-line bg-bg p-4 text-fg shadow-xl"
			>
				<p className="text-sm font-semibold break-words">{name}</p>
				{profile && session.session.user.email && (
					<p className="mt-0.5 text-xs break-words text-muted">{session.session.user.email}</p>
				)}
				<button
					type="button"
					className="btn btn-outline mt-3 w-full"
					disabled={busy}
					onClick={() => {
						setBusy(true);
						void signOutAndLeave();
					}}
				>
					{busy ? sessionMessages.signingOut : sessionMessages.signOut}
				</button>
			</div>
		</div>
	);
}
