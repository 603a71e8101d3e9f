import { partytownSnippet } from '@qwik.dev/partytown/integration';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { gtagScriptUrl, partytownOptions } from './tag.ts';
import { pageViewParams, portalPageViewParams } from './events.ts';
import { vitalEvent, type VitalName } from './webVitals.ts';

declare global {
	interface Window {
		dataLayer?: unknown[];
		gtag?: (...args: unknown[]) => void;
	}
}

/** The vitals measured in this page so far (for the admin health page), newest last. */
const measured: { label: VitalName; value: number; rating: string }[] = [];

/** This page's web vitals as reported to analytics (read-only copy). */
export function sessionVitals(): readonly { label: VitalName; value: number; rating: string }[] {
	return measured.map((m) => ({ ...m }));
}

/**
 * Starts GA4 for a visitor who accepted cookies: Google's tag runs in the Partytown worker
 * (the sandbox and the tag are requested only now), `dataLayer.push` is forwarded to it with
 * the consent commands already queued by the head script, then the page's events are sent:
 * page_view, portal_page_view on portal pages, and web_vitals as the browser measures them.
 * Runs once per page.
 */
export function startAnalytics(id: string): void {
	if (document.querySelector('script[data-analytics="gtag"]')) return;
	const gtag =
		window.gtag ??
		function gtag() {
			// eslint-disable-next-line prefer-rest-params -- gtag.js reads `arguments` objects.
			(window.dataLayer ??= []).push(arguments);
		};
	window.gtag = gtag;
	gtag('js', new Date());
	// Our own page_view below carries the fields SPEC asks for; the automatic one is turned off.
	gtag('config', id, { send_page_view: false });
	gtag('event', 'page_view', pageViewParams(location.pathname, document.title));
	const portal = document.querySelector<HTMLElement>('[data-content-group]');
	const portalParams = portal ? portalPageViewParams({ ...portal.dataset }) : null;
	if (portalParams) gtag('event', 'portal_page_view', portalParams);

	const tag = document.createElement('script');
	tag.type = 'text/partytown';
	tag.src = gtagScriptUrl(id);
	tag.dataset['analytics'] = 'gtag';
	document.head.append(tag);
	// The same options as the build's hash of this snippet in the Content-Security-Policy.
	const snippet = document.createElement('script');
	snippet.textContent = partytownSnippet(partytownOptions);
	document.head.append(snippet);

	// web-vitals reads the buffered performance entries, so starting after load loses nothing.
	const send = ({ name, value }: { name: VitalName; value: number }) => {
		const event = vitalEvent(name, value);
		if (!event) return;
		measured.push(event);
		gtag('event', 'web_vitals', event);
	};
	onLCP(send);
	onINP(send);
	onCLS(send);
	onFCP(send);
	onTTFB(send);
}
