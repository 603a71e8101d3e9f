/** localStorage key holding the visitor's cookie choice. */
export const CONSENT_KEY = 'cookie-consent';

/** Event the cookie banner dispatches on `document` when a choice is made (detail: the choice). */
export const CONSENT_EVENT = 'cookie-consent-change';

/** The two choices a visitor can store. */
export const consentChoices = ['accepted', 'rejected'] as const;

/** A stored cookie choice. */
export type ConsentChoice = (typeof consentChoices)[number];

/** The six Google consent mode v2 signals, granted or denied together. */
export const CONSENT_SIGNALS = [
	'ad_storage',
	'ad_user_data',
	'ad_personalization',
	'analytics_storage',
	'functionality_storage',
	'personalization_storage',
] as const;

/** Consent mode state: every signal set to the same value. */
export type ConsentState = Record<(typeof CONSENT_SIGNALS)[number], 'granted' | 'denied'>;

/** Consent mode state for a choice: everything granted when accepted, everything denied otherwise. */
export function consentState(granted: boolean): ConsentState {
	const value = granted ? 'granted' : 'denied';
	return Object.fromEntries(CONSENT_SIGNALS.map((s) => [s, value])) as ConsentState;
}

/** Parses a stored value; anything but the two known choices counts as no choice. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
	return value === 'accepted' || value === 'rejected' ? value : null;
}

/**
 * Inline script for the head, run before any analytics code: declares gtag, sets every
 * signal to denied by default and re-grants them when an accepted choice is stored.
 * Built from the constants above so the rules live in one place.
 */
export function consentBootScript(): string {
	return [
		'window.dataLayer=window.dataLayer||[];',
		'window.gtag=window.gtag||function(){dataLayer.push(arguments)};',
		`gtag('consent','default',Object.assign(${JSON.stringify(consentState(false))},{wait_for_update:500}));`,
		`try{if(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})==='accepted')`,
		`gtag('consent','update',${JSON.stringify(consentState(true))});}catch(e){}`,
	].join('');
}

/** Attribute where the banner keeps a choice made before its script ran (see below). */
export const PENDING_CONSENT_ATTRIBUTE = 'data-pending-consent';

/**
 * Inline script placed right after the cookie banner's markup: shows the banner while the page
 * is still being parsed when no choice is stored, so it paints with the first paint instead of
 * after the module scripts run (on a first visit on a phone the banner's text is the largest
 * thing on screen, so waiting for the scripts made it the page's LCP). The banner's own script
 * takes over from there (reserving its space, the buttons). Until it does, a tap on «Rechazar» or
 * «Aceptar todas» is applied at once, as the script would: the choice is stored, consent mode is
 * updated and the banner hides. The choice is also kept in PENDING_CONSENT_ATTRIBUTE so the
 * script, when it starts, announces it (CONSENT_EVENT) without storing or updating it twice.
 * Mirrors parseConsent and consentState.
 */
export function consentBannerBootScript(): string {
	return [
		`(function(){var k=${JSON.stringify(CONSENT_KEY)},c=null;try{c=localStorage.getItem(k)}catch(e){}`,
		"if(c==='accepted'||c==='rejected')return;",
		'var s=document.currentScript,b=s&&s.previousElementSibling;if(!b)return;b.hidden=false;',
		"b.addEventListener('click',function(e){if(customElements.get('cookie-banner'))return;",
		"var t=e.target&&e.target.closest&&e.target.closest('[data-consent]');if(!t)return;",
		"var v=t.getAttribute('data-consent');if(v!=='accepted'&&v!=='rejected')return;",
		'try{localStorage.setItem(k,v)}catch(e){}',
		`if(window.gtag)gtag('consent','update',v==='accepted'?${JSON.stringify(consentState(true))}:${JSON.stringify(consentState(false))});`,
		`b.setAttribute(${JSON.stringify(PENDING_CONSENT_ATTRIBUTE)},v);b.hidden=true;});})();`,
	].join('');
}
