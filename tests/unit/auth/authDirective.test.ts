import { afterEach, describe, expect, it, vi } from 'vitest';
import authDirective from '~/islands/auth/authDirective.ts';

/** A Storage holding exactly these keys; what is written lands in `written`. */
const storageWith = (...keys: string[]) => {
	const written = new Map<string, string>();
	return {
		written,
		length: keys.length,
		key: (i: number) => keys[i] ?? null,
		getItem: (key: string) => (keys.includes(key) ? '{"email":"ana@example.com"}' : null),
		setItem: (key: string, value: string) => written.set(key, value),
		removeItem: (key: string) => written.delete(key),
	};
};

/** The sign-up form's controls, as the page holds them. */
type Control = { name: string; type: string; value: string; checked?: boolean };

/** A fake button: records its replayed clicks. */
const button = (type: 'submit' | 'button') => ({
	tagName: 'BUTTON',
	type,
	click: vi.fn(),
	closest: function () {
		return this;
	},
});

/** Runs the directive on a fake island at `href`; returns the island and the loader. */
function run(href: string, local: string[] = [], tab: string[] = [], controls: Control[] = []) {
	vi.stubGlobal('location', new URL(href, 'https://www.hipotecaclara.es'));
	vi.stubGlobal('localStorage', storageWith(...local));
	const tabStorage = storageWith(...tab);
	vi.stubGlobal('sessionStorage', tabStorage);
	const listeners = new Map<string, (event: Event) => void>();
	const attributes = new Map<string, string>([['client', 'auth']]);
	const el = {
		setAttribute: (name: string, value: string) => attributes.set(name, value),
		addEventListener: (type: string, listener: (event: Event) => void, capture: boolean) => {
			expect(capture).toBe(true);
			listeners.set(type, listener);
		},
		removeEventListener: (type: string) => listeners.delete(type),
		querySelector: (selector: string) =>
			selector === '#panel-register form' ? { elements: controls } : null,
	};
	const hydrate = vi.fn(() => Promise.resolve());
	const load = vi.fn(() => Promise.resolve(hydrate));
	void authDirective(load, { name: 'auth', value: '' }, el as unknown as HTMLElement);
	/** Dispatches a fake event of `type` at `target`; returns whether it was prevented. */
	const fire = (type: string, target: unknown, extra: object = {}) => {
		const preventDefault = vi.fn();
		listeners.get(type)?.({ type, target, preventDefault, ...extra } as unknown as Event);
		return preventDefault.mock.calls.length > 0;
	};
	const settle = async () => {
		for (let i = 0; i < 4; i++) await Promise.resolve();
	};
	return {
		load,
		hydrate,
		fire,
		settle,
		listeners,
		client: () => attributes.get('client'),
		draft: () => tabStorage.written.get('draft:registro'),
	};
}

afterEach(() => vi.unstubAllGlobals());

describe('client:auth', () => {
	it('loads nothing on arrival, and hydrates (not renders fresh) on the first focus', async () => {
		const island = run('/auth?mode=login');
		await island.settle();
		expect(island.load).not.toHaveBeenCalled();
		island.fire('focusin', {});
		await island.settle();
		expect(island.load).toHaveBeenCalledOnce();
		expect(island.hydrate).toHaveBeenCalledOnce();
		expect(island.client()).toBe('auth');
		// React has the island from here: the directive stops listening.
		expect(island.listeners.size).toBe(0);
	});

	it('holds a form sent before hydration (never a GET) and replays its button once hydrated', async () => {
		const island = run('/auth');
		const submit = button('submit');
		const form = { querySelector: vi.fn(() => null) };
		expect(island.fire('submit', form, { submitter: submit })).toBe(true);
		expect(submit.click).not.toHaveBeenCalled();
		await island.settle();
		expect(submit.click).toHaveBeenCalledOnce();
	});

	it('replays the submit button for Enter in a field (a submit without submitter)', async () => {
		const island = run('/auth');
		const submit = button('submit');
		const form = { querySelector: vi.fn(() => submit) };
		expect(island.fire('submit', form, { submitter: null })).toBe(true);
		await island.settle();
		expect(form.querySelector).toHaveBeenCalledWith('button[type="submit"]');
		expect(submit.click).toHaveBeenCalledOnce();
	});

	it('replays a press on a tab button, but not a plain click elsewhere', async () => {
		const island = run('/auth');
		const tab = button('button');
		island.fire('pointerdown', tab);
		island.fire('click', tab);
		await island.settle();
		expect(tab.click).toHaveBeenCalledOnce();
		expect(island.load).toHaveBeenCalledOnce();

		const other = run('/auth');
		const outside = { closest: () => null };
		expect(other.fire('click', outside)).toBe(false);
		await other.settle();
		expect(other.load).toHaveBeenCalledOnce();
	});

	it('renders fresh at once for a stored session, an email link or a draft', async () => {
		for (const island of [
			run('/auth', ['sb-127-auth-token']),
			run('/auth#access_token=a&refresh_token=b'),
			run('/auth', [], ['draft:registro']),
		]) {
			await island.settle();
			expect(island.client()).toBe('only');
			expect(island.hydrate).toHaveBeenCalledOnce();
			expect(island.listeners.size).toBe(0);
		}
	});

	it('saves the sign-up draft from the page while the code loads, never the password', async () => {
		const controls: Control[] = [
			{ name: 'role', type: 'radio', value: 'particular', checked: false },
			{ name: 'role', type: 'radio', value: 'inmobiliaria', checked: true },
			{ name: 'first_name', type: 'text', value: '' },
			{ name: 'last_name', type: 'text', value: '' },
			{ name: 'phone', type: 'tel', value: '' },
			{ name: 'email', type: 'email', value: '' },
			{ name: 'password', type: 'password', value: 'clave-secreta-2026' },
			{ name: 'terms', type: 'checkbox', value: 'on', checked: true },
		];
		const island = run('/auth', [], [], controls);
		// A user type alone is no draft (the link's ?rol= must still win next time).
		island.fire('change', controls[1]);
		expect(island.draft()).toBeUndefined();
		controls[2] = { ...controls[2]!, value: 'Pilar' };
		island.fire('input', controls[2]);
		expect(JSON.parse(island.draft() ?? '{}')).toEqual({
			role: 'inmobiliaria',
			first_name: 'Pilar',
			last_name: '',
			phone: '',
			email: '',
		});
		expect(island.draft()).not.toContain('clave-secreta-2026');
		await island.settle();
		expect(island.hydrate).toHaveBeenCalledOnce();
	});

	it('sends a visitor signed in with a token still good on, loading nothing', async () => {
		const session = JSON.stringify({
			access_token: 'token',
			expires_at: Math.floor(Date.now() / 1000) + 3600,
			user: { id: 'u1', email: 'ana@example.com' },
		});
		const replace = vi.fn();
		vi.stubGlobal('location', {
			href: 'https://www.hipotecaclara.es/auth?redirect=%2Fplanes',
			replace,
		});
		vi.stubGlobal('localStorage', {
			length: 1,
			key: () => 'sb-127-auth-token',
			getItem: () => session,
		});
		vi.stubGlobal('sessionStorage', storageWith());
		const el = { setAttribute: vi.fn(), addEventListener: vi.fn() };
		const load = vi.fn();
		void authDirective(load, { name: 'auth', value: '' }, el as unknown as HTMLElement);
		await Promise.resolve();
		expect(replace).toHaveBeenCalledWith('/planes');
		expect(load).not.toHaveBeenCalled();
		expect(el.addEventListener).not.toHaveBeenCalled();
	});
});
