import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import type { Database } from '../../src/lib/supabase/database.types.ts';
import { client, service, startTestServer, uniqueEmail, waitForMail } from './helpers.ts';

let app: LocalSupabase;
beforeAll(async () => {
	app = await startTestServer();
}, 60_000);
afterAll(() => app?.close());

/** A client in the PKCE flow (what @supabase/ssr's browser client forces). */
const pkceClient = () =>
	createClient<Database>(app.url, app.config.anonKey, {
		auth: {
			flowType: 'pkce',
			persistSession: false,
			autoRefreshToken: false,
			detectSessionInUrl: false,
		},
	});

/** Opens an emailed link like a browser would and returns the redirect target. */
async function follow(link: string): Promise<URL> {
	const res = await fetch(link, { redirect: 'manual' });
	expect(res.status).toBe(303);
	return new URL(res.headers.get('location')!);
}

async function confirmedUser(password = 'contraseña-1') {
	const email = uniqueEmail('flows');
	await service(app).auth.admin.createUser({ email, password, email_confirm: true });
	return email;
}

describe('PKCE flow', () => {
	it('confirms a signup with ?code= and exchangeCodeForSession', async () => {
		const email = uniqueEmail('pkce');
		const sb = pkceClient();
		const signUp = await sb.auth.signUp({
			email,
			password: 'contraseña-1',
			options: { emailRedirectTo: 'http://localhost:4321/auth' },
		});
		expect(signUp.error).toBeNull();
		const target = await follow((await waitForMail(app, email, 'signup')).link);
		expect(target.origin + target.pathname).toBe('http://localhost:4321/auth');
		const code = target.searchParams.get('code')!;
		const { data, error } = await sb.auth.exchangeCodeForSession(code);
		expect(error).toBeNull();
		expect(data.session?.user.email).toBe(email);
		// A code works once.
		expect((await sb.auth.exchangeCodeForSession(code)).error).not.toBeNull();
	});

	it('recovers a password: the code yields a recovery session', async () => {
		const email = await confirmedUser();
		const sb = pkceClient();
		const events: string[] = [];
		sb.auth.onAuthStateChange((event) => events.push(event));
		await sb.auth.resetPasswordForEmail(email, {
			redirectTo: 'http://localhost:4321/reset-password',
		});
		const target = await follow((await waitForMail(app, email, 'recovery')).link);
		const { error } = await sb.auth.exchangeCodeForSession(target.searchParams.get('code')!);
		expect(error).toBeNull();
		expect(events).toContain('PASSWORD_RECOVERY');
		expect((await sb.auth.updateUser({ password: 'contraseña-nueva' })).error).toBeNull();
		expect(
			(await client(app).auth.signInWithPassword({ email, password: 'contraseña-nueva' })).error,
		).toBeNull();
	});

	it('refuses a code with the wrong verifier', async () => {
		const email = uniqueEmail('pkce-bad');
		await pkceClient().auth.signUp({ email, password: 'contraseña-1' });
		const code = (await follow((await waitForMail(app, email, 'signup')).link)).searchParams.get(
			'code',
		)!;
		const res = await fetch(`${app.url}/auth/v1/token?grant_type=pkce`, {
			method: 'POST',
			headers: { apikey: app.config.anonKey, 'Content-Type': 'application/json' },
			body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
		});
		expect(res.status).toBe(400);
		expect(await res.json()).toMatchObject({ code: 'bad_code_verifier' });
	});
});

describe('more account flows', () => {
	it('changes the email after both addresses confirm (secure email change)', async () => {
		const email = await confirmedUser();
		const sb = client(app);
		await sb.auth.signInWithPassword({ email, password: 'contraseña-1' });
		const next = uniqueEmail('nuevo');
		const asked = await sb.auth.updateUser({ email: next });
		expect(asked.data.user?.new_email).toBe(next);
		await follow((await waitForMail(app, email, 'email_change')).link);
		const fragment = new URLSearchParams(
			(await follow((await waitForMail(app, next, 'email_change')).link)).hash.slice(1),
		);
		expect(fragment.get('type')).toBe('email_change');
		expect(
			(await client(app).auth.signInWithPassword({ email: next, password: 'contraseña-1' })).error,
		).toBeNull();
		const { data } = await service(app).from('profiles').select('email').eq('email', next);
		expect(data).toEqual([{ email: next }]);
	});

	it('resends the confirmation of an unconfirmed signup', async () => {
		const email = uniqueEmail('resend');
		await client(app).auth.signUp({ email, password: 'contraseña-1' });
		await waitForMail(app, email, 'signup');
		expect((await client(app).auth.resend({ type: 'signup', email })).error).toBeNull();
		const mails = app.mailbox.list(email).filter((m) => m.type === 'signup');
		expect(mails).toHaveLength(2);
		// Only the newest link works.
		expect(
			new URLSearchParams((await follow(mails[1]!.link)).hash.slice(1)).get('error_code'),
		).toBe('otp_expired');
		expect(new URLSearchParams((await follow(mails[0]!.link)).hash.slice(1)).get('type')).toBe(
			'signup',
		);
	});

	it('signs out locally or elsewhere (scope local / others)', async () => {
		const email = await confirmedUser();
		const [one, two, three] = [client(app), client(app), client(app)];
		for (const c of [one, two, three])
			await c.auth.signInWithPassword({ email, password: 'contraseña-1' });
		const refreshOf = async (c: typeof one) =>
			(await c.auth.getSession()).data.session!.refresh_token;
		const [r2, r3] = [await refreshOf(two), await refreshOf(three)];
		await one.auth.signOut({ scope: 'others' });
		expect((await client(app).auth.refreshSession({ refresh_token: r2 })).error?.code).toBe(
			'refresh_token_not_found',
		);
		expect((await client(app).auth.refreshSession({ refresh_token: r3 })).error?.code).toBe(
			'refresh_token_not_found',
		);
		expect((await one.auth.getUser()).error).toBeNull();
		await one.auth.signOut({ scope: 'local' });
		expect((await one.auth.getSession()).data.session).toBeNull();
	});

	it('answers CORS preflights and exposes Content-Range and the API version', async () => {
		const res = await fetch(`${app.url}/rest/v1/notifications`, {
			method: 'OPTIONS',
			headers: {
				Origin: 'http://localhost:4321',
				'Access-Control-Request-Headers': 'apikey, authorization, prefer',
			},
		});
		expect(res.status).toBe(204);
		expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
		expect(res.headers.get('access-control-allow-headers')).toBe('apikey, authorization, prefer');
		expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
		expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
	});
});
