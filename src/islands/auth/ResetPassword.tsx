import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { z } from 'zod';
import { authErrorMessages } from '~/lib/auth/authErrors.ts';
import { isRecoverySession, readEmailLink, withoutEmailLink } from '~/lib/auth/emailLink.ts';
import { emailSchema, newPasswordPairSchema } from '~/lib/auth/schemas.ts';
import { validateForm, type FirstIssue } from '~/lib/forms/validateForm.ts';
import { authScreen, authToasts, resetScreen } from '~/lib/auth/screenTexts.ts';
import { dashboardPath, resetPasswordPath, signInHref } from '~/lib/site/accountPaths.ts';
import { TextField } from '~/islands/shared/ui/fields.tsx';
import { requestPasswordReset, updatePassword } from '~/stores/auth.ts';
import { connectSession, currentSession, hasStoredSession } from '~/stores/session.ts';
import { flashToast, toast } from '~/stores/toasts.ts';
import { FormProblem } from './FormProblem.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { toastInvalid } from './toastInvalid.ts';

const requestSchema = z.object({ email: emailSchema });

type Step = 'checking' | 'request' | 'sent' | 'new-password';

/**
 * /reset-password (client:only): asks for the account's email and mails a recovery link back
 * to this page; opened from that link (a recovery session), it asks for the new password
 * (8 to 100 characters), saves it and goes to the panel signed in.
 */
