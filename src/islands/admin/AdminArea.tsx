import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import { AdminGate } from '../session/AdminGate.tsx';
import type { SectionProps } from '~/islands/shared/sectionProps.ts';

type Loader = () => Promise<{ default: ComponentType<SectionProps> }>;

/** The sections, each loaded only when opened (the inbox chat, the tables...). */
const sections: readonly { id: string; label: string; load: Loader }[] = [
	{ id: 'soporte', label: 'Soporte', load: () => import('../support/InboxSection.tsx') },
	{ id: 'usuarios', label: 'Usuarios', load: () => import('./UsersSection.tsx') },
	{
		id: 'cambios-rol',
		label: 'Cambios de rol',
		load: () => import('../roleRequests/RoleRequestsSection.tsx'),
	},
	{
		id: 'solicitudes',
		label: 'Solicitudes',
		load: () => import('../application/ApplicationsSection.tsx'),
	},
	{
		id: 'notificaciones',
		label: 'Notificaciones',
		load: () => import('../notifications/NotifySection.tsx'),
	},
	{
		id: 'documentos',
		label: 'Documentos',
		load: () => import('~/islands/vault/AdminDocumentsSection.tsx'),
	},
	{ id: 'contactos', label: 'Contactos', load: () => import('../leads/LeadsSection.tsx') },
	{
		id: 'respuestas-ia',
		label: 'Respuestas de IA',
		load: () => import('../ai/AiCacheSection.tsx'),
	},
	{ id: 'noticias', label: 'Noticias', load: () => import('../newsDrafts/NewsSection.tsx') },
];

const lazySections = Object.fromEntries(sections.map((s) => [s.id, lazy(s.load)]));
const defaultSection = 'soporte';

/** The section named by the URL's hash, or the first. */
function sectionFromHash(hash: string): string {
	const id = decodeURIComponent(hash.replace(/^#/, ''));
	return sections.some((s) => s.id === id) ? id : defaultSection;
}

function Sections({ session }: SectionProps) {
	const [current, setCurrent] = useState(defaultSection);
	useEffect(() => {
		const sync = () => setCurrent(sectionFromHash(window.location.hash));
		sync();
		window.addEventListener('hashchange', sync);
		return () => window.removeEventListener('hashchange', sync);
	}, []);
	const Section = lazySections[current] ?? lazySections[defaultSection]!;
	const label = sections.find((s) => s.id === current)?.label ?? '';
	return (
		<div className="mt-6">
			<nav aria-label="Secciones de administración">
				<ul className="flex flex-wrap gap-2 border-b border-line pb-3">
					{sections.map((s) => (
						<li key={s.id}>
							<a
								href={`#${s.id}`}
								aria-current={s.id === current ? 'page' : undefined}
								className={`btn ${s.id === current ? 'btn-primary' : 'btn-outline'}`}
							>
								{s.label}
							</a>
						</li>
					))}
				</ul>
			</nav>
			<section aria-labelledby="seccion-admin" className="mt-6">
				<h2 id="seccion-admin" className="text-2xl font-bold">
					{label}
				</h2>
				<div className="mt-4">
					<Suspense
						fallback={
							<p role="status" className="text-muted">
								Cargando…
							</p>
						}
					>
						<Section session={session} />
					</Suspense>
				</div>
			</section>
		</div>
	);
}

/** /admin: the team's area, behind the admin gate ('Acceso denegado' for everyone else). */
function AdminArea() {
	return (
		<AdminGate title="Administración" path="/admin">
			{(session) => <Sections session={session} />}
		</AdminGate>
	);
}

export default withErrorBoundary(AdminArea, 'AdminArea');
