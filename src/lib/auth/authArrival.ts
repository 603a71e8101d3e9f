/**
 * How the /auth screen starts (src/islands/auth/authDirective.ts, `client:auth`). The server's
 * markup already holds the form, so a visitor can read it and type before any React is
 * downloaded; the island hydrates on the first interaction. A visitor whose stored session is
 * still good goes on to the return path before any of it loads (signedInArrival). Other
 * arrivals cannot wait for an interaction: an email link or a session to refresh must be
 * checked at once (the screen then says «Comprobando tu sesión...» and moves on), and a sign-up
 * draft of this tab or a user type picked by the link (?rol=) changes what the form shows, so
 * the island is rendered fresh in the browser instead.
 */
import { clearDraft, writeDraft, type DraftStorage } from '../drafts/formDraft.ts';
import { ROLE_PARAM } from '../site/accountPaths.ts';
import { readEmailLink } from './emailLink.ts';
import { returnPathFrom } from '../session/gate.ts';
import { hasStoredSession, readStoredSession } from '../session/storedSession.ts';

/** sessionStorage key of the sign-up draft; the password is never part of it. */
export const registerDraftKey = 'draft:registro';

/** The sign-up form's text fields a draft keeps (never the password). */
export const registerDraftTextFields = ['first_name', 'last_name', 'phone', 'email'] as const;

/** Everything the sign-up draft keeps: the user type and those text fields. */
export const registerDraftFields = ['role', ...registerDraftTextFields] as const;

/**
 * Saves the sign-up draft from the form's values (the island's state, or the page's controls
 * before the island hydrated): other values, such as the password, are left out. A user type
 * alone is no draft (the link's ?rol= must still win on the next visit): it is removed instead.
 */
export function saveRegisterDraft(
	values: Readonly<Record<string, string | boolean | undefined>>,
	storage?: DraftStorage,
): void {
	const text = (field: string) => {
		const value = values[field];
		return typeof value === 'string' ? value : '';
	};
	if (registerDraftTextFields.every((field) => text(field) === '')) {
		clearDraft(registerDraftKey, storage);
		return;
	}
	const kept = Object.fromEntries(registerDraftFields.map((field) => [field, text(field)]));
	writeDraft(
		registerDraftKey,
		registerDraftFields,
		kept as Record<(typeof registerDraftFields)[number], string>,
		storage,
	);
}

/** What the decision reads: the page's URL and the two storages (undefined when blocked). */
export interface Arrival {
	url: URL;
	local: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined;
	tab: Pick<Storage, 'getItem'> | undefined;
}

/**
 * How close to its expiry supabase-js refreshes an access token before using it
 * (auth-js EXPIRY_MARGIN_MS, 90 s): a token this close is left to supabase-js.
 */
export const refreshMarginMs = 90_000;

/**
 * Where a visitor who is already signed in goes at once, before React or supabase-js is
 * downloaded: the return path (?redirect=, same-site only, else /dashboard) when the stored
 * session's access token is one supabase-js would use as it is (not expired, nor within its
 * refresh margin at `now`, in ms) and the URL carries no email link. Otherwise null: the island
 * decides (it reads the link, or lets supabase-js refresh the session).
 */
export function signedInArrival({ url, local }: Arrival, now: number): string | null {
	if (readEmailLink(url).kind !== 'none') return null;
	const stored = readStoredSession(local);
	if (!stored || stored.expiresAt * 1000 - now < refreshMarginMs) return null;
	return returnPathFrom(url);
}

/** Whether the auth island must render at once (fresh), instead of waiting for an interaction. */
export function rendersOnArrival({ url, local, tab }: Arrival): boolean {
	if (readEmailLink(url).kind !== 'none') return true;
	if (hasStoredSession(local)) return true;
	if (url.searchParams.has(ROLE_PARAM)) return true;
	try {
		return Boolean(tab?.getItem(registerDraftKey));
	} catch {
		return false;
	}
}

/**
 * Inline script placed right after the island: selects the sign-in tab before the first paint
 * when the link asks for it (`?mode=login`, as authModeFrom reads it), so the server's markup
 * (register, the default) never flashes or shifts. Tabs are styled by aria-selected, so the
 * attributes are all it changes; hydration then finds what the island renders.
 */
export function authModeBootScript(): string {
	return [
		"(function(){if(new URLSearchParams(location.search).get('mode')!=='login')return;",
		"var d=document,t=d.getElementById('tab-login'),u=d.getElementById('tab-register'),",
		"p=d.getElementById('panel-login'),q=d.getElementById('panel-register');",
		'if(!t||!u||!p||!q)return;',
		"t.setAttribute('aria-selected','true');t.tabIndex=0;",
		"u.setAttribute('aria-selected','false');u.tabIndex=-1;",
		'p.hidden=false;q.hidden=true})();',
	].join('');
}
