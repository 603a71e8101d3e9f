/**
 * «50 lectores con 4 atacantes subiendo PDF bomba» (issue 43): p95 of 50 anonymous readers doing
 * what a visitor does (the assistant's cache lookup, a short list), first alone and then while 4
 * signed-in attackers upload, in a loop, into their own vault folder a 65 KB PDF whose object
 * streams inflate to 4 × 16 MB of `/a/a/a…` (the shape that froze the server for 12–24 s). The
 * upload is authorised, so it reaches the content check: in the worker pool, capped in
 * proportion to its size, refused with a 422. On PGlite and, when this machine has it,
 * PostgreSQL 15. Quiet and attacked phases alternate twice (samples pooled per condition).
 * Bounded: 20 requests per reader, each phase stops after 60 s; the goal is p95 under attack
 * within 2× of p95 without. Usage: node scripts/bench-upload-attack.ts
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { type LocalSupabase, startLocalSupabase } from '../supabase/local/app.ts';
import { freshPostgresDatabase, hasPostgres15 } from '../tests/integration/postgres.ts';
import { pdfBomb } from '../tests/unit/vault/pdfFixtures.ts';
import { type Latency, summarise } from './bench-backend.ts';

const READERS = 50;
const REQUESTS_PER_READER = 20;
const ATTACKERS = 4;
const PHASE_LIMIT_MS = 60_000;
const CACHE_ROWS = 2000;

/** The HTTP status, the Storage statusCode of an error body (hosted sends 4xx as 400), the time. */
type Reply = { status: number; code: string; ms: number };

/** One request over loopback from a given source address (each client its own), timed. */
function send(
	url: string,
	options: { path: string; from: string; headers: Record<string, string>; body?: Uint8Array },
): Promise<Reply> {
	const { hostname, port } = new URL(url);
	const start = performance.now();
	return new Promise((resolve, reject) => {
		const req = request(
			{
				host: hostname,
				port,
				path: options.path,
				method: options.body ? 'POST' : 'GET',
				localAddress: options.from,
				headers: options.headers,
				agent: false,
			},
			(res) => {
				let text = '';
				res.on('data', (chunk: Buffer) => {
					if (text.length < 4096) text += chunk.toString('utf8');
				});
				res.on('end', () => {
					const code = /"statusCode":"(\d+)"/.exec(text)?.[1] ?? String(res.statusCode);
					resolve({ status: res.statusCode ?? 0, code, ms: performance.now() - start });
				});
			},
		);
		req.on('error', reject);
		req.end(options.body);
	});
}

type Attacker = { token: string; folder: string };

/** Four users with an open application each: where the attackers upload. */
async function attackers(app: LocalSupabase): Promise<Attacker[]> {
	const opts = { auth: { persistSession: false, autoRefreshToken: false } };
	const svc = createClient(app.url, app.config.serviceRoleKey, opts);
	return Promise.all(
		Array.from({ length: ATTACKERS }, async (_, i) => {
			const email = `atacante${i}@example.com`;
			const password = 'contraseña-bench';
			const created = await svc.auth.admin.createUser({ email, password, email_confirm: true });
			if (created.error) throw created.error;
			const id = created.data.user.id;
			const opened = await svc
				.from('application_progress')
				.insert({ user_id: id })
				.select('id')
				.single();
			if (opened.error) throw opened.error;
			const sb = createClient(app.url, app.config.anonKey, opts);
			const signIn = await sb.auth.signInWithPassword({ email, password });
			if (signIn.error) throw signIn.error;
			return {
				token: signIn.data.session.access_token,
				folder: `${id}/${String(opened.data.id)}`,
			};
		}),
	);
}

type Phase = {
	readers: Latency;
	samples: number[];
	uploads: number;
	statuses: Record<string, number>;
};

async function phase(
	app: LocalSupabase,
	bomb: Uint8Array,
	team: Attacker[] | null,
	requests = REQUESTS_PER_READER,
): Promise<Phase> {
	const deadline = Date.now() + PHASE_LIMIT_MS;
	let running = true;
	const statuses: Record<string, number> = {};
	let uploads = 0;
	const attacks = (team ?? []).map(async (a, n) => {
		for (let i = 0; running && Date.now() < deadline; i++) {
			const { code } = await send(app.url, {
				path: `/storage/v1/object/documentos/${a.folder}/extractos/bomba-${i}.pdf`,
				from: `127.0.1.${n + 1}`,
				headers: {
					apikey: app.config.anonKey,
					authorization: `Bearer ${a.token}`,
					'content-type': 'application/pdf',
				},
				body: bomb,
			});
			statuses[code] = (statuses[code] ?? 0) + 1;
			uploads++;
		}
	});
	const samples: number[] = [];
	const read = (r: number, i: number) => {
		const hash = createHash('sha256')
			.update(`pregunta ${(r * 31 + i) % CACHE_ROWS}`)
			.digest('hex');
		const path =
			i % 2 === 0
				? `/rest/v1/ai_response_cache?select=response&question_hash=eq.${hash}`
				: '/rest/v1/ai_response_cache?select=question_hash,hit_count&order=updated_at.desc&limit=10';
		return send(app.url, {
			path,
			from: `127.0.0.${r + 2}`,
			headers: { apikey: app.config.anonKey },
		});
	};
	await Promise.all(
		Array.from({ length: READERS }, async (_, r) => {
			for (let i = 0; i < requests && Date.now() < deadline; i++) {
				const reply = await read(r, i);
				if (reply.status !== 200) throw new Error(`reader got ${reply.status}`);
				samples.push(reply.ms);
			}
		}),
	);
	running = false;
	await Promise.all(attacks);
	const label = team ? `con ${ATTACKERS} atacantes` : 'sin atacantes';
	return { readers: summarise(label, samples), samples, uploads, statuses };
}

