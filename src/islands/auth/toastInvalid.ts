import type { FirstIssue } from '~/lib/forms/validateForm.ts';
import { authToasts } from '~/lib/auth/screenTexts.ts';
import { toast } from '~/stores/toasts.ts';

/**
 * Tells a person which rule failed (SPEC.md section 8): the destructive toast 'Error de
 * validación' with the rule's message, or 'Error' for the unticked terms box. The same message
 * is shown next to the field, which gets the focus.
 */
export function toastInvalid(issue: FirstIssue): void {
	toast({
		title: issue.field === 'terms' ? authToasts.termsTitle : authToasts.validation,
		description: issue.message,
		variant: 'destructive',
	});
}
