import { useStore } from '@nanostores/react';
import type { Session } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { isAdmin, signInUrl } from '~/lib/session/gate.ts';
import { utilityUi } from '~/lib/i18n/utilityPages.ts';
import { $session } from '~/stores/session.ts';
import { useHydrated } from '~/islands/shared/useHydrated.ts';

const t = utilityUi.accessDenied;

interface Props {
	/** Heading of the page when access is granted. */
	title: string;
	/** The page's path, kept so signing in returns here. */
	path: string;
	children: (session: Session) => ReactNode;
}

/**
 * Shows an admin-only page to admins (app_metadata.role, via isAdmin) and an "Acceso denegado"
 * screen with a way back to everyone else. RLS still guards the data; this spares others an
 * empty page.
 */
export function AdminGate({ title, path, children }: Props) {
	const stored = useStore($session);
	// The server cannot know the session: hydrate as «checking», as the server rendered it.
	const state = useHydrated() ? stored : ({ status: 'unknown' } as const);
	if (state.status === 'unknown') {
		return (
			<>
				<h1 className="text-3xl font-bold">{title}</h1>
				<p role="status" className="mt-4 text-muted">
					{t.checking}
				</p>
			</>
		);
	}
	if (state.status === 'signed-in' && isAdmin(state.session)) {
		return (
			<>
				<h1 className="text-3xl font-bold">{title}</h1>
				{children(state.session)}
			</>
		);
	}
	const signedOut = state.status === 'signed-out';
	return (
		<section className="rounded-card border border-line p-6" aria-labelledby="acceso-denegado">
			<h1 id="acceso-denegado" className="text-3xl font-bold">
				{t.title}
			</h1>
			<p className="mt-3 text-muted">{signedOut ? t.signedOutText : t.text}</p>
			<div className="mt-6 flex flex-wrap gap-3">
				<a href="/" className="btn btn-primary">
					{t.back}
				</a>
				{signedOut && (
					<a href={signInUrl(path)} className="btn btn-outline">
						{t.signIn}
					</a>
				)}
			</div>
		</section>
	);
}
