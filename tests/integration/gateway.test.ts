import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../supabase/local/app.ts';
import { client, service, startTestServer, uniqueEmail } from './helpers.ts';

let app: LocalSupabase;
beforeAll(async () => {
	app = await startTestServer();
}, 60_000);
afterAll(() => app?.close());

const junk = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.firma-falsa';
const invalidKey = {
	message: 'Invalid API key',
	hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

/** Whether an account exists for the address (through the admin API). */
async function exists(email: string): Promise<boolean> {
	const { data } = await service(app).auth.admin.listUsers({ perPage: 1000 });
	return data.users.some((u) => u.email === email);
}

describe('the API gateway checks the apikey on /auth/v1 and /functions/v1 as on /rest/v1', () => {
	it('refuses a junk apikey on every API service', async () => {
		for (const path of ['/auth/v1/settings', '/auth/v1/user']) {
			const res = await fetch(`${app.url}${path}`, { headers: { apikey: junk } });
			expect(res.status).toBe(401);
			expect(await res.json()).toEqual(invalidKey);
		}
		const fn = await fetch(`${app.url}/functions/v1/asistente-ia`, {
			method: 'POST',
			headers: { apikey: junk, 'Content-Type': 'application/json' },
			body: '{"question":"¿Qué es el euríbor?"}',
		});
		expect(fn.status).toBe(401);
		expect(await fn.json()).toEqual(invalidKey);
		const byParam = await fetch(`${app.url}/auth/v1/settings?apikey=${junk}`);
		expect(byParam.status).toBe(401);
		const rest = await fetch(`${app.url}/rest/v1/ai_response_cache`, { headers: { apikey: junk } });
		expect(rest.status).toBe(401);
		expect(((await rest.json()) as { code: string }).code).toBe('PGRST301');
	});

	it('refuses cross-site "simple" POSTs: text/plain bodies and ?apikey= instead of the header', async () => {
		const email = uniqueEmail('csrf');
		const body = JSON.stringify({ email, password: 'contraseña-segura-1' });
		const plain = await fetch(`${app.url}/auth/v1/signup`, {
			method: 'POST',
			headers: { apikey: app.config.anonKey, 'Content-Type': 'text/plain' },
			body,
		});
		expect(plain.status).toBe(415);
		const byParam = await fetch(`${app.url}/auth/v1/signup?apikey=${app.config.anonKey}`, {
			method: 'POST',
			headers: { 'Content-Type': 'text/plain' },
			body,
		});
		expect(byParam.status).toBe(401);
		expect(((await byParam.json()) as { message: string }).message).toBe(
			'API key required in the apikey header',
		);
		const form = await fetch(`${app.url}/functions/v1/asistente-ia?apikey=${app.config.anonKey}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'question=hola',
		});
		expect(form.status).toBe(401);
		expect(await exists(email)).toBe(false);
	});

	it('lets supabase-js through: JSON with the apikey header, and reads with ?apikey=', async () => {
		const email = uniqueEmail('sdk');
		const { error } = await client(app).auth.signUp({ email, password: 'contraseña-segura-1' });
		expect(error).toBeNull();
		expect(await exists(email)).toBe(true);
		// Not configured here: the function itself answers (503), not the gateway.
		const invoked = await client(app).functions.invoke('asistente-ia', {
			body: { question: '¿Qué es el euríbor?' },
		});
		expect((invoked.error as { context?: Response } | null)?.context?.status).toBe(503);
		const settings = await fetch(`${app.url}/auth/v1/settings?apikey=${app.config.anonKey}`);
		expect(settings.status).toBe(200);
	});
});
