import type { AuthFlowsClient, FlowResult } from '~/lib/auth/authFlows.ts';
import { authErrorMessages } from '~/lib/auth/authErrors.ts';
import type { FirstIssue } from '~/lib/auth/schemas.ts';
import { authToasts } from '~/lib/auth/screenTexts.ts';
import { toast } from '~/stores/toasts.ts';

/**
 * Runs `flow` with the browser's supabase-js auth client, loaded on demand: the auth screens
 * fetch supabase-js only when a person submits a form, arrives from an email link or already
 * has a session. A failed download (offline) ends like any network failure.
 */
export async function withAuthClient(
	flow: (client: AuthFlowsClient) => Promise<FlowResult>,
): Promise<FlowResult> {
	let client: AuthFlowsClient;
	try {
		const { getSupabase } = await import('~/lib/supabase/client.ts');
		client = getSupabase().auth;
	} catch {
		// The chunk could not be downloaded: the connection is gone.
		return { ok: false, message: authErrorMessages.network, network: true };
	}
	return flow(client);
}

/**
 * Tells a person which rule failed (SPEC.md section 8): the destructive toast 'Error de
 * validación' with the rule's message, or 'Error' for the unticked terms box.
 */
export function toastInvalid(issue: FirstIssue): void {
	toast({
		title: issue.field === 'terms' ? authToasts.termsTitle : authToasts.validation,
		description: issue.message,
		variant: 'destructive',
	});
}
