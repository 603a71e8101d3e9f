import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import {
	gateDecision,
	isAdmin,
	returnPathFrom,
	safeReturnPath,
	signInUrl,
} from '~/lib/session/gate.ts';
import { adminPaths } from '~/lib/site/routes.ts';
import { requireSession } from '~/stores/sessionGate.ts';
import { configureSession } from '~/stores/session.ts';

const sessionWith = (appMetadata: Record<string, unknown>, userMetadata = {}) =>
	({
		access_token: 't',
		user: { id: 'u1', app_metadata: appMetadata, user_metadata: userMetadata },
	}) as unknown as Session;

describe('safeReturnPath', () => {
	it('keeps same-site paths with their query and hash', () => {
		expect(safeReturnPath('/dashboard')).toBe('/dashboard');
		expect(safeReturnPath('/soporte?ticket=42#chat')).toBe('/soporte?ticket=42#chat');
		expect(safeReturnPath('/herramientas/')).toBe('/herramientas/');
	});
	it('falls back to /dashboard for anything that could leave the site', () => {
		for (const evil of [
			'//evil.example/x',
			'/\\evil.example',
			'\\\\evil.example',
			'https://evil.example/',
			'javascript:alert(1)',
			'JavaScript:alert(1)',
			'dashboard',
			'/\tevil',
			'',
			null,
			undefined,
		]) {
			expect(safeReturnPath(evil)).toBe('/dashboard');
		}
	});
	it('normalises the path first and still refuses another host (issue 24)', () => {
		// Each of these either names another host once a browser parses, normalises or decodes it,
		// or hides a backslash or a control character.
		const hostile = [
			'/.//evil.example',
			'/./\\evil.example',
			'/a/..//evil.example',
			'/../..//evil.example',
			'/%2e//evil.example',
			'/%2E%2E//evil.example',
			'/%5Cevil.example',
			'/%5cevil.example',
			'/%2F%2Fevil.example',
			'/%2f/evil.example',
			'/%252F%252Fevil.example',
			'/%255Cevil.example',
			'/.%2F/evil.example',
			'/%09/evil.example',
			'/%00evil',
			'/%E0%A4%A',
			'/\\evil.example',
			'/\u0000/evil.example',
		];
		for (const evil of hostile) {
			expect([evil, safeReturnPath(evil)]).toEqual([evil, '/dashboard']);
			expect(returnPathFrom(`/auth?redirect=${encodeURIComponent(evil)}`)).toBe('/dashboard');
		}
	});
	it('keeps harmless paths that only look odd', () => {
		expect(safeReturnPath('/blog/./guia')).toBe('/blog/guia');
		expect(safeReturnPath('/blog/../soporte')).toBe('/soporte');
		expect(safeReturnPath('/buscar?q=a%20b')).toBe('/buscar?q=a%20b');
		expect(safeReturnPath('/hipoteca-a%C3%B1o')).toBe('/hipoteca-a%C3%B1o');
	});
	it('never returns to the sign-in page itself', () => {
		expect(safeReturnPath('/auth')).toBe('/dashboard');
		expect(safeReturnPath('/auth?mode=register')).toBe('/dashboard');
	});
	it('uses the given fallback', () => {
		expect(safeReturnPath('//evil.example', '/')).toBe('/');
	});
});

describe('signInUrl and returnPathFrom', () => {
	it('round-trips the page through the sign-in URL', () => {
		expect(signInUrl('/soporte?ticket=42')).toBe('/auth?redirect=%2Fsoporte%3Fticket%3D42');
		expect(returnPathFrom('/auth?redirect=%2Fsoporte%3Fticket%3D42')).toBe('/soporte?ticket=42');
	});
	it('ignores a hostile or missing redirect', () => {
		expect(signInUrl('//evil.example')).toBe('/auth?redirect=%2Fdashboard');
		expect(returnPathFrom('/auth?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard');
		expect(returnPathFrom(new URL('http://localhost:4321/auth'))).toBe('/dashboard');
	});
});

describe('isAdmin', () => {
	it('reads app_metadata.role only', () => {
		expect(isAdmin(sessionWith({ role: 'admin' }))).toBe(true);
		expect(isAdmin(sessionWith({}))).toBe(false);
		expect(isAdmin(sessionWith({ role: 'Admin' }))).toBe(false);
		expect(isAdmin(sessionWith({}, { role: 'admin' }))).toBe(false);
		expect(isAdmin(null)).toBe(false);
	});
	it('admin pages are the Admin group of the route registry', () => {
		expect(adminPaths).toEqual([
			'/admin',
			'/estadisticas',
			'/generate-news-bulk',
			'/revision-codigo',
		]);
	});
});

describe('gateDecision', () => {
	it('sends signed-out visitors to sign in, keeping the page', () => {
		expect(gateDecision({ status: 'signed-out' }, '/soporte?ticket=42')).toEqual({
			allow: false,
			redirectTo: '/auth?redirect=%2Fsoporte%3Fticket%3D42',
		});
	});
	it('sends non-admins away from admin pages to the panel', () => {
		const user = sessionWith({});
		expect(gateDecision({ status: 'signed-in', session: user }, '/admin', { admin: true })).toEqual(
			{ allow: false, redirectTo: '/dashboard' },
		);
		expect(gateDecision({ status: 'signed-in', session: user }, '/dashboard')).toEqual({
			allow: true,
			session: user,
		});
		const admin = sessionWith({ role: 'admin' });
		expect(
			gateDecision({ status: 'signed-in', session: admin }, '/admin', { admin: true }),
		).toEqual({ allow: true, session: admin });
	});
});

describe('requireSession', () => {
	let reset: (() => void) | undefined;
	afterEach(() => reset?.());

	const fakeLocation = (pathname: string, search = '') => {
		const replaced: string[] = [];
		return {
			location: { pathname, search, hash: '', replace: (url: string) => void replaced.push(url) },
			replaced,
		};
	};

	it('redirects a signed-out visitor and resolves null', async () => {
		reset = configureSession({ storage: () => undefined });
		const { location, replaced } = fakeLocation('/dashboard', '?tab=simulaciones');
		await expect(requireSession({ location })).resolves.toBeNull();
		expect(replaced).toEqual(['/auth?redirect=%2Fdashboard%3Ftab%3Dsimulaciones']);
	});

	it('resolves the session of a signed-in visitor without redirecting', async () => {
		const session = sessionWith({});
		reset = configureSession({
			storage: () => ({ length: 1, key: () => 'sb-127-auth-token' }),
			auth: () =>
				Promise.resolve({
					getSession: () => Promise.resolve({ data: { session } }),
					onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
					signOut: () => Promise.resolve({ error: null }),
				}),
		});
		const { location, replaced } = fakeLocation('/soporte');
		await expect(requireSession({ location })).resolves.toBe(session);
		expect(replaced).toEqual([]);
	});
});
