import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { loginSchema } from '~/lib/auth/schemas.ts';
import { validateForm, type FirstIssue } from '~/lib/forms/validateForm.ts';
import { authScreen, authToasts } from '~/lib/auth/screenTexts.ts';
import { resetPasswordPath } from '~/lib/site/accountPaths.ts';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { useTypedBeforeHydration } from '~/islands/shared/useTypedBeforeHydration.ts';
import { typedChanges } from '~/lib/forms/controlValues.ts';
import { signIn } from '~/stores/auth.ts';
import { connectSession } from '~/stores/session.ts';
import { flashToast, toast } from '~/stores/toasts.ts';
import { FormProblem } from './FormProblem.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { toastInvalid } from './toastInvalid.ts';

interface Props {
	/** Where to go once signed in (a safe same-site path). */
	returnPath: string;
	/** Email to start with (the address just registered). */
	initialEmail?: string;
}

/** Sign-in form: email and password; on success '¡Bienvenido!' and the return path. */
export function LoginForm({ returnPath, initialEmail = '' }: Props) {
	const [values, setValues] = useState({ email: initialEmail, password: '' });
	const [invalid, setInvalid] = useState<FirstIssue | null>(null);
	const [problem, setProblem] = useState<{ message: string; at: number } | null>(null);
	const [busy, setBusy] = useState(false);
	const email = useRef<HTMLInputElement>(null);
	const password = useRef<HTMLInputElement>(null);
	const problemRef = useRef<HTMLDivElement>(null);
	const form = useRef<HTMLFormElement>(null);
	useTypedBeforeHydration(form, (typed) =>
		setValues((current) => ({ ...current, ...typedChanges(typed, current) })),
	);
	const errorOf = (field: string) => (invalid?.field === field ? invalid.message : undefined);
	const set = (field: keyof typeof values) => (value: string) =>
		setValues((current) => ({ ...current, [field]: value }));

	// A refused sign-in: the reason appears above the button and takes the focus.
	useEffect(() => {
		if (problem) problemRef.current?.focus();
	}, [problem]);

	async function submit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (busy) return;
		const checked = validateForm(loginSchema, values);
		if (!checked.ok) {
			setInvalid(checked.issue);
			setProblem(null);
			toastInvalid(checked.issue);
			(checked.issue.field === 'password' ? password : email).current?.focus();
			return;
		}
		setInvalid(null);
		setProblem(null);
		setBusy(true);
		const result = await signIn(checked.data);
		if (!result.ok) {
			setBusy(false);
			setProblem({ message: result.message, at: Date.now() });
			toast({ title: authToasts.loginFailed, description: result.message, variant: 'destructive' });
			return;
		}
		flashToast({ title: authToasts.welcomeTitle, description: authToasts.welcome });
		// The store follows the new session (the next page reads it from storage anyway).
		await connectSession().catch(() => undefined);
		window.location.assign(returnPath);
	}

	return (
		<form
			ref={form}
			noValidate
			onSubmit={(event) => void submit(event)}
			className="space-y-5"
			aria-describedby={problem ? 'login-problem' : undefined}
		>
			<TextField
				id="login-email"
				name="email"
				label={authScreen.email}
				type="email"
				autoComplete="email"
				value={values.email}
				onChange={set('email')}
				error={errorOf('email')}
				inputRef={email}
			/>
			<TextField
				id="login-password"
				name="password"
				label={authScreen.password}
				type="password"
				autoComplete="current-password"
				value={values.password}
				onChange={set('password')}
				error={errorOf('password')}
				inputRef={password}
			/>
			<p className="text-right text-sm">
				<a href={resetPasswordPath} className="font-medium text-primary underline">
					{authScreen.forgot}
				</a>
			</p>
			<FormProblem id="login-problem" message={problem?.message ?? null} problemRef={problemRef} />
			<SubmitButton busy={busy} label={authScreen.loginSubmit} busyLabel={authScreen.loginBusy} />
		</form>
	);
}
