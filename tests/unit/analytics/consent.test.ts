import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
	CONSENT_KEY,
	CONSENT_SIGNALS,
	consentBannerBootScript,
	PENDING_CONSENT_ATTRIBUTE,
	consentBootScript,
	consentState,
	parseConsent,
} from '~/lib/analytics/consent.ts';

describe('consent state', () => {
	it('covers the six consent mode v2 signals, all granted or all denied', () => {
		expect(Object.keys(consentState(true)).sort()).toEqual([...CONSENT_SIGNALS].sort());
		expect(Object.values(consentState(true))).toEqual(Array(6).fill('granted'));
		expect(Object.values(consentState(false))).toEqual(Array(6).fill('denied'));
	});

	it('accepts only the two stored choices', () => {
		expect(parseConsent('accepted')).toBe('accepted');
		expect(parseConsent('rejected')).toBe('rejected');
		expect(parseConsent('yes')).toBeNull();
		expect(parseConsent(null)).toBeNull();
	});
});

describe('consentBootScript', () => {
	/** Runs the inline script in a sandbox whose global object plays the browser window. */
	function run(stored: string | null) {
		const sandbox: Record<string, unknown> = { localStorage: { getItem: () => stored } };
		sandbox['window'] = sandbox;
		runInNewContext(consentBootScript(), sandbox);
		return (sandbox['dataLayer'] as IArguments[]).map((args) => Array.from(args) as unknown[]);
	}

	it('denies everything by default', () => {
		const calls = run(null);
		expect(calls).toHaveLength(1);
		expect(calls[0]?.slice(0, 2)).toEqual(['consent', 'default']);
		expect(calls[0]?.[2]).toMatchObject(consentState(false));
	});

	it('re-grants on load when the stored choice is accepted', () => {
		const calls = run('accepted');
		expect(calls.map((c) => c[1])).toEqual(['default', 'update']);
		expect(calls[1]?.[2]).toEqual(consentState(true));
		expect(run('rejected')).toHaveLength(1);
	});
});

describe('consentBannerBootScript', () => {
	/** A banner that records its listeners and attributes, like the element the script follows. */
	function fakeBanner() {
		const listeners: ((event: { target: unknown }) => void)[] = [];
		const attributes = new Map<string, string>();
		return {
			hidden: true,
			listeners,
			attributes,
			addEventListener: (_type: string, listener: (event: { target: unknown }) => void) =>
				listeners.push(listener),
			setAttribute: (name: string, value: string) => attributes.set(name, value),
		};
	}

	/**
	 * Runs the script after a hidden banner; `stored` is the saved choice (or storage throws).
	 * Returns the banner, what was written to storage and the gtag calls made.
	 */
	function bannerAfterRun(stored: string | null | Error, defined = false) {
		const banner = fakeBanner();
		const writes: [string, string][] = [];
		const gtagCalls: unknown[][] = [];
		const localStorage = {
			getItem: () => {
				if (stored instanceof Error) throw stored;
				return stored;
			},
			setItem: (key: string, value: string) => {
				if (stored instanceof Error) throw stored;
				writes.push([key, value]);
			},
		};
		const gtag = (...args: unknown[]) => gtagCalls.push(args);
		const window = { gtag };
		const document = { currentScript: { previousElementSibling: banner } };
		const customElements = { get: () => (defined ? class {} : undefined) };
		runInNewContext(consentBannerBootScript(), {
			localStorage,
			document,
			customElements,
			window,
			gtag,
		});
		return Object.assign(banner, { writes, gtagCalls });
	}

	/** A click on an element inside the banner: a consent button, or anything else. */
	const clickOn = (consent: string | null) => ({
		target: {
			closest: (selector: string) =>
				consent && selector === '[data-consent]'
					? { getAttribute: (name: string) => (name === 'data-consent' ? consent : null) }
					: null,
		},
	});

	it('shows the banner at once when no valid choice is stored', () => {
		expect(bannerAfterRun(null).hidden).toBe(false);
		expect(bannerAfterRun('quizá').hidden).toBe(false);
		expect(bannerAfterRun(new Error('SecurityError')).hidden).toBe(false);
	});

	it('leaves it hidden once the visitor has chosen', () => {
		expect(bannerAfterRun('accepted').hidden).toBe(true);
		expect(bannerAfterRun('rejected').hidden).toBe(true);
	});

	it('applies a choice tapped before the banner’s script runs and keeps it for the script', () => {
		const banner = bannerAfterRun(null);
		for (const listener of banner.listeners) listener(clickOn(null));
		expect(banner.hidden).toBe(false);
		expect(banner.writes).toEqual([]);
		for (const listener of banner.listeners) listener(clickOn('rejected'));
		expect(banner.hidden).toBe(true);
		expect(banner.attributes.get(PENDING_CONSENT_ATTRIBUTE)).toBe('rejected');
		expect(banner.writes).toEqual([[CONSENT_KEY, 'rejected']]);
		expect(banner.gtagCalls).toEqual([['consent', 'update', consentState(false)]]);

		const accepting = bannerAfterRun(null);
		for (const listener of accepting.listeners) listener(clickOn('accepted'));
		expect(accepting.writes).toEqual([[CONSENT_KEY, 'accepted']]);
		expect(accepting.gtagCalls).toEqual([['consent', 'update', consentState(true)]]);
	});

	it('still applies the choice to the visit when storage is blocked', () => {
		const banner = bannerAfterRun(new Error('SecurityError'));
		for (const listener of banner.listeners) listener(clickOn('accepted'));
		expect(banner.hidden).toBe(true);
		expect(banner.gtagCalls).toEqual([['consent', 'update', consentState(true)]]);
	});

	it('ignores a button whose value is not a known choice', () => {
		const banner = bannerAfterRun(null);
		for (const listener of banner.listeners) listener(clickOn('quizá'));
		expect(banner.hidden).toBe(false);
		expect(banner.writes).toEqual([]);
		expect(banner.gtagCalls).toEqual([]);
	});

	it('leaves the taps to the banner’s script once it has started', () => {
		const banner = bannerAfterRun(null, true);
		for (const listener of banner.listeners) listener(clickOn('accepted'));
		expect(banner.hidden).toBe(false);
		expect(banner.attributes.size).toBe(0);
		expect(banner.writes).toEqual([]);
	});
});
