/**
 * "50 readers under 4 attackers": p95 of 50 anonymous readers doing what a visitor does (the
 * assistant's cache lookup, a short list), first alone and then while 4 anonymous attackers send
 * the costliest requests the server still accepts (2 regex or like filters at their bounds on
 * every row, 64 conditions, the widest order), plus ones it refuses. On PGlite and, when
 * this machine has it, PostgreSQL 15 (a fresh database made as the integration tests make one).
 * Bounded: each reader sends 20 requests, each phase stops after 60 s, loopback only; the goal
 * is p95 under attack within 2× of p95 without. Usage: node scripts/bench-attack.ts
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { startLocalSupabase } from '../supabase/local/app.ts';
import { freshPostgresDatabase, hasPostgres15 } from '../tests/integration/postgres.ts';
import { type Latency, summarise } from './bench-backend.ts';

const READERS = 50;
const REQUESTS_PER_READER = 20;
const ATTACKERS = 4;
const PHASE_LIMIT_MS = 60_000;
/** Cached answers in the table the readers and attackers read (a realistic cache size). */
const CACHE_ROWS = 2000;

const table = 'ai_response_cache';
const rx = encodeURIComponent;
/** The costliest filters the bounds let through: 2 patterns, each at its limits, on every row. */
const widestRegex = `${'(a|e|i|o|u|b|c|d){1,8}'.repeat(3)}z`;
/** Values in or=() are quoted: the regex has commas and parentheses. */
const attacks = [
	`${table}?select=*&or=(${[1, 2].map((i) => `response.imatch.${rx(`"${widestRegex.replace('z', String(i))}"`)}`).join(',')})`,
	`${table}?select=*&or=(${[1, 2].map((i) => `response.ilike.${rx(`*${'a*e*'.repeat(48)}${i}*`)}`).join(',')})`,
	`${table}?select=*&order=response.desc,question_hash.asc&or=(${Array.from({ length: 64 }, (_, i) => `hit_count.gte.${i}`).join(',')})`,
	// Refused up front since issue 24 (they used to stall PGlite for seconds or break it).
	`${table}?select=question_hash&response=match.${rx('((a{1,30}){1,30}){1,30}')}`,
	`${table}?select=question_hash&response=match.${rx('(.*)(.*)(.*)\\3\\2\\1x')}`,
];

/**
 * GET over loopback from a given source address (127.x.y.z all reach the server), so readers
 * and attackers are distinct clients as they would be on the internet; resolves with the status.
 */
function get(url: string, path: string, apikey: string, from: string): Promise<number> {
	const { hostname, port } = new URL(url);
	return new Promise((resolve, reject) => {
		const req = request(
			{
				host: hostname,
				port,
				path: `/rest/v1/${path}`,
				localAddress: from,
				headers: { apikey },
				agent: false,
			},
			(res) => {
				res.resume();
				res.on('end', () => resolve(res.statusCode ?? 0));
			},
		);
		req.on('error', reject);
		req.end();
	});
}

type Phase = { readers: Latency; attackerRequests: number; statuses: Record<number, number> };

async function phase(url: string, anonKey: string, withAttackers: boolean): Promise<Phase> {
	const deadline = Date.now() + PHASE_LIMIT_MS;
	let running = true;
	const statuses: Record<number, number> = {};
	let attackerRequests = 0;
	const attackers = withAttackers
		? Array.from({ length: ATTACKERS }, async (_, a) => {
				for (let i = a; running && Date.now() < deadline; i++) {
					const status = await get(url, attacks[i % attacks.length]!, anonKey, `127.0.1.${a + 1}`);
					statuses[status] = (statuses[status] ?? 0) + 1;
					attackerRequests++;
				}
			})
		: [];
	const samples: number[] = [];
	await Promise.all(
		Array.from({ length: READERS }, async (_, r) => {
			for (let i = 0; i < REQUESTS_PER_READER && Date.now() < deadline; i++) {
				const hash = createHash('sha256')
					.update(`pregunta ${(r * 31 + i) % CACHE_ROWS}`)
					.digest('hex');
				const path =
					i % 2 === 0
						? `${table}?select=response&question_hash=eq.${hash}`
						: `${table}?select=question_hash,hit_count&order=updated_at.desc&limit=10`;
				const start = performance.now();
				const status = await get(url, path, anonKey, `127.0.0.${r + 2}`);
				if (status !== 200) throw new Error(`reader got ${status}`);
				samples.push(performance.now() - start);
			}
		}),
	);
	running = false;
	await Promise.all(attackers);
	const label = withAttackers ? `con ${ATTACKERS} atacantes` : 'sin atacantes';
	return { readers: summarise(label, samples), attackerRequests, statuses };
}

/** Runs both phases on one database and prints p95 without and with attackers. */
export async function benchAttack(databaseUrl = ''): Promise<{ before: Phase; after: Phase }> {
	const app = await startLocalSupabase({
		port: 0,
		host: '127.0.0.1',
		dataDir: 'memory://',
		databaseUrl,
		quiet: true,
		seed: false,
		rateLimit: 0,
	});
	try {
		const words =
			'el euríbor a doce meses hipoteca fija variable mixta tasación notaría registro gestoría';
		const rows = Array.from({ length: CACHE_ROWS }, (_, i) => ({
			question_hash: createHash('sha256').update(`pregunta ${i}`).digest('hex'),
			response: `${words} ${i} `.repeat(4),
		}));
		await app.db.transaction((tx) =>
			tx.query(
				`insert into public.${table} (question_hash, response) select question_hash, response from json_populate_recordset(null::public.${table}, $1::json)`,
				[JSON.stringify(rows)],
			),
		);
		const before = await phase(app.url, app.config.anonKey, false);
		const after = await phase(app.url, app.config.anonKey, true);
		const ratio = after.readers.p95 / before.readers.p95;
		console.log(
			`\n${READERS} lectores anónimos bajo ${ATTACKERS} atacantes (${app.db.kind}, ${CACHE_ROWS} filas, ${READERS * REQUESTS_PER_READER} lecturas por fase)`,
		);
		for (const p of [before, after]) {
			console.log(
				`  ${p.readers.label.padEnd(18)} p50 ${p.readers.p50.toFixed(1).padStart(7)} ms   p95 ${p.readers.p95.toFixed(1).padStart(7)} ms   (n=${p.readers.n})`,
			);
		}
		const answered = Object.entries(after.statuses)
			.map(([status, n]) => `${n}×${status}`)
			.join(', ');
		console.log(
			`  Atacantes: ${after.attackerRequests} peticiones (${answered}); p95 bajo ataque = ${ratio.toFixed(2)}× (objetivo ≤ 2×) ${ratio <= 2 ? 'OK' : 'SUPERADO'}`,
		);
		return { before, after };
	} finally {
		await app.close();
	}
}

/** Both databases: PGlite, then PostgreSQL 15 when this machine has it. */
export async function benchAttacks(): Promise<void> {
	await benchAttack();
	if (!hasPostgres15) {
		console.log('\nPostgreSQL 15 no está instalado: se mide solo PGlite.');
		return;
	}
	const database = freshPostgresDatabase();
	try {
		await benchAttack(database.url);
	} finally {
		database.drop();
	}
}

if (import.meta.main) {
	await benchAttacks();
	process.exit(0);
}
