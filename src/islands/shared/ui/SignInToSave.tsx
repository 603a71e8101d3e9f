import { signInUrl } from '~/lib/session/gate.ts';

/**
 * What a signed-out visitor reads where the save button would be: signing in lets them save, with
 * a link to /auth that brings them back to `returnPath` (the tool with their figures).
 */
export function SignInToSave({ returnPath, what }: { returnPath: () => string; what: string }) {
	return (
		<p className="text-sm" data-testid="guardar-acceso">
			<a className="font-semibold text-primary underline" href={signInUrl(returnPath())}>
				Inicia sesión
			</a>{' '}
			para guardar {what} en tu panel y reabrirla cuando quieras.
		</p>
	);
}
