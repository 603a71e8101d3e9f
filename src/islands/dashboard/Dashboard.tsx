import { useStore } from '@nanostores/react';
import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { isHalfConfirmedEmailChange, withoutEmailLink } from '~/lib/auth/emailLink.ts';
import { requireSession } from '~/stores/sessionGate.ts';
import { panelTexts } from '~/lib/i18n/panel.ts';
import {
	professionalRoles,
	sectionFromHash,
	sectionsFor,
	type PanelSectionId,
} from '~/lib/site/panelSections.ts';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { $profileRow } from '~/stores/account.ts';
import { $profile, $session, signOut } from '~/stores/session.ts';
import { $sessionEnded } from '~/stores/sessionEnded.ts';
import { toast } from '~/stores/toasts.ts';
import { PanelCard } from '~/islands/shared/ui/PanelCard.tsx';
import { lazySection, SectionLoadBoundary, type LazySection } from './lazySection.tsx';

const ClientsSection = lazySection(
	() => import('../clientForm/ClientsSection.tsx'),
	'ClientsSection',
);
const FormsSection = lazySection(() => import('../clientForm/FormsSection.tsx'), 'FormsSection');
const NotificationsSection = lazySection(
	() => import('../notifications/NotificationsSection.tsx'),
	'NotificationsSection',
);
const ProfileSection = lazySection(() => import('../account/ProfileSection.tsx'), 'ProfileSection');
const ProgressSection = lazySection(
	() => import('../application/ProgressSection.tsx'),
	'ProgressSection',
);
const SimulationsSection = lazySection(
	() => import('../simulations/SimulationsSection.tsx'),
	'SimulationsSection',
);
const TicketsSection = lazySection(() => import('../support/TicketsSection.tsx'), 'TicketsSection');
const ValuationsSection = lazySection(
	() => import('../valuation/ValuationsSection.tsx'),
	'ValuationsSection',
);
const LoansSection = lazySection(() => import('../loans/LoansSection.tsx'), 'LoansSection');
const DocumentsSection = lazySection(
	() => import('~/islands/vault/DocumentsSection.tsx'),
	'DocumentsSection',
);

/** Each section's component, by id. */
const sectionOf = {
	perfil: ProfileSection,
	notificaciones: NotificationsSection,
	solicitud: ProgressSection,
	hipoteca: LoansSection,
	documentos: DocumentsSection,
	simulaciones: SimulationsSection,
	valoraciones: ValuationsSection,
	tickets: TicketsSection,
	clientes: ClientsSection,
	formularios: FormsSection,
} satisfies Record<PanelSectionId, Pick<LazySection<object>, 'reload' | 'preload'>>;

// On arrival, the section the address asks for starts loading with the panel's own code, while
// the session is read: its code comes in parallel instead of after it, and its module preloads
// are inserted in this task instead of inside React's first render of the section (which was one
// long task on a phone). The role is not known yet: a professional section is asked for as if it
// were visible.
if (typeof window !== 'undefined') {
	sectionOf[sectionFromHash(window.location.hash, professionalRoles[0])].preload();
}

