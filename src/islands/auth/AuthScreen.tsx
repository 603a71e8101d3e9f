import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { authErrorMessages } from '~/lib/auth/authErrors.ts';
import {
	authModeFrom,
	readEmailLink,
	withoutEmailLink,
	type AuthMode,
} from '~/lib/auth/emailLink.ts';
import { returnPathFrom, signInUrl } from '~/lib/session/gate.ts';
import { signInPath } from '~/lib/site/accountPaths.ts';
import { authScreen, authToasts } from '~/lib/auth/screenTexts.ts';
import { connectSession, currentSession, hasStoredSession } from '~/stores/session.ts';
import { flashToast, toast } from '~/stores/toasts.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

const tabs: { mode: AuthMode; label: string }[] = [
	{ mode: 'login', label: authScreen.loginTab },
	{ mode: 'register', label: authScreen.registerTab },
];

/** The page's URL; on the server, /auth with no parameters (the markup every visit starts from). */
const pageUrl = () =>
	new URL(import.meta.env.SSR ? signInPath : window.location.href, 'http://localhost');

/**
 * The /auth screen: two tabs, register by default and login with ?mode=login. The server renders
 * it (the form is there before any JavaScript) and it hydrates on the first interaction
 * (client:auth, lib/auth/authArrival.ts). A visitor who is already signed in, or who arrives from
 * the confirmation email's link, is signed in and sent to the return path (?redirect=, a
 * same-site path only) or /dashboard.
 */
export default function AuthScreen() {
	const [url] = useState(pageUrl);
	const [link] = useState(() => readEmailLink(url));
	const returnPath = returnPathFrom(url);
	const [mode, setMode] = useState<AuthMode>(() => authModeFrom(url));
	const [checking, setChecking] = useState(
		() => !import.meta.env.SSR && (link.kind !== 'none' || hasStoredSession()),
	);
	const [registered, setRegistered] = useState<string | null>(null);
	const tabRefs = useRef<Partial<Record<AuthMode, HTMLButtonElement | null>>>({});
	const notice = useRef<HTMLDivElement>(null);

	useEffect(() => {
		if (!checking) return;
		let active = true;
		const fail = (description: string) => {
			window.history.replaceState(window.history.state, '', withoutEmailLink(url));
			toast({ title: authToasts.linkFailedTitle, description, variant: 'destructive' });
			setMode('login');
			setChecking(false);
		};
		if (link.kind === 'error') {
			fail(authErrorMessages.link_invalid);
			return;
		}
		connectSession().then(
			() => {
				if (!active) return;
				if (currentSession()) {
					if (link.kind !== 'none') {
						flashToast({ title: authToasts.confirmedTitle, description: authToasts.confirmed });
					}
					window.location.replace(returnPath);
				} else if (link.kind === 'code') {
					// PKCE: the code is only good where the email was asked for (its verifier).
					fail(authErrorMessages.link_elsewhere);
				} else if (link.kind !== 'none') fail(authErrorMessages.link_invalid);
				else setChecking(false);
			},
			() => active && fail(authErrorMessages.network),
		);
		return () => {
			active = false;
		};
	}, [checking, link, url, returnPath]);

	function choose(next: AuthMode, focus = false) {
		setMode(next);
		const params = new URLSearchParams(window.location.search);
		params.set('mode', next);
		window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}`);
		if (focus) tabRefs.current[next]?.focus();
	}

	function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
		const order = tabs.map((t) => t.mode);
		const index = order.indexOf(mode);
		const next =
			event.key === 'ArrowRight'
				? order[(index + 1) % order.length]
				: event.key === 'ArrowLeft'
					? order[(index + order.length - 1) % order.length]
					: event.key === 'Home'
						? order[0]
						: event.key === 'End'
							? order.at(-1)
							: undefined;
		if (!next) return;
		event.preventDefault();
		choose(next, true);
	}

	function onRegistered(email: string) {
		setRegistered(email);
		choose('login');
		requestAnimationFrame(() => notice.current?.focus());
	}

	if (checking) {
		return (
			<p role="status" className="py-16 text-center text-muted">
				{authScreen.checking}
			</p>
		);
	}

	return (
		<div>
			<div
				role="tablist"
				aria-label={authScreen.tabsLabel}
				className="grid grid-cols-2 gap-1 rounded-lg bg-surface p-1"
			>
				{tabs.map((tab) => (
					<button
						key={tab.mode}
						ref={(element) => {
							tabRefs.current[tab.mode] = element;
						}}
						type="button"
						role="tab"
						id={`tab-${tab.mode}`}
						aria-selected={mode === tab.mode}
						aria-controls={`panel-${tab.mode}`}
						tabIndex={mode === tab.mode ? 0 : -1}
						onClick={() => choose(tab.mode)}
						onKeyDown={onTabKey}
						// Styled by aria-selected alone: the boot script of /auth picks the tab before
						// hydration by setting the attributes (lib/auth/authArrival.ts).
						className="min-h-11 rounded-md px-3 text-sm font-semibold text-muted hover:text-fg aria-selected:bg-bg aria-selected:text-fg aria-selected:shadow"
					>
						{tab.label}
					</button>
				))}
			</div>
			<div
				role="tabpanel"
				id="panel-login"
				aria-labelledby="tab-login"
				hidden={mode !== 'login'}
				className="pt-6"
			>
				{registered && (
					<div
						ref={notice}
						role="status"
						tabIndex={-1}
						className="mb-6 rounded-card border border-primary bg-surface p-4"
						data-testid="confirm-email"
					>
						<p className="font-semibold">{authScreen.confirmTitle}</p>
						<p className="mt-1 text-sm">{authScreen.confirmText(registered)}</p>
						<p className="mt-1 text-sm text-muted">{authScreen.confirmSpam}</p>
					</div>
				)}
				<LoginForm key={registered ?? ''} returnPath={returnPath} initialEmail={registered ?? ''} />
				<p className="mt-6 text-center text-sm">
					<button
						type="button"
						className="font-medium text-primary underline"
						onClick={() => choose('register', true)}
					>
						{authScreen.switchToRegister}
					</button>
				</p>
			</div>
			<div
				role="tabpanel"
				id="panel-register"
				aria-labelledby="tab-register"
				hidden={mode !== 'register'}
				className="pt-6"
			>
				<p className="mb-5 text-right text-sm">
					<button
						type="button"
						className="font-medium text-primary underline"
						onClick={() => choose('login', true)}
					>
						{authScreen.switchToLogin}
					</button>
				</p>
				<RegisterForm
					emailRedirectTo={`${url.origin}${signInUrl(returnPath)}`}
					onRegistered={onRegistered}
				/>
			</div>
		</div>
	);
}
