import { deletionErrors, type DeletionField } from '~/lib/account/deletion.ts';
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
import { portalClient, signOut } from './session.ts';
import { overridable } from './shared/deps.ts';

/**
 * The account calls of the auth screens and the profile (SPEC.md section 7): sign in, sign up,
 * ask for a reset link, set a new password, change the email. Islands call these actions and
 * never the Supabase client; each answers with a FlowResult (a Spanish message on failure) and
 * never throws.
 */

/** Where the actions find the supabase-js auth client; replaced in tests. */
export interface AuthDeps {
	auth: () => Promise<AuthFlowsClient>;
	/** Calls an Edge Function with the session's token: its HTTP status (0: no answer) and body. */
	callFunction: (
		name: string,
		body: Record<string, unknown>,
	) => Promise<{ status: number; body: unknown }>;
	/** Ends the session on this device. */
	signOut: () => Promise<void>;
}

const deps = overridable<AuthDeps>({
	// The one lazy client: supabase-js is downloaded only when a person sends a form.
	auth: async () => (await portalClient()).auth,
	callFunction: async (name, body) => {
		const client = await portalClient();
		const { data, error } = (await client.functions.invoke<unknown>(name, { body })) as {
			data: unknown;
			error: unknown;
		};
		if (!error) return { status: 200, body: data };
		// An HTTP refusal carries its Response; a failed fetch carries none.
		const context = (error as { context?: unknown }).context;
		if (!(context instanceof Response)) return { status: 0, body: null };
		return { status: context.status, body: await context.json().catch(() => null) };
	},
	signOut,
});

/** Replaces some of the store's dependencies (unit tests); returns the function that restores them. */
export const configureAuth = deps.configure;

/**
 * Runs `flow` with the auth client. A client that cannot be loaded (its chunk failed to
 * download: the connection is gone) ends like any network failure.
 */
async function withAuth(flow: (client: AuthFlowsClient) => Promise<FlowResult>) {
	let client: AuthFlowsClient;
	try {
		client = await deps.get().auth();
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

/** The outcome of deleting the account: done (signed out), or why not and which field to fix. */
export type DeletionResult = { ok: true } | { ok: false; message: string; field?: DeletionField };

/**
 * Deletes the signed-in person's account through the Edge Function «eliminar-cuenta» (it checks
 * the confirmation and the password again, and deletes everything), then signs out here. Never
 * throws; the refusal is one of the Spanish texts of lib/account/deletion.ts.
 */
export async function deleteAccount(values: {
	confirmation: string;
	password: string;
}): Promise<DeletionResult> {
	let reply: { status: number; body: unknown };
	try {
		reply = await deps.get().callFunction('eliminar-cuenta', values);
	} catch {
		reply = { status: 0, body: null };
	}
	if (reply.status === 200) {
		await deps
			.get()
			.signOut()
			.catch(() => undefined);
		return { ok: true };
	}
	const field = (reply.body as { field?: unknown } | null)?.field;
	if (reply.status === 400 && (field === 'confirmation' || field === 'password'))
		return {
			ok: false,
			field,
			message: field === 'confirmation' ? deletionErrors.confirmation : deletionErrors.password,
		};
	if (reply.status === 401) return { ok: false, message: deletionErrors.session };
	if (reply.status === 429) return { ok: false, message: deletionErrors.tooMany };
	if (reply.status === 0) return { ok: false, message: deletionErrors.network };
	return { ok: false, message: deletionErrors.unknown };
}
