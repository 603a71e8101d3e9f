import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY } from '../../supabase/local/config.ts';
import type { Database } from '../../src/lib/supabase/database.types.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'supabase-local-'));
let child: ChildProcess | undefined;
afterAll(() => {
	child?.kill('SIGKILL');
	rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `node supabase/local/server.ts` and resolves with its URL and banner once ready. */
function start(): Promise<{ url: string; banner: string }> {
	child = spawn(process.execPath, ['supabase/local/server.ts'], {
		env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let out = '';
	return new Promise((resolve, reject) => {
		child!.stdout!.on('data', (d: Buffer) => {
			out += String(d);
			const m = /API URL\s+(\S+)[\s\S]*Build with/.exec(out);
			if (m) resolve({ url: m[1]!, banner: out });
		});
		child!.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
	});
}

function stop(): Promise<number | null> {
	const c = child!;
	return new Promise((resolve) => {
		c.once('exit', (code) => resolve(code));
		c.kill('SIGTERM');
	});
}

const demo = (url: string) =>
	createClient<Database>(url, DEMO_ANON_KEY, {
		auth: { persistSession: false, autoRefreshToken: false },
	});

describe('the server process', () => {
	it('seeds once, persists in DATA_DIR and shuts down cleanly on SIGTERM', async () => {
		const first = await start();
		expect(first.banner).toContain('Seed          applied');
		expect(first.banner).toContain('demo@hipotecas.local');
		const admin = demo(first.url);
		expect(
			(
				await admin.auth.signInWithPassword({
					email: 'admin@hipotecas.local',
					password: 'admin-demo-1234',
				})
			).error,
		).toBeNull();
		const user = demo(first.url);
		const signIn = await user.auth.signInWithPassword({
			email: 'demo@hipotecas.local',
			password: 'demo-demo-1234',
		});
		// The 3 seeded ones plus «Tu solicitud avanza», written by the progress trigger.
		expect(
			(await user.from('notifications').select('title')).data?.map((n) => n.title).sort(),
		).toEqual([
			'Bienvenida',
			'Documentación recibida',
			'Oferta de un banco',
			'Tu solicitud avanza',
		]);
		const sent = await admin.from('notifications').insert({
			user_id: signIn.data.user!.id,
			title: 'Persistente',
			message: 'Sobrevive al reinicio',
		});
		expect(sent.status).toBe(201);
		expect(await stop()).toBe(0);

		const second = await start();
		expect(second.banner).toContain('up to date');
		expect(second.banner).not.toContain('Seed          applied');
		const again = demo(second.url);
		await again.auth.signInWithPassword({
			email: 'demo@hipotecas.local',
			password: 'demo-demo-1234',
		});
		const { data } = await again
			.from('notifications')
			.select('title')
			.order('created_at', { ascending: false });
		// «Persistente» is the newest; the seeded ones (and the progress notice the seed's
		// application_progress row wrote, at the same instant as the last seeded one) follow.
		expect(data?.[0]?.title).toBe('Persistente');
		expect(data?.map((n) => n.title).sort()).toEqual([
			'Bienvenida',
			'Documentación recibida',
			'Oferta de un banco',
			'Persistente',
			'Tu solicitud avanza',
		]);
		expect(await stop()).toBe(0);
		child = undefined;
	}, 90_000);
});
