import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
	CONSENT_SIGNALS,
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
