import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { client, service, startTestServer, uniqueEmail, waitForMail } from './helpers.ts';

let app: LocalSupabase;
beforeAll(async () => {
	app = await startTestServer({ refreshReuseSeconds: 0 });
}, 60_000);
afterAll(() => app?.close());

const signupData = {
	first_name: 'Lucía',
	last_name: 'García Pérez',
	phone: '612345678',
	role: 'inmobiliaria',
};

/** Follows an emailed link without a browser: returns the fragment of the 303 Location. */
async function openLink(link: string): Promise<URLSearchParams> {
	const res = await fetch(link, { redirect: 'manual' });
	expect(res.status).toBe(303);
	return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

describe('signup with email confirmation', () => {
	it('sends a confirmation mail, refuses sign-in until the link is opened, then signs in', async () => {
		const email = uniqueEmail('signup');
		const sb = client(app);
		const { data, error } = await sb.auth.signUp({
			email,
			password: 'contraseña-1',
			options: { data: signupData, emailRedirectTo: 'http://localhost:4321/dashboard' },
		});
		expect(error).toBeNull();
		expect(data.session).toBeNull();
		expect(data.user?.identities).toHaveLength(1);
		expect(data.user?.user_metadata).toMatchObject(signupData);

		const early = await sb.auth.signInWithPassword({ email, password: 'contraseña-1' });
		expect(early.error?.code).toBe('email_not_confirmed');

		const mail = await waitForMail(app, email, 'signup');
		const inbox = (await (await fetch(`${app.url}/mailbox/api/messages?to=${email}`)).json()) as {
			link: string;
		}[];
		expect(inbox[0]?.link).toBe(mail.link);
		const fragment = await openLink(mail.link);
		expect(fragment.get('type')).toBe('signup');
		const session = await sb.auth.setSession({
			access_token: fragment.get('access_token')!,
			refresh_token: fragment.get('refresh_token')!,
		});
		expect(session.error).toBeNull();
		expect(session.data.user?.email_confirmed_at).toBeTruthy();

		const signIn = await client(app).auth.signInWithPassword({ email, password: 'contraseña-1' });
		expect(signIn.error).toBeNull();
		expect(signIn.data.session?.expires_in).toBe(3600);
	});

	it('creates the profile from the signup metadata through the trigger', async () => {
		const email = uniqueEmail('profile');
		await client(app).auth.signUp({
			email,
			password: 'contraseña-1',
			options: { data: signupData },
		});
		const { data } = await service(app)
			.from('profiles')
			.select('first_name, last_name, phone, role, email')
			.eq('email', email)
			.single();
		expect(data).toEqual({ ...signupData, email });
	});

	it('answers a second signup of a confirmed address with an identity-less user (no enumeration)', async () => {
		const email = uniqueEmail('dup');
		await service(app).auth.admin.createUser({
			email,
			password: 'contraseña-1',
			email_confirm: true,
		});
		const { data, error } = await client(app).auth.signUp({ email, password: 'contraseña-1' });
		expect(error).toBeNull();
		expect(data.user?.identities).toEqual([]);
	});

	it('rejects weak passwords and bad emails with GoTrue codes', async () => {
		const weak = await client(app).auth.signUp({ email: uniqueEmail(), password: 'corta' });
		expect(weak.error?.status).toBe(422);
		expect(weak.error?.code).toBe('weak_password');
		const bad = await client(app).auth.signUp({
			email: 'no-es-un-email',
			password: 'contraseña-1',
		});
		expect(bad.error?.code).toBe('validation_failed');
	});

	it('confirms with the 6-digit code too (verifyOtp)', async () => {
		const email = uniqueEmail('otp');
		const sb = client(app);
		await sb.auth.signUp({ email, password: 'contraseña-1' });
		const mail = await waitForMail(app, email, 'signup');
		const { data, error } = await sb.auth.verifyOtp({ email, token: mail.otp, type: 'signup' });
		expect(error).toBeNull();
		expect(data.session?.user.email).toBe(email);
	});
});

describe('sessions', () => {
	async function confirmedUser() {
		const email = uniqueEmail('session');
		await service(app).auth.admin.createUser({
			email,
			password: 'contraseña-1',
			email_confirm: true,
		});
		const sb = client(app);
		const { data, error } = await sb.auth.signInWithPassword({ email, password: 'contraseña-1' });
		expect(error).toBeNull();
		return { sb, email, session: data.session! };
	}

	it('refuses wrong passwords and unknown emails with invalid_credentials', async () => {
		const { email } = await confirmedUser();
		const wrong = await client(app).auth.signInWithPassword({ email, password: 'otra-contraseña' });
		expect(wrong.error).toMatchObject({
			status: 400,
			code: 'invalid_credentials',
			message: 'Invalid login credentials',
		});
		const unknown = await client(app).auth.signInWithPassword({
			email: uniqueEmail('nadie'),
			password: 'x',
		});
		expect(unknown.error?.code).toBe('invalid_credentials');
	});

	it('gets and updates the user (metadata merges, null deletes)', async () => {
		const { sb, email } = await confirmedUser();
		expect((await sb.auth.getUser()).data.user?.email).toBe(email);
		const updated = await sb.auth.updateUser({ data: { first_name: 'Ana', phone: '600000000' } });
		expect(updated.data.user?.user_metadata).toMatchObject({
			first_name: 'Ana',
			phone: '600000000',
		});
		const removed = await sb.auth.updateUser({ data: { phone: null } });
		expect(removed.data.user?.user_metadata['phone']).toBeUndefined();
	});

	it('rotates refresh tokens and ends the session when a used token is replayed', async () => {
		const { sb, session } = await confirmedUser();
		const first = await sb.auth.refreshSession();
		expect(first.error).toBeNull();
		expect(first.data.session?.refresh_token).not.toBe(session.refresh_token);
		const replay = await client(app).auth.refreshSession({ refresh_token: session.refresh_token });
		expect(replay.error?.code).toBe('refresh_token_already_used');
		// Reuse detection revoked the whole session, including the newest token.
		const after = await client(app).auth.refreshSession({
			refresh_token: first.data.session!.refresh_token,
		});
		expect(after.error?.code).toBe('refresh_token_not_found');
	});

	it('signs out: the session and its refresh token stop working', async () => {
		const { sb, session } = await confirmedUser();
		expect((await sb.auth.signOut()).error).toBeNull();
		const res = await fetch(`${app.url}/auth/v1/user`, {
			headers: { apikey: app.config.anonKey, Authorization: `Bearer ${session.access_token}` },
		});
		expect(res.status).toBe(403);
		expect(((await res.json()) as { code: string }).code).toBe('session_not_found');
		const refresh = await client(app).auth.refreshSession({ refresh_token: session.refresh_token });
		expect(refresh.error?.code).toBe('refresh_token_not_found');
	});

	it('recovers a forgotten password through the emailed link', async () => {
		const { email } = await confirmedUser();
		const sb = client(app);
		const sent = await sb.auth.resetPasswordForEmail(email, {
			redirectTo: 'http://localhost:4321/reset-password',
		});
		expect(sent.error).toBeNull();
		const mail = await waitForMail(app, email, 'recovery');
		expect(mail.link).toContain('redirect_to=http%3A%2F%2Flocalhost%3A4321%2Freset-password');
		const fragment = await openLink(mail.link);
		expect(fragment.get('type')).toBe('recovery');
		await sb.auth.setSession({
			access_token: fragment.get('access_token')!,
			refresh_token: fragment.get('refresh_token')!,
		});
		expect((await sb.auth.updateUser({ password: 'nueva-contraseña-2' })).error).toBeNull();
		expect(
			(await client(app).auth.signInWithPassword({ email, password: 'contraseña-1' })).error?.code,
		).toBe('invalid_credentials');
		expect(
			(await client(app).auth.signInWithPassword({ email, password: 'nueva-contraseña-2' })).error,
		).toBeNull();
		// The link is single use.
		expect((await openLink(mail.link)).get('error_code')).toBe('otp_expired');
	});

	it('answers recovery for unknown emails with 200 (no enumeration)', async () => {
		expect((await client(app).auth.resetPasswordForEmail(uniqueEmail('nadie'))).error).toBeNull();
	});
});

describe('admin API', () => {
	it('lets only the service role create users and set app_metadata', async () => {
		const email = uniqueEmail('admin-api');
		const created = await service(app).auth.admin.createUser({
			email,
			password: 'contraseña-1',
			email_confirm: true,
		});
		expect(created.error).toBeNull();
		const set = await service(app).auth.admin.updateUserById(created.data.user!.id, {
			app_metadata: { role: 'admin' },
		});
		expect(set.data.user?.app_metadata).toMatchObject({ role: 'admin', provider: 'email' });
		const sb = client(app);
		const { data } = await sb.auth.signInWithPassword({ email, password: 'contraseña-1' });
		const claims = JSON.parse(
			Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
		) as { app_metadata: { role?: string } };
		expect(claims.app_metadata.role).toBe('admin');
		const denied = await client(app).auth.admin.createUser({
			email: uniqueEmail(),
			password: 'contraseña-1',
		});
		expect(denied.error?.status).toBe(403);
	});
});
