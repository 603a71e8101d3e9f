import { createFetcherStore, mutateCache } from './shared/query.ts';
import { $userId, portalClient } from './session.ts';
import { overridable } from './shared/deps.ts';

/**
 * The signed-in person's email preference (profiles.email_notifications): read through the
 * query context, saved by saveEmailPreference. Islands use these, never the client.
 */

/** Where the store reads and writes the preference; replaced in tests. */
export interface EmailPreferenceDeps {
	read(userId: string): Promise<boolean>;
	write(userId: string, on: boolean): Promise<boolean>;
}

const queries = () => import('~/lib/supabase/accountEmail.ts');

const deps = overridable<EmailPreferenceDeps>({
	read: async (userId) => (await queries()).fetchEmailNotifications(await portalClient(), userId),
	write: async (userId, on) =>
		(await queries()).updateEmailNotifications(await portalClient(), userId, on),
});

/** Replaces some of the store's dependencies (unit tests); returns the function that restores them. */
export const configureAccountEmail = deps.configure;

const keyPrefix = 'email-preference/';

/** Whether the signed-in person receives the optional emails. */
export const $emailPreference = createFetcherStore<boolean>([keyPrefix, $userId], {
	fetcher: (_prefix, userId) => deps.get().read(String(userId)),
});

/** Texts of the preference, in one place for the island and the tests. */
export const emailPreferenceTexts = {
	label: 'Recibir avisos por email',
	hint: 'Respuestas de soporte, avances de tu solicitud, documentos rechazados, avisos del equipo y nuevos clientes. La copia de un formulario que firmas y los avisos de seguridad de tu cuenta te llegan siempre.',
	savedOn: 'Guardado: te avisaremos por email.',
	savedOff: 'Guardado: ya no te enviaremos avisos por email (salvo los legales y de seguridad).',
	signedOut: 'Inicia sesión para cambiar tus avisos por email.',
	failed: 'No se pudo guardar tu preferencia. Comprueba tu conexión e inténtalo de nuevo.',
} as const;

/** What a save did: the stored value and the sentence to announce. */
export type EmailPreferenceSave =
	{ ok: true; value: boolean; message: string } | { ok: false; message: string };

/** Saves the choice; on success the store shows what the database kept. */
export async function saveEmailPreference(on: boolean): Promise<EmailPreferenceSave> {
	const userId = $userId.get();
	if (!userId) return { ok: false, message: emailPreferenceTexts.signedOut };
	try {
		const value = await deps.get().write(userId, on);
		mutateCache(`${keyPrefix}${userId}`, value);
		return {
			ok: true,
			value,
			message: value ? emailPreferenceTexts.savedOn : emailPreferenceTexts.savedOff,
		};
	} catch (error) {
		console.warn('No se pudo guardar la preferencia de email:', error);
		return { ok: false, message: emailPreferenceTexts.failed };
	}
}
