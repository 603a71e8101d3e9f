import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { clearDraft, readDraft } from '~/lib/drafts/formDraft.ts';
import { registerSchema, userRoleLabels, userRoles, type UserRole } from '~/lib/auth/schemas.ts';
import { validateForm, type FirstIssue } from '~/lib/forms/validateForm.ts';
import { authScreen, authToasts } from '~/lib/auth/screenTexts.ts';
import { ROLE_PARAM } from '~/lib/site/accountPaths.ts';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { useTypedBeforeHydration } from '~/islands/shared/useTypedBeforeHydration.ts';
import {
	registerDraftFields,
	registerDraftKey,
	saveRegisterDraft,
} from '~/lib/auth/authArrival.ts';
import { typedChanges } from '~/lib/forms/controlValues.ts';
import { signUp } from '~/stores/auth.ts';
import { toast } from '~/stores/toasts.ts';
import { FormProblem } from './FormProblem.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { toastInvalid } from './toastInvalid.ts';

interface Props {
	/** Where the confirmation email's link leads (origin + sign-in page + return path). */
	emailRedirectTo: string;
	/** Called with the address once the confirmation email is on its way. */
	onRegistered: (email: string) => void;
}

type TextKey = 'first_name' | 'last_name' | 'phone' | 'email' | 'password';

const textFields: {
	field: TextKey;
	label: string;
	type: 'text' | 'email' | 'password' | 'tel';
	autoComplete: string;
	hint?: string;
}[] = [
	{ field: 'first_name', label: authScreen.firstName, type: 'text', autoComplete: 'given-name' },
	{ field: 'last_name', label: authScreen.lastName, type: 'text', autoComplete: 'family-name' },
	{ field: 'phone', label: authScreen.phone, type: 'tel', autoComplete: 'tel' },
	{ field: 'email', label: authScreen.email, type: 'email', autoComplete: 'email' },
	{
		field: 'password',
		label: authScreen.password,
		type: 'password',
		autoComplete: 'new-password',
		hint: authScreen.passwordHint,
	},
];