/** Both phases on one database; prints the p95s and their ratio. */
export async function benchUploadAttack(
	databaseUrl = '',
): Promise<{ quiet: Phase; attacked: Phase; ratio: number }> {
	const app = await startLocalSupabase({
		port: 0,
		host: '127.0.0.1',
		dataDir: 'memory://',
		storageDir: 'memory://',
		databaseUrl,
		quiet: true,
		seed: false,
		rateLimit: 0,
		purgeIntervalMs: 0,
	});
	try {
		const rows = Array.from({ length: CACHE_ROWS }, (_, i) => ({
			question_hash: createHash('sha256').update(`pregunta ${i}`).digest('hex'),
			response: `el euríbor y la hipoteca fija o variable ${i} `.repeat(4),
		}));
		await app.db.transaction((tx) =>
			tx.query(
				`insert into public.ai_response_cache (question_hash, response) select question_hash, response from json_populate_recordset(null::public.ai_response_cache, $1::json)`,
				[JSON.stringify(rows)],
			),
		);
		const team = await attackers(app);
		const bomb = pdfBomb(4, 16 * 1024 * 1024 - 64);
		// Warm-up (connections, query plans, JIT), not measured. Then quiet and attacked phases
		// alternate twice and each condition's samples are pooled, so a change in the shared
		// machine's load during the run falls on both.
		await phase(app, bomb, null, 2);
		const runs: Phase[] = [];
		for (const who of [null, team, null, team]) runs.push(await phase(app, bomb, who));
		const pool = (which: Phase[], label: string): Phase => ({
			readers: summarise(
				label,
				which.flatMap((p) => p.samples),
			),
			samples: which.flatMap((p) => p.samples),
			uploads: which.reduce((n, p) => n + p.uploads, 0),
			statuses: Object.fromEntries(
				Object.entries(
					which
						.flatMap((p) => Object.entries(p.statuses))
						.reduce<Record<string, number>>(
							(all, [code, n]) => ({ ...all, [code]: (all[code] ?? 0) + n }),
							{},
						),
				),
			),
		});
		const quiet = pool([runs[0]!, runs[2]!], 'sin atacantes');
		const attacked = pool([runs[1]!, runs[3]!], `con ${ATTACKERS} atacantes`);
		const ratio = attacked.readers.p95 / quiet.readers.p95;
		console.log(
			`\n${READERS} lectores con ${ATTACKERS} atacantes subiendo PDF bomba (${app.db.kind}; ${(bomb.length / 1024).toFixed(0)} KB que se inflan a 64 MB; 2 fases de ${READERS * REQUESTS_PER_READER} lecturas por condición, alternas)`,
		);
		for (const p of [quiet, attacked]) {
			console.log(
				`  ${p.readers.label.padEnd(18)} p50 ${p.readers.p50.toFixed(1).padStart(7)} ms   p95 ${p.readers.p95.toFixed(1).padStart(7)} ms   (n=${p.readers.n})`,
			);
		}
		const answered = Object.entries(attacked.statuses)
			.map(([status, n]) => `${n}×${status}`)
			.join(', ');
		console.log(
			`  Subidas de los atacantes: ${attacked.uploads} (statusCode ${answered}); p95 bajo ataque = ${ratio.toFixed(2)}× (objetivo ≤ 2×) ${ratio <= 2 ? 'OK' : 'SUPERADO'}`,
		);
		return { quiet, attacked, ratio };
	} finally {
		await app.close();
	}
}

/** PGlite, then PostgreSQL 15 when this machine has it. */
export async function benchUploadAttacks(): Promise<void> {
	await benchUploadAttack();
	if (!hasPostgres15) {
		console.log('\nPostgreSQL 15 no está instalado: se mide solo PGlite.');
		return;
	}
	const database = freshPostgresDatabase();
	try {
		await benchUploadAttack(database.url);
	} finally {
		database.drop();
	}
}

if (import.meta.main) {
	await benchUploadAttacks();
	process.exit(0);
}
