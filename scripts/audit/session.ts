/**
 * A signed-in visit for the measuring scripts (bench-shell.ts, the audit's --signed-in): a
 * confirmed user made on the local backend with the demo service key, and the session
 * supabase-js would store for them, put in the browser's localStorage before a page loads.
 */
import { chromium } from '@playwright/test';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';

/** The localStorage entry supabase-js keeps a session in. */
export interface StoredSessionEntry {
	key: string;
	value: string;
}

/** A new confirmed user on `backend` and the session supabase-js would store for them. */
export async function signedInSession(backend: string): Promise<StoredSessionEntry> {
	const email = `bench-shell-${Date.now()}@example.com`;
	const password = `clave-${Math.random().toString(36).slice(2, 10)}`;
	const service = {
		apikey: DEMO_SERVICE_ROLE_KEY,
		authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
	};
	const created = await fetch(`${backend}/auth/v1/admin/users`, {
		method: 'POST',
		headers: { ...service, 'content-type': 'application/json' },
		body: JSON.stringify({
			email,
			password,
			email_confirm: true,
			user_metadata: { first_name: 'Ana' },
		}),
	});
	if (!created.ok) throw new Error(`No se pudo crear el usuario: HTTP ${created.status}`);
	const token = await fetch(`${backend}/auth/v1/token?grant_type=password`, {
		method: 'POST',
		headers: { apikey: DEMO_ANON_KEY, 'content-type': 'application/json' },
		body: JSON.stringify({ email, password }),
	});
	const key = `sb-${new URL(backend).hostname.split('.')[0]}-auth-token`;
	return { key, value: await token.text() };
}

/**
 * Stores `session` in the localStorage of `base`'s origin in the Chrome on `port` and empties
 * the HTTP cache, the service workers and their caches: a Lighthouse run with
 * disableStorageReset then loads cold but signed in.
 */
export async function storeSession(
	port: number,
	base: string,
	session: StoredSessionEntry,
): Promise<void> {
	// Playwright joins the Chrome Lighthouse drives (over CDP) for this one page, then lets go.
	const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
	try {
		const context = browser.contexts()[0] ?? (await browser.newContext());
		const page = await context.newPage();
		await page.goto(`${base}/robots.txt`);
		await page.evaluate(({ key, value }) => localStorage.setItem(key, value), session);
		const cdp = await context.newCDPSession(page);
		await cdp.send('Network.clearBrowserCache');
		// The site's service worker (and its caches) would serve the next run from the last one.
		await cdp.send('Storage.clearDataForOrigin', {
			origin: new URL(base).origin,
			storageTypes: 'service_workers,cache_storage',
		});
		await page.close();
	} finally {
		await browser.close();
	}
}
