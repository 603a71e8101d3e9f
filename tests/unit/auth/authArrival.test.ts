import { describe, expect, it } from 'vitest';
import { authModeBootScript, rendersOnArrival, signedInArrival } from '~/lib/auth/authArrival.ts';

/** A Storage holding exactly these keys (and values). */
const storageWith = (entries: Record<string, string> = {}) => {
	const keys = Object.keys(entries);
	return {
		length: keys.length,
		key: (i: number) => keys[i] ?? null,
		getItem: (key: string) => entries[key] ?? null,
	};
};

const arrive = (href: string, local = storageWith(), tab = storageWith()) =>
	rendersOnArrival({ url: new URL(href, 'https://www.hipotecaclara.es'), local, tab });

describe('rendersOnArrival', () => {
	it('waits for an interaction on a plain visit, with or without ?mode= and ?redirect=', () => {
		expect(arrive('/auth')).toBe(false);
		expect(arrive('/auth?mode=login')).toBe(false);
		expect(arrive('/auth?redirect=%2Fsoporte', storageWith({ 'cookie-consent': 'rejected' }))).toBe(
			false,
		);
	});

	it('renders at once for an email link: a session in the fragment, a PKCE code or an error', () => {
		expect(arrive('/auth#access_token=a&refresh_token=b&type=signup')).toBe(true);
		expect(arrive('/auth?code=123')).toBe(true);
		expect(arrive('/auth#error=access_denied&error_code=otp_expired')).toBe(true);
	});

	it('renders at once for a stored session, a sign-up draft of this tab or a user type in the link', () => {
		expect(arrive('/auth', storageWith({ 'sb-127-auth-token': '{}' }))).toBe(true);
		expect(arrive('/auth', storageWith(), storageWith({ 'draft:registro': '{"email":"a"}' }))).toBe(
			true,
		);
		expect(arrive('/auth?rol=inmobiliaria')).toBe(true);
	});

	it('treats blocked storage as empty', () => {
		const blocked = {
			length: 0,
			key: () => null,
			getItem: () => {
				throw new Error('SecurityError');
			},
		};
		expect(
			rendersOnArrival({ url: new URL('https://x.es/auth'), local: undefined, tab: blocked }),
		).toBe(false);
	});
});

describe('signedInArrival', () => {
	const now = Date.UTC(2026, 10, 27, 12);
	/** A stored session whose access token expires `seconds` after `now`. */
	const sessionFor = (seconds: number) =>
		storageWith({
			'sb-127-auth-token': JSON.stringify({
				access_token: 'token',
				expires_at: now / 1000 + seconds,
				user: { id: 'u1', email: 'ana@example.com' },
			}),
		});
	const onward = (href: string, local = sessionFor(3600)) =>
		signedInArrival(
			{ url: new URL(href, 'https://www.hipotecaclara.es'), local, tab: storageWith() },
			now,
		);

	it('sends a session still good to the return path, or the panel, before any code loads', () => {
		expect(onward('/auth')).toBe('/dashboard');
		expect(onward('/auth?mode=login&redirect=%2Fsoporte%3Fticket%3D7')).toBe('/soporte?ticket=7');
		expect(onward(`/auth?redirect=${encodeURIComponent('//evil.example')}`)).toBe('/dashboard');
		expect(onward('/auth?redirect=%2Fauth%3Fmode%3Dlogin')).toBe('/dashboard');
	});

	it('leaves to the island a token supabase-js would refresh, an email link or no session', () => {
		expect(onward('/auth', sessionFor(60))).toBeNull();
		expect(onward('/auth', sessionFor(-10))).toBeNull();
		expect(onward('/auth?code=123')).toBeNull();
		expect(onward('/auth#access_token=a&refresh_token=b&type=signup')).toBeNull();
		expect(onward('/auth', storageWith())).toBeNull();
		expect(onward('/auth', storageWith({ 'sb-127-auth-token': '{"access_token":1}' }))).toBeNull();
		expect(
			signedInArrival({ url: new URL('https://x.es/auth'), local: undefined, tab: undefined }, now),
		).toBeNull();
	});
});

/** Runs the boot script over fake tabs and panels at `search`; returns their attributes. */
function boot(search: string) {
	const element = (selected: boolean) => {
		const attributes = new Map<string, string>([['aria-selected', String(selected)]]);
		return {
			tabIndex: selected ? 0 : -1,
			hidden: !selected,
			setAttribute: (name: string, value: string) => attributes.set(name, value),
			selected: () => attributes.get('aria-selected'),
		};
	};
	const nodes = {
		'tab-login': element(false),
		'tab-register': element(true),
		'panel-login': element(false),
		'panel-register': element(true),
	};
	const document = { getElementById: (id: keyof typeof nodes) => nodes[id] };
	// eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the exact inline script
	const script = new Function('location', 'document', authModeBootScript()) as (
		location: unknown,
		document: unknown,
	) => void;
	script({ search }, document);
	return {
		login: [
			nodes['tab-login'].selected(),
			nodes['tab-login'].tabIndex,
			nodes['panel-login'].hidden,
		],
		register: [
			nodes['tab-register'].selected(),
			nodes['tab-register'].tabIndex,
			nodes['panel-register'].hidden,
		],
	};
}

describe('authModeBootScript', () => {
	it('selects the sign-in tab and panel before hydration for ?mode=login', () => {
		expect(boot('?mode=login&redirect=%2Fdashboard')).toEqual({
			login: ['true', 0, false],
			register: ['false', -1, true],
		});
	});

	it('leaves register (the default) for any other link', () => {
		for (const search of ['', '?mode=register', '?mode=LOGIN']) {
			expect(boot(search)).toEqual({ login: ['false', -1, true], register: ['true', 0, false] });
		}
	});
});
