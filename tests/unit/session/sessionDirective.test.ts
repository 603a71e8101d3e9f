import { afterEach, describe, expect, it, vi } from 'vitest';
import sessionDirective from '~/islands/session/sessionDirective.ts';

/** A Storage holding exactly these keys. */
const storageWith = (...keys: string[]) => ({
	length: keys.length,
	key: (i: number) => keys[i] ?? null,
});

/** Runs the directive on a fake island at `path`; returns what it did. */
async function run(path: string, keys: string[]) {
	const [pathname, rest = ''] = path.split('?');
	const [search, hash = ''] = rest.split('#');
	const replace = vi.fn();
	vi.stubGlobal('location', {
		pathname,
		search: search ? `?${search}` : '',
		hash: hash ? `#${hash}` : '',
		replace,
	});
	vi.stubGlobal('localStorage', storageWith(...keys));
	const hydrate = vi.fn(() => Promise.resolve());
	const load = vi.fn(() => Promise.resolve(hydrate));
	const attributes = new Map<string, string>([['client', 'session']]);
	const el = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
	void sessionDirective(load, { name: 'session', value: '' }, el as unknown as HTMLElement);
	// The island's code is loaded, then rendered, in the microtasks that follow.
	await Promise.resolve();
	await Promise.resolve();
	return { replace, load, hydrate, client: attributes.get('client') };
}

afterEach(() => vi.unstubAllGlobals());

describe('client:session', () => {
	it('sends a signed-out visitor to sign in, keeping the page, without loading the island', async () => {
		const done = await run('/dashboard?x=1#simulaciones', ['cookie-consent']);
		expect(done.replace).toHaveBeenCalledWith('/auth?redirect=%2Fdashboard%3Fx%3D1%23simulaciones');
		expect(done.load).not.toHaveBeenCalled();
	});

	it('loads and renders the island fresh for a stored session', async () => {
		const done = await run('/soporte', ['sb-127-auth-token']);
		expect(done.replace).not.toHaveBeenCalled();
		expect(done.load).toHaveBeenCalledOnce();
		expect(done.hydrate).toHaveBeenCalledOnce();
		expect(done.client).toBe('only');
	});
});
