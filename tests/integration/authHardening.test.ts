import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { bcryptCompares } from '../../supabase/local/auth/password.ts';
import { loadConfig, tomlNumber } from '../../supabase/local/config.ts';
import {
	client,
	service,
	signedInUser,
	startTestServer,
	uniqueEmail,
	waitForMail,
} from './helpers.ts';

let app: LocalSupabase;

beforeAll(async () => {
	app = await startTestServer();
}, 60_000);
afterAll(() => app.close());

const profileOf = async (id: string) =>
	(await service(app).from('profiles').select('email, first_name, last_name, phone').eq('id', id))
		.data?.[0];

describe('sign-up metadata the profile checks refuse', () => {
	it('signs up with a one-letter first name and stores it as null instead of answering 500', async () => {
		const email = uniqueEmail('corto');
		const { data, error } = await client(app).auth.signUp({
			email,
			password: 'contraseña-segura-1',
			options: { data: { first_name: 'A', last_name: 'García', phone: '12' } },
		});
		expect(error).toBeNull();
		expect(await profileOf(data.user!.id)).toEqual({
			email,
			first_name: null,
			last_name: 'García',
			phone: null,
		});
	});

	it('keeps a user whose email (user@localhost) does not fit the profile, on creation and on change', async () => {
		const id = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
		await app.db.transaction((tx) =>
			tx.query(
				`insert into auth.users (id, email, raw_user_meta_data) values ($1, 'user@localhost', '{"first_name": "Ana"}')`,
				[id],
			),
		);
		expect(await profileOf(id)).toEqual({
			email: null,
			first_name: 'Ana',
			last_name: null,
			phone: null,
		});
		await app.db.transaction((tx) =>
			tx.query(`update auth.users set email = 'ana@example.com' where id = $1`, [id]),
		);
		expect((await profileOf(id))?.email).toBe('ana@example.com');
		await app.db.transaction((tx) =>
			tx.query(`update auth.users set email = 'ana@localhost' where id = $1`, [id]),
		);
		expect((await profileOf(id))?.email).toBeNull();
	});
});

/** Signs up a new address and returns it with the 6-digit code of its confirmation mail. */
async function signUpWithCode(): Promise<{ email: string; otp: string }> {
	const email = uniqueEmail('codigo');
	const { error } = await client(app).auth.signUp({ email, password: 'contraseña-segura-1' });
	expect(error).toBeNull();
	const mail = await waitForMail(app, email, 'signup');
	return { email, otp: mail.otp };
}

/** A 6-digit code that is not the right one. */
const wrong = (otp: string, i: number) =>
	String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');

describe('one-time codes', () => {
	it('invalidates a code after 5 wrong guesses for its address', async () => {
		const { email, otp } = await signUpWithCode();
		for (let i = 0; i < 5; i++) {
			const guess = await client(app).auth.verifyOtp({
				email,
				token: wrong(otp, i),
				type: 'signup',
			});
			expect(guess.error?.code).toBe('otp_expired');
		}
		const right = await client(app).auth.verifyOtp({ email, token: otp, type: 'signup' });
		expect(right.error?.code).toBe('otp_expired');
		expect(right.data.session).toBeNull();
	});

	it('accepts the right code after fewer than 5 wrong guesses', async () => {
		const { email, otp } = await signUpWithCode();
		for (let i = 0; i < 4; i++)
			await client(app).auth.verifyOtp({ email, token: wrong(otp, i), type: 'signup' });
		const right = await client(app).auth.verifyOtp({ email, token: otp, type: 'signup' });
		expect(right.error).toBeNull();
		expect(right.data.user?.email).toBe(email);
	});

	it('expires codes after otp_expiry (3600 s in config.toml)', async () => {
		expect(app.config.otpExpirySeconds).toBe(3600);
		const old = await signUpWithCode();
		const recent = await signUpWithCode();
		await app.db.transaction(async (tx) => {
			await tx.query(
				`update auth.users set confirmation_sent_at = now() - interval '61 minutes' where email = $1`,
				[old.email],
			);
			await tx.query(
				`update auth.users set confirmation_sent_at = now() - interval '59 minutes' where email = $1`,
				[recent.email],
			);
		});
		const late = await client(app).auth.verifyOtp({
			email: old.email,
			token: old.otp,
			type: 'signup',
		});
		expect(late.error?.code).toBe('otp_expired');
		const inTime = await client(app).auth.verifyOtp({
			email: recent.email,
			token: recent.otp,
			type: 'signup',
		});
		expect(inTime.error).toBeNull();
	});

	it('reads otp_expiry and token_verifications from a config.toml', () => {
		const dir = mkdtempSync(join(tmpdir(), 'toml-'));
		const file = join(dir, 'config.toml');
		writeFileSync(
			file,
			'[auth]\notp_expiry = 1\n\n[auth.email]\n# comentario\notp_expiry = 600\n\n[auth.rate_limit]\ntoken_verifications = 12\n',
		);
		expect(tomlNumber(file, 'auth.email', 'otp_expiry')).toBe(600);
		expect(tomlNumber(file, 'auth.rate_limit', 'token_verifications')).toBe(12);
		expect(tomlNumber(file, 'auth.email', 'missing')).toBeUndefined();
		const config = loadConfig({ supabaseDir: dir });
		expect(config.otpExpirySeconds).toBe(600);
		expect(config.verifyRateLimit).toBe(12);
	});

	it(
		'limits verification attempts per IP (429 once over token_verifications)',
		{ timeout: 90_000 },
		async () => {
			const limited = await startTestServer({ verifyRateLimit: 3 });
			try {
				const statuses: number[] = [];
				for (let i = 0; i < 4; i++) {
					const res = await fetch(`${limited.url}/auth/v1/verify`, {
						method: 'POST',
						headers: { apikey: limited.config.anonKey, 'Content-Type': 'application/json' },
						body: JSON.stringify({
							type: 'signup',
							email: `otro${i}@example.com`,
							token: '123456',
						}),
					});
					statuses.push(res.status);
				}
				expect(statuses).toEqual([403, 403, 403, 429]);
			} finally {
				await limited.close();
			}
		},
	);
});

