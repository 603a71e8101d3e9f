/**
 * Backend figures with 50 concurrent supabase-js clients against the local server (in-memory
 * PGlite, or DATABASE_URL): p50/p95 of sign-in, the bell's filtered select, an insert and
 * realtime delivery, plus requests/s of the select. Usage: node scripts/bench-backend.ts
 */
import { availableParallelism } from 'node:os';
import { createClient, REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { startLocalSupabase } from '../supabase/local/app.ts';
import type { Database } from '../src/lib/supabase/database.types.ts';

/** Latency percentiles of one operation, in milliseconds. */
export type Latency = { label: string; p50: number; p95: number; n: number };
/** What benchBackend measured. */
export type BackendFigures = {
	latencies: Latency[];
	selectsPerSecond: number;
	clients: number;
	database: string;
};

const percentile = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
export const summarise = (label: string, samples: number[]): Latency => {
	const sorted = [...samples].sort((a, b) => a - b);
	return { label, p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};
const timed = async (fn: () => PromiseLike<{ error: unknown }>) => {
	const start = performance.now();
	const { error } = await fn();
	if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
	return performance.now() - start;
};

/** Runs the scenario on a fresh server and prints (and returns) the figures. */
export async function benchBackend(clients = 50, selectsPerClient = 20): Promise<BackendFigures> {
	const app = await startLocalSupabase({
		port: 0,
		dataDir: 'memory://',
		quiet: true,
		seed: false,
		rateLimit: 0,
	});
	try {
		const opts = { auth: { persistSession: false, autoRefreshToken: false } };
		const svc = createClient<Database>(app.url, app.config.serviceRoleKey, opts);
		const users = await Promise.all(
			Array.from({ length: clients }, async (_, i) => {
				const email = `bench${i}@example.com`;
				const { data, error } = await svc.auth.admin.createUser({
					email,
					password: 'contraseña-bench',
					email_confirm: true,
				});
				if (error) throw error;
				return {
					id: data.user.id,
					email,
					sb: createClient<Database>(app.url, app.config.anonKey, opts),
				};
			}),
		);
		const signIn = await Promise.all(
			users.map((u) =>
				timed(() => u.sb.auth.signInWithPassword({ email: u.email, password: 'contraseña-bench' })),
			),
		);
		await Promise.all(
			users.map((u) =>
				svc.from('notifications').insert(
					Array.from({ length: 15 }, (_, k) => ({
						user_id: u.id,
						title: `Aviso ${k}`,
						message: 'Bench',
					})),
				),
			),
		);

		const selectStart = performance.now();
		const selects = (
			await Promise.all(
				users.map(async (u) => {
					const out: number[] = [];
					for (let k = 0; k < selectsPerClient; k++) {
						out.push(
							await timed(() =>
								u.sb
									.from('notifications')
									.select('*')
									.eq('user_id', u.id)
									.order('created_at', { ascending: false })
									.limit(10),
							),
						);
					}
					return out;
				}),
			)
		).flat();
		const selectsPerSecond = selects.length / ((performance.now() - selectStart) / 1000);
		const inserts = await Promise.all(
			users.map((u) =>
				timed(() =>
					u.sb
						.from('saved_simulations')
						.insert({ user_id: u.id, name: 'Bench', kind: 'cuota', input: { precio: 200000 } }),
				),
			),
		);

		const sentAt = new Map<string, number>();
		const delivery: number[] = [];
		await Promise.all(
			users.map(
				(u) =>
					new Promise<void>((resolve, reject) => {
						u.sb
							.channel(`bench-${u.id}`)
							.on(
								'postgres_changes',
								{
									event: 'INSERT',
									schema: 'public',
									table: 'notifications',
									filter: `user_id=eq.${u.id}`,
								},
								(p) => {
									delivery.push(performance.now() - sentAt.get(String(p.new['title']))!);
								},
							)
							.subscribe((status) => {
								if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
								else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR)
									reject(new Error(status));
							});
					}),
			),
		);
		await Promise.all(
			users.map((u, i) => {
				sentAt.set(`rt-${i}`, performance.now());
				return svc
					.from('notifications')
					.insert({ user_id: u.id, title: `rt-${i}`, message: 'Realtime' });
			}),
		);
		const deadline = Date.now() + 15_000;
		while (delivery.length < users.length && Date.now() < deadline)
			await new Promise((r) => setTimeout(r, 10));
		await Promise.all(users.map((u) => u.sb.removeAllChannels()));
		// Close each client's realtime socket too: its heartbeat timer would keep the process alive.
		await Promise.all(users.map((u) => u.sb.realtime.disconnect()));

		const figures: BackendFigures = {
			clients,
			database: app.db.kind,
			selectsPerSecond,
			latencies: [
				summarise('Inicio de sesión (contraseña, bcrypt)', signIn),
				summarise('Select filtrado (campana: 10 últimas)', selects),
				summarise('Insert (simulación guardada)', inserts),
				summarise(`Entrega realtime (${delivery.length}/${users.length})`, delivery),
			],
		};
		console.log(`\nBackend local (${figures.database}, ${clients} clientes concurrentes)`);
		for (const l of figures.latencies) {
			console.log(
				`  ${l.label.padEnd(42)} p50 ${l.p50.toFixed(1).padStart(7)} ms   p95 ${l.p95.toFixed(1).padStart(7)} ms   (n=${l.n})`,
			);
		}
		console.log(
			`  ${'Select filtrado: rendimiento'.padEnd(42)} ${figures.selectsPerSecond.toFixed(0)} peticiones/s`,
		);
		console.log(
			`  Nota: el inicio de sesión está limitado por bcrypt (coste 10), que se calcula en los ${availableParallelism()} núcleos de esta máquina; un correo desconocido también paga una comparación.`,
		);
		return figures;
	} finally {
		await app.close();
	}
}

if (process.argv[1] === import.meta.filename) {
	await benchBackend();
	process.exit(0);
}