export default function ResetPassword() {
	const [url] = useState(() => new URL(window.location.href));
	const [link] = useState(() => readEmailLink(url));
	const [step, setStep] = useState<Step>(() =>
		link.kind !== 'none' || hasStoredSession() ? 'checking' : 'request',
	);
	const [email, setEmail] = useState('');
	const [password, setPassword] = useState('');
	const [repeat, setRepeat] = useState('');
	const [invalid, setInvalid] = useState<FirstIssue | null>(null);
	const [busy, setBusy] = useState(false);
	const [linkProblem, setLinkProblem] = useState<string | null>(null);
	const [problem, setProblem] = useState<{ message: string; at: number } | null>(null);
	const input = useRef<HTMLInputElement>(null);
	const repeatInput = useRef<HTMLInputElement>(null);
	const heading = useRef<HTMLHeadingElement>(null);
	const problemRef = useRef<HTMLDivElement>(null);

	useEffect(() => {
		if (problem) problemRef.current?.focus();
	}, [problem]);

	useEffect(() => {
		if (step !== 'checking') return;
		let active = true;
		const fail = (message: string) => {
			window.history.replaceState(window.history.state, '', withoutEmailLink(url));
			setLinkProblem(message);
			toast({ title: authToasts.linkFailedTitle, description: message, variant: 'destructive' });
			setStep('request');
		};
		if (link.kind === 'error') {
			fail(authErrorMessages.link_invalid);
			return;
		}
		connectSession().then(
			() => {
				if (!active) return;
				const session = currentSession();
				const recovering =
					session &&
					((link.kind === 'session' && link.type === 'recovery') ||
						link.kind === 'code' ||
						isRecoverySession(session.access_token));
				if (recovering) setStep('new-password');
				else if (link.kind === 'code' && !session) fail(authErrorMessages.link_elsewhere_reset);
				else if (link.kind !== 'none') fail(authErrorMessages.link_invalid);
				else setStep('request');
			},
			() => active && fail(authErrorMessages.network),
		);
		return () => {
			active = false;
		};
	}, [step, link, url]);

	useEffect(() => {
		if (step === 'sent' || step === 'new-password') heading.current?.focus();
	}, [step]);

	async function request(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (busy) return;
		const checked = validateForm(requestSchema, { email });
		if (!checked.ok) {
			setInvalid(checked.issue);
			toastInvalid(checked.issue);
			input.current?.focus();
			return;
		}
		setInvalid(null);
		setProblem(null);
		setBusy(true);
		const redirectTo = `${window.location.origin}${resetPasswordPath}`;
		const result = await requestPasswordReset(checked.data.email, redirectTo);
		setBusy(false);
		if (!result.ok) {
			setProblem({ message: result.message, at: Date.now() });
			toast({ title: authToasts.resetFailed, description: result.message, variant: 'destructive' });
			return;
		}
		setEmail(checked.data.email);
		setLinkProblem(null);
		toast({ title: authToasts.resetSentTitle, description: authToasts.resetSent });
		setStep('sent');
	}

	async function save(event: SubmitEvent<HTMLFormElement>) {
		event.preventDefault();
		if (busy) return;
		const checked = validateForm(newPasswordPairSchema, { password, repeat });
		if (!checked.ok) {
			setInvalid(checked.issue);
			setProblem(null);
			toastInvalid(checked.issue);
			(checked.issue.field === 'repeat' ? repeatInput : input).current?.focus();
			return;
		}
		setInvalid(null);
		setProblem(null);
		setBusy(true);
		const result = await updatePassword(checked.data.password);
		if (!result.ok) {
			setBusy(false);
			setProblem({ message: result.message, at: Date.now() });
			toast({
				title: authToasts.passwordFailed,
				description: result.message,
				variant: 'destructive',
			});
			return;
		}
		flashToast({ title: authToasts.passwordChangedTitle, description: authToasts.passwordChanged });
		window.location.assign(dashboardPath);
	}

	const errorOf = (field: string) => (invalid?.field === field ? invalid.message : undefined);

	if (step === 'checking') {
		return (
			<p role="status" className="py-16 text-center text-muted">
				{resetScreen.checking}
			</p>
		);
	}

	if (step === 'new-password') {
		return (
			<form noValidate onSubmit={(event) => void save(event)} className="space-y-5">
				<h2 ref={heading} tabIndex={-1} className="text-xl font-bold">
					{resetScreen.newTitle}
				</h2>
				<p className="text-sm text-muted">{resetScreen.newLead}</p>
				<TextField
					id="reset-password"
					name="password"
					label={resetScreen.newPassword}
					type="password"
					autoComplete="new-password"
					value={password}
					onChange={setPassword}
					hint={authScreen.passwordHint}
					error={errorOf('password')}
					inputRef={input}
				/>
				<TextField
					id="reset-password-repeat"
					name="repeat"
					label={resetScreen.repeatPassword}
					type="password"
					autoComplete="new-password"
					value={repeat}
					onChange={setRepeat}
					error={errorOf('repeat')}
					inputRef={repeatInput}
				/>
				<FormProblem
					id="reset-problem"
					message={problem?.message ?? null}
					problemRef={problemRef}
				/>
				<SubmitButton busy={busy} label={resetScreen.newSubmit} busyLabel={resetScreen.newBusy} />
			</form>
		);
	}

	if (step === 'sent') {
		return (
			<div className="space-y-4">
				<h2 ref={heading} tabIndex={-1} className="text-xl font-bold">
					{resetScreen.sentTitle}
				</h2>
				<p>{resetScreen.sentText(email)}</p>
				<p className="text-sm text-muted">{authScreen.confirmSpam}</p>
				<div className="flex flex-wrap gap-3">
					<a href={signInHref('login')} className="btn btn-primary">
						{resetScreen.backToLogin}
					</a>
					<button type="button" className="btn btn-outline" onClick={() => setStep('request')}>
						{resetScreen.again}
					</button>
				</div>
			</div>
		);
	}

	return (
		<form noValidate onSubmit={(event) => void request(event)} className="space-y-5">
			{linkProblem && (
				<div
					role="alert"
					className="rounded-lg border border-danger bg-danger-bg p-3 text-sm text-danger"
				>
					{linkProblem}
				</div>
			)}
			<p className="text-sm text-muted">{resetScreen.lead}</p>
			<TextField
				id="reset-email"
				name="email"
				label={resetScreen.email}
				type="email"
				autoComplete="email"
				value={email}
				onChange={setEmail}
				error={errorOf('email')}
				inputRef={input}
			/>
			<FormProblem id="reset-problem" message={problem?.message ?? null} problemRef={problemRef} />
			<SubmitButton busy={busy} label={resetScreen.submit} busyLabel={resetScreen.busy} />
			<p className="text-center text-sm">
				<a href={signInHref('login')} className="font-medium text-primary underline">
					{resetScreen.backToLogin}
				</a>
			</p>
		</form>
	);
}
