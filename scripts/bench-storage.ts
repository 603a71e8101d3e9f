/**
 * Upload throughput of the local Storage API: 50 signed-in supabase-js clients each upload one
 * 2 MB PDF at the same moment into their own folder of the private `documentos` bucket (RLS
 * checked per upload, content sniffed, bytes written to disk under a temporary data directory).
 * Prints MB/s over the whole batch and p50/p95 per upload; no threshold.
 * Usage: node scripts/bench-storage.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { startLocalSupabase } from '../supabase/local/app.ts';
import type { Database } from '../src/lib/supabase/database.types.ts';
import { formatNumber } from '../src/lib/format/formatNumber.ts';
import { type Latency, summarise } from './bench-backend.ts';

/** What benchStorage measured. */
export type StorageFigures = {
	uploads: number;
	failed: number;
	megabytes: number;
	mbPerSecond: number;
	latency: Latency;
};

export async function benchStorage(
	clients = 50,
	sizeBytes = 2 * 1024 * 1024,
): Promise<StorageFigures> {
	const dir = mkdtempSync(join(tmpdir(), 'bench-storage-'));
	const app = await startLocalSupabase({
		port: 0,
		dataDir: join(dir, 'pglite'),
		storageDir: join(dir, 'storage'),
		quiet: !process.env['BENCH_DEBUG'],
		seed: false,
		rateLimit: 0,
		purgeIntervalMs: 0,
	});
	try {
		const opts = { auth: { persistSession: false, autoRefreshToken: false } };
		const svc = createClient<Database>(app.url, app.config.serviceRoleKey, opts);
		const users = await Promise.all(
			Array.from({ length: clients }, async (_, i) => {
				const email = `almacen${i}@example.com`;
				const created = await svc.auth.admin.createUser({
					email,
					password: 'contraseña-bench',
					email_confirm: true,
				});
				if (created.error) throw created.error;
				const id = created.data.user.id;
				const opened = await svc
					.from('application_progress')
					.insert({ user_id: id })
					.select('id')
					.single();
				if (opened.error) throw opened.error;
				const sb = createClient<Database>(app.url, app.config.anonKey, opts);
				const signIn = await sb.auth.signInWithPassword({ email, password: 'contraseña-bench' });
				if (signIn.error) throw signIn.error;
				return { path: `${id}/${opened.data.id}/extractos/extracto.pdf`, sb };
			}),
		);
		const body = new Uint8Array(sizeBytes);
		body.set(new TextEncoder().encode('%PDF-1.4\n'));
		body.set(new TextEncoder().encode('\n%%EOF\n'), sizeBytes - 7);
		const start = performance.now();
		// A failed upload (e.g. a keep-alive socket the server closed while the machine was busy)
		// is counted and left out of the figures, never retried inside the timed batch.
		const results = await Promise.all(
			users.map(async (u) => {
				const t = performance.now();
				const { error } = await u.sb.storage
					.from('documentos')
					.upload(u.path, new Blob([body], { type: 'application/pdf' }));
				return error ? null : performance.now() - t;
			}),
		);
		const samples = results.filter((r): r is number => r !== null);
		const seconds = (performance.now() - start) / 1000;
		const megabytes = (samples.length * sizeBytes) / (1024 * 1024);
		const figures = {
			uploads: samples.length,
			failed: clients - samples.length,
			megabytes,
			mbPerSecond: megabytes / seconds,
			latency: summarise('subida de 2 MB', samples),
		};
		const n = (v: number, decimals = 0) => formatNumber(v, { decimals });
		console.log(`\nAlmacén de documentos (${app.db.kind}, ${clients} subidas simultáneas de 2 MB)`);
		console.log(
			`  Rendimiento: ${n(figures.mbPerSecond, 1)} MB/s (${n(megabytes)} MB en ${n(seconds, 2)} s)`,
		);
		console.log(`  Subidas correctas: ${figures.uploads} de ${clients}`);
		console.log(
			`  Por subida: p50 ${n(figures.latency.p50)} ms · p95 ${n(figures.latency.p95)} ms`,
		);
		return figures;
	} finally {
		await app.close();
		rmSync(dir, { recursive: true, force: true });
	}
}

if (process.argv[1] === import.meta.filename) {
	await benchStorage();
	process.exit(0);
}
