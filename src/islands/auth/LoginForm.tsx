import { useRef, useState, type SubmitEvent } from 'react';
import { signInWithPassword } from '~/lib/auth/authFlows.ts';
import { loginSchema, validateForm, type FirstIssue } from '~/lib/auth/schemas.ts';
import { authScreen, authToasts } from '~/lib/auth/screenTexts.ts';
import { resetPasswordPath } from '~/lib/site/routes.ts';
import { connectSession } from '~/stores/session.ts';
import { flashToast, toast } from '~/stores/toasts.ts';
import { AuthField } from './AuthField.tsx';
import { toastInvalid, withAuthClient } from './authClient.ts';

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
	const [busy, setBusy] = useState(false);
	const email = useRef<HTMLInputElement>(null);
	const password = useRef<HTMLInputElement>(null);
	const errorOf = (field: string) => (invalid?.field === field ? invalid.message : undefined);
	const set = (field: keyof typeof values) => (value: string) =>
		setValues((current) => ({ ...current, [field]: value }));

	async function submit(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (busy) return;
		const checked = validateForm(loginSchema, values);
		if (!checked.ok) {
			setInvalid(checked.issue);
			toastInvalid(checked.issue);
			(checked.issue.field === 'password' ? password : email).current?.focus();
			return;
		}
		setInvalid(null);
		setBusy(true);
		const result = await withAuthClient((client) => signInWithPassword(client, checked.data));
		if (!result.ok) {
			setBusy(false);
			toast({ title: authToasts.loginFailed, description: result.message, variant: 'destructive' });
			return;
		}
		flashToast({ title: authToasts.welcomeTitle, description: authToasts.welcome });
		// The store follows the new session (the next page reads it from storage anyway).
		await connectSession().catch(() => undefined);
		window.location.assign(returnPath);
	}

	return (
		<form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
			<AuthField
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
			<AuthField
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
			<button
				type="submit"
				className="btn btn-primary w-full py-3 text-base"
				aria-disabled={busy || undefined}
			>
				{busy ? authScreen.loginBusy : authScreen.loginSubmit}
			</button>
		</form>
	);
}
