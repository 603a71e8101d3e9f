/**
 * Query figures with the volume set (issue 49): `npm run bench -- --volume [--scale N]
 * [--repeats N] [--plans]`. On PostgreSQL 15 (DATABASE_URL, else a fresh database of the
 * machine's cluster, dropped afterwards), migrated and loaded with the volume set, each store's
 * main reads are made by the product's own data modules (src/lib/supabase) as the role that makes
 * them (the busy buyer, the estate agent, the admin); the REST requests they send run through the
 * local server's PostgREST layer inside a transaction with `role` and `request.jwt.claims` set,
 * so RLS applies as in production. Printed per request: the plan's nodes from EXPLAIN (ANALYZE,
 * BUFFERS), its execution time and buffers, and p50/p95 of the whole request over the repeats
 * (budget: p95 under 50 ms). Functions (rpc) show as a Function Scan: their time is what counts.
 */
import { createClient } from '@supabase/supabase-js';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Database as Schema } from '../src/lib/supabase/database.types.ts';
import { openDatabase } from '../supabase/local/db-open.ts';
import type { Database, Tx } from '../supabase/local/db.ts';
import { migrate } from '../supabase/local/migrate.ts';
import { loadCatalog } from '../supabase/local/rest/catalog.ts';
import { actAs, type Caller } from '../supabase/local/rest/context.ts';
import { execute, type RestRequest } from '../supabase/local/rest/execute.ts';
import { freshPostgresDatabase, hasPostgres15 } from '../tests/integration/postgres.ts';
import type { QueryCase, Who } from './lib/benchQueryCases.ts';
import { planSummary, type PlanNode } from './lib/planSummary.ts';
import './lib/tildeAlias.ts';
import { volumeAccounts } from './lib/volumeCounts.ts';
import { seedVolume } from './lib/volumeSeed.ts';

type Sent = { method: string; url: URL; body: unknown };

/** The REST requests a data-module call sends (answered with an empty list). */
async function sentBy(call: QueryCase['call']): Promise<Sent[]> {
	const sent: Sent[] = [];
	const fake: typeof fetch = (input, init) => {
		const url = new URL(input instanceof Request ? input.url : String(input));
		const raw = init?.body;
		sent.push({
			method: init?.method ?? 'GET',
			url,
			body: typeof raw === 'string' && raw ? (JSON.parse(raw) as unknown) : undefined,
		});
		return Promise.resolve(
			new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
		);
	};
	const client = createClient<Schema>('http://bench.local', 'bench', {
		global: { fetch: fake },
		auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
	});
	await call(client).catch(() => undefined);
	return sent;
}

function callerOf(who: Who): Caller {
	const account = volumeAccounts[who];
	return {
		role: 'authenticated',
		claims: {
			sub: account.id,
			role: 'authenticated',
			aud: 'authenticated',
			email: account.email,
			app_metadata: who === 'admin' ? { provider: 'email', role: 'admin' } : { provider: 'email' },
		},
	};
}

const percentile = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

export async function benchQueries(argv: string[]): Promise<void> {
	const { values } = parseArgs({
		args: argv,
		strict: false,
		options: {
			scale: { type: 'string', default: '1' },
			repeats: { type: 'string', default: '30' },
			plans: { type: 'boolean', default: false },
		},
	});
	const scale = Number(values.scale);
	const repeats = Math.max(3, Number(values.repeats));
	const given = process.env['DATABASE_URL'] ?? '';
	if (!given && !hasPostgres15) {
		console.log('\nConsultas con volumen: hace falta PostgreSQL 15 (o DATABASE_URL).');
		return;
	}
	const fresh = given ? undefined : freshPostgresDatabase();
	const db: Database = await openDatabase(given || fresh!.url, '');
	try {
		await migrate(db, new URL('../supabase/', import.meta.url).pathname, false);
		await seedVolume(db, scale);
		const catalog = await db.transaction(loadCatalog);
		// The data modules use the site's ~/ imports: loaded after the alias hook.
		const { queryCases } = await import('./lib/benchQueryCases.ts');
		console.log(
			`\nConsultas de cada store con el volumen (escala ${scale}), PostgreSQL 15, ${repeats} repeticiones; carga ${loadavg()
				.map((l) => l.toFixed(1))
				.join(' / ')}`,
		);
		console.log(
			'Store               Consulta (rol)                               EXPLAIN   p50      p95     Plan',
		);
		const slow: string[] = [];
		for (const c of queryCases) {
			const caller = callerOf(c.who);
			for (const sent of await sentBy(c.call)) {
				const path = sent.url.pathname.replace(/^\/rest\/v1\//, '');
				const rpc = /^rpc\/(\w+)$/.exec(path)?.[1];
				const request: RestRequest = {
					method: sent.method,
					search: sent.url.searchParams,
					catalog,
					table: rpc ? undefined : catalog.tables.get(path),
					rpc,
					body: sent.body,
					prefer: new Map(),
					wantsObject: false,
				};
				const run = (tx: Tx) =>
					actAs(tx, caller, sent.method, sent.url.pathname).then(() => execute(tx, request));
				const plans: PlanNode[] = [];
				let executionMs = 0;
				const explaining: Tx = {
					exec: (sql) => Promise.reject(new Error(`exec in a read: ${sql}`)),
					query: async (sql, params) => {
						if (!sql.startsWith('select set_config')) {
							const r = await explainOnce(sql, params);
							plans.push(r.plan);
							executionMs += r.ms;
						}
						return currentTx!.query(sql, params);
					},
				};
				let currentTx: Tx | undefined;
				const explainOnce = async (sql: string, params?: unknown[]) => {
					const r = await currentTx!.query(
						`explain (analyze, buffers, format json) ${sql}`,
						params,
					);
					const json = r.rows[0]?.['QUERY PLAN'];
					const doc = (typeof json === 'string' ? JSON.parse(json) : json) as {
						Plan: PlanNode;
						'Execution Time': number;
					}[];
					return { plan: doc[0]!.Plan, ms: doc[0]!['Execution Time'] };
				};
				await db.transaction(async (tx) => {
					currentTx = tx;
					await actAs(tx, caller, sent.method, sent.url.pathname);
					await execute(explaining, request);
				});
				const times: number[] = [];
				for (let i = 0; i < repeats + 2; i++) {
					const start = performance.now();
					await db.transaction(run);
					if (i >= 2) times.push(performance.now() - start);
				}
				times.sort((a, b) => a - b);
				const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)];
				const label = `${c.what}${rpc ? ` ${rpc.replace(/^admin_stats_/, '')}` : ''} (${c.who})`;
				const summary = plans.map((p) => planSummary(p)).join(' ‖ ');
				console.log(
					`${c.store.padEnd(19)} ${label.padEnd(44)} ${executionMs.toFixed(1).padStart(6)} ${p50.toFixed(1).padStart(6)} ${p95.toFixed(1).padStart(7)}   ${summary}`,
				);
				if (p95 >= 50) slow.push(`${c.store} ${label}: p95 ${p95.toFixed(1)} ms`);
				if (values.plans) console.log(JSON.stringify(plans, null, 1));
			}
		}
		console.log(
			slow.length === 0
				? 'Todas las consultas por debajo de 50 ms en p95.'
				: `Por encima de 50 ms en p95:\n  ${slow.join('\n  ')}`,
		);
	} finally {
		await db.close();
		fresh?.drop();
	}
}

if (import.meta.main) {
	await benchQueries(process.argv.slice(2));
	process.exit(0);
}