/** Mi Panel: one section at a time, chosen by the URL hash; signed-out visitors go to sign in. */
function Dashboard({
	provinceNames,
	propertyTypeNames,
}: {
	provinceNames: Readonly<Record<string, string>>;
	propertyTypeNames: Readonly<Record<string, string>>;
}) {
	// Deferred: when the session arrives, React renders the panel in slices of a few milliseconds
	// (a transition) instead of one long task inside supabase-js's sign-in event.
	const session = useDeferredValue(useStore($session));
	const profile = useStore($profileRow);
	const ended = useStore($sessionEnded);
	// The sections follow the role live (issue 45): the profile row and the session store's
	// profile both reload when the person's row changes (stores/account.ts); the row is read
	// fresh on every visit, the session's may come from the cache until then.
	const headerProfile = useStore($profile);
	const role = profile.data?.role ?? headerProfile?.role ?? null;
	const [hash, setHash] = useState('');
	const heading = useRef<HTMLHeadingElement>(null);
	const focusOnChange = useRef(false);

	useEffect(() => {
		void requireSession();
		const url = new URL(window.location.href);
		if (isHalfConfirmedEmailChange(url)) {
			window.history.replaceState(window.history.state, '', `${withoutEmailLink(url)}#perfil`);
			toast({
				title: panelTexts.emailHalfConfirmedTitle,
				description: panelTexts.emailHalfConfirmed,
			});
		}
		const read = () => {
			setHash(window.location.hash);
			focusOnChange.current = true;
		};
		setHash(window.location.hash);
		window.addEventListener('hashchange', read);
		return () => window.removeEventListener('hashchange', read);
	}, []);

	const current: PanelSectionId = sectionFromHash(hash, role);
	useEffect(() => {
		if (focusOnChange.current) heading.current?.focus();
		focusOnChange.current = false;
	}, [current]);

	// A session that ended elsewhere: the page's notice (islands/session/sessionEnded.ts) says so.
	if (ended !== null) return null;
	if (session.status !== 'signed-in') {
		return (
			<p role="status" className="text-muted">
				{panelTexts.gateLoading}
			</p>
		);
	}
	const user = session.session.user;
	const sections = sectionsFor(role);
	const title = sections.find((s) => s.id === current)?.title ?? '';
	const name = profile.data?.first_name;

	const body = () => {
		switch (current) {
			case 'perfil':
				return <ProfileSection email={user.email ?? ''} />;
			case 'notificaciones':
				return <NotificationsSection />;
			case 'solicitud':
				return <ProgressSection />;
			case 'hipoteca':
				return <LoansSection />;
			case 'documentos':
				return <DocumentsSection />;
			case 'simulaciones':
				return <SimulationsSection />;
			case 'valoraciones':
				return <ValuationsSection provinceNames={provinceNames} />;
			case 'tickets':
				return <TicketsSection />;
			case 'clientes':
				return <ClientsSection names={{ provinceNames, propertyTypeNames }} />;
			case 'formularios':
				return <FormsSection />;
		}
	};

	return (
		<div className="grid gap-6 md:grid-cols-[14rem_1fr]">
			<div>
				{/* One line from the first render: the greeting waits for the profile's name, and the
				    email (known at once) wrapped to two lines, so the menu below moved up when the
				    name replaced it. A long name is cut with an ellipsis (it is in full in the profile). */}
				<p className="truncate font-semibold" title={name ? `Hola, ${name}` : undefined}>
					{name ? `Hola, ${name}` : 'Hola'}
				</p>
				<div className="mt-3 md:hidden">
					<label htmlFor="panel-seccion" className="block text-sm font-medium">
						Sección del panel
					</label>
					<select
						id="panel-seccion"
						value={current}
						onChange={(event) => {
							window.location.hash = event.target.value;
						}}
						className="mt-1 min-h-11 w-full rounded-lg border border-line bg-bg px-3 text-fg"
					>
						{sections.map((s) => (
							<option key={s.id} value={s.id}>
								{s.title}
							</option>
						))}
					</select>
				</div>
				<nav aria-label="Secciones del panel" className="mt-3 hidden md:block">
					<ul className="flex flex-col gap-2">
						{sections.map((s) => (
							<li key={s.id}>
								<a
									href={`#${s.id}`}
									aria-current={s.id === current ? 'page' : undefined}
									className={`inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${s.id === current ? 'bg-primary text-primary-fg' : 'border border-line hover:bg-surface'}`}
								>
									{s.title}
								</a>
							</li>
						))}
					</ul>
				</nav>
				<button
					type="button"
					className="btn btn-outline mt-4"
					onClick={() => void signOut().finally(() => window.location.assign('/'))}
				>
					Cerrar sesión
				</button>
			</div>
			<PanelCard key={current} id={current} title={title} headingRef={heading}>
				<SectionLoadBoundary onRetry={() => sectionOf[current].reload()}>
					<Suspense
						fallback={
							<p role="status" className="text-muted">
								{panelTexts.loading}
							</p>
						}
					>
						{body()}
					</Suspense>
				</SectionLoadBoundary>
			</PanelCard>
		</div>
	);
}

export default withErrorBoundary(Dashboard, 'Dashboard');