/** Sign-up form (SPEC.md section 2): user type, names, phone, email, password and terms. */
export function RegisterForm({ emailRedirectTo, onRegistered }: Props) {
	// The draft of an earlier visit in this tab (none on the server: the island is then rendered
	// fresh in the browser when there is one, see lib/auth/authArrival.ts). Hydrating, it is the
	// one client:auth saved from the page while the code loaded: what the controls hold already.
	const [draft] = useState(() => readDraft(registerDraftKey, registerDraftFields));
	// The draft's user type, else the one the link picked (?rol=inmobiliaria), else 'particular'.
	const [role, setRole] = useState<UserRole>(() => {
		const linked = import.meta.env.SSR
			? null
			: new URLSearchParams(window.location.search).get(ROLE_PARAM);
		return userRoles.find((r) => r === (draft.role ?? linked)) ?? 'particular';
	});
	const [text, setText] = useState<Record<TextKey, string>>(() => ({
		first_name: draft.first_name ?? '',
		last_name: draft.last_name ?? '',
		phone: draft.phone ?? '',
		email: draft.email ?? '',
		password: '',
	}));
	const [terms, setTerms] = useState(false);
	const [invalid, setInvalid] = useState<FirstIssue | null>(null);
	const [problem, setProblem] = useState<{ message: string; at: number } | null>(null);
	const [busy, setBusy] = useState(false);
	const form = useRef<HTMLFormElement>(null);
	const problemRef = useRef<HTMLDivElement>(null);
	const errorOf = (field: string) => (invalid?.field === field ? invalid.message : undefined);
	// Typed, picked or ticked before the island hydrated (the server's markup was usable).
	useTypedBeforeHydration(form, (typed) => {
		setText((current) => ({ ...current, ...typedChanges(typed, current) }));
		const picked = userRoles.find((r) => r === typed['role']);
		if (picked) setRole(picked);
		if (typed['terms'] === true) setTerms(true);
	});

	useEffect(() => saveRegisterDraft({ role, ...text }), [role, text]);

	useEffect(() => {
		if (problem) problemRef.current?.focus();
	}, [problem]);

	async function submit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (busy) return;
		const checked = validateForm(registerSchema, { role, ...text, terms });
		if (!checked.ok) {
			setInvalid(checked.issue);
			setProblem(null);
			toastInvalid(checked.issue);
			form.current?.querySelector<HTMLElement>(`[name="${checked.issue.field}"]`)?.focus();
			return;
		}
		setInvalid(null);
		setProblem(null);
		setBusy(true);
		const result = await signUp(checked.data, emailRedirectTo);
		setBusy(false);
		if (!result.ok) {
			setProblem({ message: result.message, at: Date.now() });
			toast({
				title: authToasts.registerFailed,
				description: result.message,
				variant: 'destructive',
			});
			return;
		}
		clearDraft(registerDraftKey);
		toast({ title: authToasts.registeredTitle, description: authToasts.registered });
		onRegistered(checked.data.email);
	}

	return (
		<form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
			<fieldset
				aria-describedby={errorOf('role') ? 'registro-role-error' : undefined}
				className="space-y-2"
			>
				<legend className="text-sm font-semibold">{authScreen.roleLegend}</legend>
				<div className="grid gap-2 sm:grid-cols-2">
					{userRoles.map((value) => (
						<div
							key={value}
							className="relative flex items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-surface"
						>
							<input
								id={`registro-role-${value}`}
								type="radio"
								name="role"
								value={value}
								checked={role === value}
								onChange={() => setRole(value)}
								aria-describedby={`registro-role-${value}-ayuda`}
								className="relative z-10 mt-1 size-4 accent-[var(--color-primary)]"
							/>
							<div>
								<label
									htmlFor={`registro-role-${value}`}
									className="block cursor-pointer text-sm font-semibold after:absolute after:inset-0"
								>
									{userRoleLabels[value].label}
								</label>
								<p id={`registro-role-${value}-ayuda`} className="text-xs text-muted">
									{userRoleLabels[value].hint}
								</p>
							</div>
						</div>
					))}
				</div>
				{errorOf('role') && (
					<p id="registro-role-error" className="text-sm font-medium text-danger">
						{errorOf('role')}
					</p>
				)}
			</fieldset>
			<div className="grid gap-5 sm:grid-cols-2">
				{textFields.map((f) => (
					<div
						key={f.field}
						className={f.field === 'email' || f.field === 'password' ? 'sm:col-span-2' : ''}
					>
						<TextField
							id={`registro-${f.field.replace('_', '-')}`}
							name={f.field}
							label={f.label}
							type={f.type}
							autoComplete={f.autoComplete}
							value={text[f.field]}
							onChange={(value) => setText((current) => ({ ...current, [f.field]: value }))}
							{...(f.hint ? { hint: f.hint } : {})}
							error={errorOf(f.field)}
						/>
					</div>
				))}
			</div>
			<div>
				<div className="flex items-start gap-3">
					<input
						id="registro-terms"
						name="terms"
						type="checkbox"
						checked={terms}
						onChange={(event) => setTerms(event.target.checked)}
						aria-invalid={errorOf('terms') ? true : undefined}
						aria-describedby={errorOf('terms') ? 'registro-terms-error' : undefined}
						className="mt-1 size-5 shrink-0 accent-[var(--color-primary)]"
					/>
					<label htmlFor="registro-terms" className="text-sm">
						{authScreen.termsBefore}
						<a href="/terminos" className="font-medium text-primary underline">
							{authScreen.termsLink}
						</a>
						{authScreen.termsAfter}
						<a href="/privacidad" className="font-medium text-primary underline">
							{authScreen.privacyLink}
						</a>
					</label>
				</div>
				{errorOf('terms') && (
					<p id="registro-terms-error" className="mt-1 text-sm font-medium text-danger">
						{errorOf('terms')}
					</p>
				)}
			</div>
			<FormProblem
				id="registro-problem"
				message={problem?.message ?? null}
				problemRef={problemRef}
			/>
			<SubmitButton
				busy={busy}
				label={authScreen.registerSubmit}
				busyLabel={authScreen.registerBusy}
			/>
		</form>
	);
}
