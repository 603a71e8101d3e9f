import { describe, expect, it } from 'vitest';
import { authModeBootScript, rendersOnArrival } from '~/lib/auth/authArrival.ts';

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
