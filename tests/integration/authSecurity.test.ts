import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { bcryptCompareCosts } from '../../supabase/local/auth/password.ts';
import {
	client,
	service,
	signedInUser,
	startTestServer,
	uniqueEmail,
	waitForMail,
} from './helpers.ts';

/**
 * Issue 24, auth items of the local GoTrue: unstorable sign-up metadata (10), wrong codes
 * counted per requester (13), sign-in timing of seeded accounts (18) and common passwords (21).
 * The server trusts X-Forwarded-For from loopback here, so each client can play another IP.
 */

let app: LocalSupabase;

beforeAll(async () => {
	// GoTrue's bcrypt cost (the helper's default is 4): the sign-in timing tests are about it.
	app = await startTestServer({
		seed: true,
		trustedProxies: ['127.0.0.1', '::1'],
		bcryptCost: 10,
	});
}, 120_000);
afterAll(() => app.close());

/** A client whose requests come from `ip`. */
const from = (ip: string) =>
	createClient(app.url, app.config.anonKey, {
		auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
		global: { headers: { 'x-forwarded-for': ip } },
	});

async function signUpRaw(body: string) {
	const res = await fetch(`${app.url}/auth/v1/signup`, {
		method: 'POST',
		headers: { apikey: app.config.anonKey, 'content-type': 'application/json' },
		body,
	});
	return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('item 10: metadata the database cannot store', () => {
	it('answers 400 validation_failed for a NUL byte or a lone surrogate, in values or keys', async () => {
		// Written as JSON text by hand: JSON.stringify would escape them the same way.
		const bad = [
			'{"first_name": "Ana\\u0000"}',
			'{"first_name": "Ana\\ud800"}',
			'{"last_name": "\\udc00García"}',
			'{"nested": {"deep": ["ok", "x\\u0000"]}}',
			'{"clave\\u0000": "valor"}',
		];
		for (const data of bad) {
			const email = uniqueEmail('nul');
			const reply = await signUpRaw(
				`{"email": "${email}", "password": "contraseña-segura-1", "data": ${data}}`,
			);
			expect([data, reply.status, reply.body['code']]).toEqual([data, 400, 'validation_failed']);
		}
		const nulEmail = await signUpRaw(
			'{"email": "ana\\u0000@example.com", "password": "contraseña-segura-1"}',
		);
		expect(nulEmail).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
		// A well-formed pair (an emoji) is stored as it is.
		const ok = await signUpRaw(
			`{"email": "${uniqueEmail('emoji')}", "password": "contraseña-segura-1", "data": {"first_name": "Ana 😀"}}`,
		);
		expect(ok.status).toBe(200);
	});

	it('refuses the same on PUT /user', async () => {
		const user = await signedInUser(app);
		const { error } = await user.client.auth.updateUser({ data: { first_name: 'Ana\u0000' } });
		expect(error?.code).toBe('validation_failed');
		expect(error?.status).toBe(400);
	});
});

describe('item 13: wrong codes per requester', () => {
	async function signUpWithCode(ip: string) {
		const email = uniqueEmail('codigo');
		const { error } = await from(ip).auth.signUp({ email, password: 'contraseña-segura-1' });
		if (error) throw error;
		return { email, otp: (await waitForMail(app, email, 'signup')).otp };
	}
	const wrong = (otp: string, i: number) =>
		String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');

	it("a stranger's 5 wrong codes do not cancel the owner's code (the stranger is cut off)", async () => {
		const { email, otp } = await signUpWithCode('192.0.2.10');
		const stranger = from('203.0.113.66');
		for (let i = 0; i < 5; i++) {
			const guess = await stranger.auth.verifyOtp({ email, token: wrong(otp, i), type: 'signup' });
			expect(guess.error?.code).toBe('otp_expired');
		}
		// The stranger gets nothing more for this address, not even with the right code.
		const late = await stranger.auth.verifyOtp({ email, token: otp, type: 'signup' });
		expect(late.error?.code).toBe('otp_expired');
		const owner = await from('192.0.2.10').auth.verifyOtp({ email, token: otp, type: 'signup' });
		expect(owner.error).toBeNull();
		expect(owner.data.session?.user.email).toBe(email);
	});

	it('50 wrong codes from many requesters together invalidate the code', async () => {
		const { email, otp } = await signUpWithCode('192.0.2.11');
		for (let n = 0; n < 10; n++) {
			const guesser = from(`198.51.100.${100 + n}`);
			for (let i = 0; i < 5; i++)
				await guesser.auth.verifyOtp({ email, token: wrong(otp, n * 5 + i), type: 'signup' });
		}
		const owner = await from('192.0.2.11').auth.verifyOtp({ email, token: otp, type: 'signup' });
		expect(owner.error?.code).toBe('otp_expired');
	});
});

describe('item 18: sign-in timing', () => {
	it('seeded accounts are hashed at cost 10, the cost of the dummy compare for unknown addresses', async () => {
		const { rows } = await app.db.transaction((tx) =>
			tx.query(
				`select email, substr(encrypted_password, 1, 7) as prefix from auth.users
				where email in ('admin@hipotecas.local', 'demo@hipotecas.local') order by email`,
			),
		);
		expect(rows).toEqual([
			{ email: 'admin@hipotecas.local', prefix: '$2a$10$' },
			{ email: 'demo@hipotecas.local', prefix: '$2a$10$' },
		]);
		const before = bcryptCompareCosts().length;
		await from('192.0.2.20').auth.signInWithPassword({
			email: 'nadie@hipotecas.local',
			password: 'lo-que-sea-1234',
		});
		await from('192.0.2.20').auth.signInWithPassword({
			email: 'admin@hipotecas.local',
			password: 'no-es-la-buena-1234',
		});
		expect(bcryptCompareCosts().slice(before)).toEqual([10, 10]);
	});

	it('a hash made at another cost is remade at cost 10 on the next sign-in', async () => {
		const user = await signedInUser(app);
		await app.db.transaction((tx) =>
			tx.query(
				`update auth.users set encrypted_password = extensions.crypt('contraseña-segura-1', extensions.gen_salt('bf', 4)) where id = $1`,
				[user.id],
			),
		);
		const signIn = await from('192.0.2.21').auth.signInWithPassword({
			email: user.email,
			password: 'contraseña-segura-1',
		});
		expect(signIn.error).toBeNull();
		const { rows } = await app.db.transaction((tx) =>
			tx.query('select substr(encrypted_password, 1, 7) as prefix from auth.users where id = $1', [
				user.id,
			]),
		);
		expect(rows[0]).toEqual({ prefix: '$2b$10$' });
		const again = await from('192.0.2.21').auth.signInWithPassword({
			email: user.email,
			password: 'contraseña-segura-1',
		});
		expect(again.error).toBeNull();
	});
});

describe('item 21: common passwords', () => {
	const weak = { code: 'weak_password', status: 422, reasons: ['pwned'] };

	it('refuses them on sign-up, as hosted GoTrue refuses a leaked password', async () => {
		for (const password of ['12345678', 'Password', 'iloveyou', 'qwertyuiop', 'sunshine1']) {
			const { error } = await from('192.0.2.30').auth.signUp({
				email: uniqueEmail('debil'),
				password,
			});
			expect([
				password,
				error?.code,
				error?.status,
				(error as { reasons?: string[] })?.reasons,
			]).toEqual([password, weak.code, weak.status, weak.reasons]);
		}
	});

	it('refuses them on a password change and on a reset, and keeps the old password', async () => {
		const user = await signedInUser(app);
		const change = await user.client.auth.updateUser({ password: 'football' });
		expect(change.error?.code).toBe('weak_password');
		await from('192.0.2.31').auth.resetPasswordForEmail(user.email);
		const mail = await waitForMail(app, user.email, 'recovery');
		const recovering = from('192.0.2.31');
		const verified = await recovering.auth.verifyOtp({
			email: user.email,
			token: mail.otp,
			type: 'recovery',
		});
		expect(verified.error).toBeNull();
		const reset = await recovering.auth.updateUser({ password: 'baseball' });
		expect(reset.error?.code).toBe('weak_password');
		const old = await client(app).auth.signInWithPassword({
			email: user.email,
			password: 'contraseña-segura-1',
		});
		expect(old.error).toBeNull();
		// Creating a user through the admin API follows the same rule.
		const admin = await service(app).auth.admin.createUser({
			email: uniqueEmail('admin-debil'),
			password: 'superman',
		});
		expect(admin.error?.code).toBe('weak_password');
	});
});

describe('item 16: secure email change', () => {
	/** Opens an emailed link like a browser would and returns the redirect target. */
	async function follow(link: string): Promise<URL> {
		const res = await fetch(link, { redirect: 'manual' });
		expect(res.status).toBe(303);
		return new URL(res.headers.get('location')!);
	}
	const signsIn = async (email: string) =>
		(await client(app).auth.signInWithPassword({ email, password: 'contraseña-segura-1' }))
			.error === null;

	it('mails both addresses, changes only when both confirm, then notifies the old one', async () => {
		const user = await signedInUser(app);
		const next = uniqueEmail('nuevo');
		const asked = await user.client.auth.updateUser(
			{ email: next },
			{ emailRedirectTo: 'http://localhost:4321/dashboard#perfil' },
		);
		expect(asked.error).toBeNull();
		const toNew = await waitForMail(app, next, 'email_change');
		const toOld = await waitForMail(app, user.email, 'email_change');
		// Both name the new address.
		expect(toOld.text).toContain(next);
		expect(toNew.text).toContain(next);

		// The new address alone changes nothing.
		const first = await follow(toNew.link);
		expect(first.pathname).toBe('/dashboard');
		expect(new URLSearchParams(first.hash.slice(1)).get('message')).toBe(
			'Confirmation link accepted. Please proceed to confirm link sent to the other email',
		);
		expect(await signsIn(user.email)).toBe(true);
		expect(await signsIn(next)).toBe(false);
		// A link works once.
		expect(new URLSearchParams((await follow(toNew.link)).hash.slice(1)).get('error_code')).toBe(
			'otp_expired',
		);

		// The old address confirms: the change is made and a session comes back.
		const second = new URLSearchParams((await follow(toOld.link)).hash.slice(1));
		expect(second.get('type')).toBe('email_change');
		expect(second.get('access_token')).toBeTruthy();
		expect(await signsIn(next)).toBe(true);
		expect(await signsIn(user.email)).toBe(false);
		const notice = await waitForMail(app, user.email, 'email_changed');
		expect(notice.subject).toBe('Tu email de Hipoteca Clara ha cambiado');
		expect(notice.text).toContain(`ya no es ${user.email}: desde ahora es ${next}`);
		expect(notice.link).toBe('');
	});

	it('with typed codes and the PKCE flow: the second confirmation yields the ?code=', async () => {
		const user = await signedInUser(app);
		const next = uniqueEmail('pkce-nuevo');
		const pkce = createClient(app.url, app.config.anonKey, {
			auth: {
				flowType: 'pkce',
				persistSession: false,
				autoRefreshToken: false,
				detectSessionInUrl: false,
			},
		});
		const session = (await user.client.auth.getSession()).data.session!;
		await pkce.auth.setSession(session);
		expect((await pkce.auth.updateUser({ email: next })).error).toBeNull();
		const toOld = await waitForMail(app, user.email, 'email_change');
		const byCode = await client(app).auth.verifyOtp({
			email: user.email,
			token: toOld.otp,
			type: 'email_change',
		});
		expect(byCode.error).toBeNull();
		expect(byCode.data.session).toBeNull();
		expect(await signsIn(next)).toBe(false);
		const target = await follow((await waitForMail(app, next, 'email_change')).link);
		const code = target.searchParams.get('code')!;
		const exchanged = await pkce.auth.exchangeCodeForSession(code);
		expect(exchanged.error).toBeNull();
		expect(exchanged.data.session?.user.email).toBe(next);
		await waitForMail(app, user.email, 'email_changed');
	});
});
