import { sessionMessages } from '~/lib/i18n/es.ts';
import { signOut } from '~/stores/session.ts';
import { flashToast } from '~/stores/toasts.ts';

/**
 * 'Cerrar sesión' from the header or the side menu: signs out (in every tab) and goes to the
 * home page, where a toast confirms it. A server that cannot be reached still leaves this
 * browser signed out (signOut always clears the local session).
 */
export async function signOutAndLeave(): Promise<void> {
	flashToast({
		title: sessionMessages.signedOutTitle,
		description: sessionMessages.signedOutText,
	});
	try {
		await signOut();
	} catch (error) {
		console.warn('El servidor no confirmó el cierre de sesión:', error);
	}
	window.location.assign('/');
}
