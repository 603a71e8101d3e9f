import { authErrorMessage, isNetworkError, type AuthErrorLike } from './authErrors.ts';
import type { LoginValues, RegisterValues } from './schemas.ts';

/**
 * The calls of SPEC.md section 7 that the sign-in, sign-up and reset screens make, on the part
 * of the supabase-js auth client they use (a fake in unit tests). Each answers with a result
 * the form shows; none throws.
 */
export interface AuthFlowsClient {
	signInWithPassword(credentials: {
		email: string;
		password: string;
	}): Promise<{ error: AuthErrorLike | null }>;
	signUp(credentials: {
		email: string;
		password: string;
		options: { emailRedirectTo: string; data: Record<string, string> };
	}): Promise<{
		data: { user: { identities?: unknown[] | null } | null };
		error: AuthErrorLike | null;
	}>;
	resetPasswordForEmail(
		email: string,
		options: { redirectTo: string },
	): Promise<{ error: AuthErrorLike | null }>;
	updateUser(
		attributes: { password: string } | { email: string },
		options?: { emailRedirectTo: string },
	): Promise<{ error: AuthErrorLike | null }>;
}

/** What a call ended in: done, or a Spanish message (and whether the network failed). */
export type FlowResult = { ok: true } | { ok: false; message: string; network: boolean };

const failure = (error: AuthErrorLike): FlowResult => ({
	ok: false,
	message: authErrorMessage(error),
	network: isNetworkError(error),
});

/** Runs a call, turning an answered error or a thrown one (offline) into a FlowResult. */
async function attempt(
	call: () => Promise<{ error: AuthErrorLike | null } | FlowResult>,
): Promise<FlowResult> {
	try {
		const result = await call();
		if ('ok' in result) return result;
		return result.error ? failure(result.error) : { ok: true };
	} catch (error) {
		return failure(error instanceof Error ? error : { message: String(error) });
	}
}

/** Signs in with email and password (the values already passed loginSchema). */
export function signInWithPassword(client: AuthFlowsClient, values: LoginValues) {
	return attempt(() =>
		client.signInWithPassword({ email: values.email, password: values.password }),
	);
}

/**
 * Creates the account; the confirmation email links to `emailRedirectTo`. The role and names go
 * to user metadata (a trigger copies them to profiles). GoTrue answers an email that already
 * has a confirmed account with a user without identities instead of an error (so addresses
 * cannot be probed silently by bots); the form then says the account exists.
 */
export function registerAccount(
	client: AuthFlowsClient,
	values: RegisterValues,
	emailRedirectTo: string,
) {
	return attempt(async () => {
		const { data, error } = await client.signUp({
			email: values.email,
			password: values.password,
			options: {
				emailRedirectTo,
				data: {
					first_name: values.first_name,
					last_name: values.last_name,
					phone: values.phone,
					role: values.role,
				},
			},
		});
		if (error) return { error };
		if (data.user?.identities?.length === 0) return { error: { code: 'user_already_exists' } };
		return { error: null };
	});
}

/** Mails a recovery link that leads back to `redirectTo`. */
export function requestPasswordReset(client: AuthFlowsClient, email: string, redirectTo: string) {
	return attempt(() => client.resetPasswordForEmail(email, { redirectTo }));
}

/** Sets the signed-in (recovery) user's new password. */
export function setNewPassword(client: AuthFlowsClient, password: string) {
	return attempt(() => client.updateUser({ password }));
}

/**
 * Asks to move the signed-in account to `email`; the confirmation links (to the new and, with
 * secure email change, the current address) lead to `emailRedirectTo`.
 */
export function changeEmail(client: AuthFlowsClient, email: string, emailRedirectTo: string) {
	return attempt(() => client.updateUser({ email }, { emailRedirectTo }));
}
