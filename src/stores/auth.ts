import { authErrorMessages } from '~/lib/auth/authErrors.ts';
import {
	changeEmail as changeEmailWith,
	registerAccount,
	requestPasswordReset as requestPasswordResetWith,
	setNewPassword,
	signInWithPassword,
	type AuthFlowsClient,
	type FlowResult,
} from '~/lib/auth/authFlows.ts';
import type { LoginValues, RegisterValues } from '~/lib/auth/schemas.ts';
import { portalClient } from './session.ts';

/**
 * The account calls of the auth screens and the profile (SPEC.md section 7): sign in, sign up,
 * ask for a reset link, set a new password, change the email. Islands call these actions and
 * never the Supabase client; each answers with a FlowResult (a Spanish message on failure) and
 * never throws.
 */

/** Where the actions find the supabase-js auth client; replaced in tests. */
export interface AuthDeps {
	auth: () => Promise<AuthFlowsClient>;
}

const defaultDeps: AuthDeps = {
	// The one lazy client: supabase-js is downloaded only when a person sends a form.
	auth: async () => (await portalClient()).auth,
};

let deps = defaultDeps;

/** Replaces the auth client (tests); returns a function that restores the real one. */
export function configureAuth(overrides: Partial<AuthDeps>): () => void {
	deps = { ...defaultDeps, ...overrides };
	return () => {
		deps = defaultDeps;
	};
}

/**
 * Runs `flow` with the auth client. A client that cannot be loaded (its chunk failed to
 * download: the connection is gone) ends like any network failure.
 */
async function withAuth(flow: (client: AuthFlowsClient) => Promise<FlowResult>) {
	let client: AuthFlowsClient;
	try {
		client = await deps.auth();
	} catch {
		return { ok: false, message: authErrorMessages.network, network: true } satisfies FlowResult;
	}
	return flow(client);
}

/** Signs in with email and password (values already checked by loginSchema). */
export function signIn(values: LoginValues): Promise<FlowResult> {
	return withAuth((client) => signInWithPassword(client, values));
}

/** Creates the account; the confirmation email's link leads to `emailRedirectTo`. */
export function signUp(values: RegisterValues, emailRedirectTo: string): Promise<FlowResult> {
	return withAuth((client) => registerAccount(client, values, emailRedirectTo));
}

/** Mails a recovery link that leads back to `redirectTo`. */
export function requestPasswordReset(email: string, redirectTo: string): Promise<FlowResult> {
	return withAuth((client) => requestPasswordResetWith(client, email, redirectTo));
}

/** Sets the signed-in (or recovering) user's new password. */
export function updatePassword(password: string): Promise<FlowResult> {
	return withAuth((client) => setNewPassword(client, password));
}

/**
 * Asks to move the account to `email`: both the new and the current address get a link, and
 * the change happens once both are opened; they lead to `emailRedirectTo`.
 */
export function changeEmail(email: string, emailRedirectTo: string): Promise<FlowResult> {
	return withAuth((client) => changeEmailWith(client, email, emailRedirectTo));
}