/** A raw GET with any Host and Origin headers (fetch does not let a caller set Host). */
function rawGet(
	path: string,
	headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
	const url = new URL(app.url);
	return new Promise((resolve, reject) => {
		const req = request(
			{ host: url.hostname, port: url.port, path, method: 'GET', headers },
			(res) => {
				let body = '';
				res.setEncoding('utf8');
				res.on('data', (chunk: string) => (body += chunk));
				res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
			},
		);
		req.on('error', reject);
		req.end();
	});
}

describe('the local mailbox', () => {
	it('refuses pages of other origins and never allows credentials', async () => {
		const { email } = await signUpWithCode();
		const path = `/mailbox/api/messages?to=${encodeURIComponent(email)}`;
		const foreign = await rawGet(path, { Origin: 'https://atacante.example' });
		expect(foreign.status).toBe(403);
		expect(foreign.body).not.toContain(email);
		expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
		expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
		const preflight = await fetch(`${app.url}${path}`, {
			method: 'OPTIONS',
			headers: { Origin: 'https://atacante.example', 'Access-Control-Request-Method': 'GET' },
		});
		expect(preflight.status).toBe(403);
		expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
	});

	it('refuses a rebound host name (DNS rebinding) and serves localhost', async () => {
		const { email } = await signUpWithCode();
		const path = `/mailbox/api/messages?to=${encodeURIComponent(email)}`;
		const port = new URL(app.url).port;
		const rebound = await rawGet(path, { Host: `atacante.example:${port}` });
		expect(rebound.status).toBe(403);
		const local = await rawGet(path, {
			Host: `localhost:${port}`,
			Origin: `http://localhost:4321`,
		});
		expect(local.status).toBe(200);
		expect((JSON.parse(local.body) as { to: string }[]).map((m) => m.to)).toEqual([email]);
		expect(local.headers['access-control-allow-credentials']).toBeUndefined();
	});

	it('sends no Access-Control-Allow-Credentials on API answers either', async () => {
		const res = await fetch(`${app.url}/rest/v1/ai_response_cache?select=question_hash`, {
			headers: { apikey: app.config.anonKey, Origin: 'https://atacante.example' },
		});
		expect(res.status).toBe(200);
		expect(res.headers.get('access-control-allow-credentials')).toBeNull();
	});
});

describe('sign-in timing', () => {
	it('runs one bcrypt compare for an unknown address, as for a known one', async () => {
		const known = await signedInUser(app);
		const before = bcryptCompares();
		const a = await client(app).auth.signInWithPassword({
			email: known.email,
			password: 'contraseña-incorrecta',
		});
		expect(a.error?.code).toBe('invalid_credentials');
		expect(bcryptCompares() - before).toBe(1);
		const b = await client(app).auth.signInWithPassword({
			email: uniqueEmail('nadie'),
			password: 'contraseña-incorrecta',
		});
		expect(b.error?.code).toBe('invalid_credentials');
		expect(b.error?.message).toBe(a.error?.message);
		expect(bcryptCompares() - before).toBe(2);
	});
});
