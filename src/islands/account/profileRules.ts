import { loadOnce } from '~/lib/forms/loadOnce.ts';
import { panelTexts } from '~/lib/i18n/panel.ts';
import { toast } from '~/stores/toasts.ts';

/** The panel's profile forms: how a failed rule is said, and the rules loaded on first use. */

/** The first failed rule, as a toast (the field shows it too). */
export const invalid = (message: string) =>
	toast({ title: panelTexts.validation, description: message, variant: 'destructive' });

/** The sign-up rules (zod and the schemas), loaded when a form is first used, not at start. */
export const rules = loadOnce(async () => {
	const [schemas, { validateForm }] = await Promise.all([
		import('~/lib/auth/schemas.ts'),
		import('~/lib/forms/validateForm.ts'),
	]);
	return { ...schemas, validateForm };
});

/** The rules, or undefined after telling the person they could not be loaded (offline). */
export const loadedRules = () =>
	rules().catch(() => {
		toast({
			title: panelTexts.saveError,
			description: panelTexts.loadError,
			variant: 'destructive',
		});
		return undefined;
	});
