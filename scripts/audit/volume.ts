/**
 * The signed-in pages of issue 49 audited with the volume set (`npm run audit -- --signed-in
 * --volume`): each page as the role that uses it, signed in as the set's known accounts
 * (scripts/lib/volumeCounts.ts) on a backend that holds the set (`npm run seed:volume` first).
 */
import { DEMO_ANON_KEY } from '../../supabase/local/config.ts';
import { volumeAccounts, volumePassword } from '../lib/volumeCounts.ts';
import type { StoredSessionEntry } from './session.ts';

type Who = keyof typeof volumeAccounts;

/** The long thread of the busy buyer (the set's first ticket). */
const longThread = '00000004-0000-4000-b000-000000000001';

/** Page, the role it is audited as, and the name of its row. */
export const volumePages: readonly { template: string; path: string; who: Who }[] = [
	{ template: 'Mi Panel', path: '/dashboard', who: 'buyer' },
	{ template: 'Panel › Notificaciones', path: '/dashboard#notificaciones', who: 'buyer' },
	{ template: 'Panel › Documentación', path: '/dashboard#documentos', who: 'buyer' },
	{ template: 'Panel › Simulaciones', path: '/dashboard#simulaciones', who: 'buyer' },
	{ template: 'Panel › Valoraciones', path: '/dashboard#valoraciones', who: 'buyer' },
	{ template: 'Soporte (500 mensajes)', path: `/soporte?ticket=${longThread}`, who: 'buyer' },
	{ template: 'Panel › Mis clientes', path: '/dashboard#clientes', who: 'professional' },
	{ template: 'Admin › Soporte', path: '/admin#soporte', who: 'admin' },
	{ template: 'Admin › Usuarios', path: '/admin#usuarios', who: 'admin' },
	{ template: 'Admin › Cambios de rol', path: '/admin#cambios-rol', who: 'admin' },
	{ template: 'Admin › Solicitudes', path: '/admin#solicitudes', who: 'admin' },
	{ template: 'Admin › Notificaciones', path: '/admin#notificaciones', who: 'admin' },
	{ template: 'Admin › Documentos', path: '/admin#documentos', who: 'admin' },
	{ template: 'Admin › Contactos', path: '/admin#contactos', who: 'admin' },
	{ template: 'Admin › Respuestas IA', path: '/admin#respuestas-ia', who: 'admin' },
	{ template: 'Admin › Noticias', path: '/admin#noticias', who: 'admin' },
	{ template: 'Estadísticas', path: '/estadisticas', who: 'admin' },
];

/** Signs the set's three accounts in on `backend`: the session supabase-js would store for each. */
export async function volumeSessions(backend: string): Promise<Record<Who, StoredSessionEntry>> {
	const key = `sb-${new URL(backend).hostname.split('.')[0]}-auth-token`;
	const entries = await Promise.all(
		(Object.keys(volumeAccounts) as Who[]).map(async (who) => {
			const response = await fetch(`${backend}/auth/v1/token?grant_type=password`, {
				method: 'POST',
				headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
				body: JSON.stringify({ email: volumeAccounts[who].email, password: volumePassword }),
			});
			if (!response.ok) {
				throw new Error(
					`${volumeAccounts[who].email} no puede iniciar sesión (HTTP ${response.status}): ¿se cargó el volumen con «npm run seed:volume» en este backend?`,
				);
			}
			return [who, { key, value: await response.text() }] as const;
		}),
	);
	return Object.fromEntries(entries) as Record<Who, StoredSessionEntry>;
}
