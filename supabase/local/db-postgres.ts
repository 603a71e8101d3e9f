import pg from 'pg';
import type { Database } from './db.ts';

/** A real PostgreSQL through a small pool; LISTEN uses one dedicated connection. */
export function openPostgres(url: string): Database {
	const pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: 10_000 });
	pool.on('error', () => {});
	const listeners = new Map<string, Set<(payload: string) => void>>();
	let listener: pg.Client | undefined;
	return {
		kind: 'postgres',
		async transaction(fn) {
			const client = await pool.connect();
			try {
				await client.query('begin');
				const result = await fn({
					query: async (sql, params) => {
						const r = await client.query(sql, params ?? []);
						return { rows: r.rows as Record<string, unknown>[], affectedRows: r.rowCount ?? 0 };
					},
					exec: async (sql) => {
						await client.query(sql);
					},
				});
				await client.query('commit');
				return result;
			} catch (error) {
				await client.query('rollback').catch(() => {});
				throw error;
			} finally {
				client.release();
			}
		},
		async listen(channel, onPayload) {
			if (!listener) {
				listener = new pg.Client({ connectionString: url });
				listener.on('error', () => {});
				await listener.connect();
				listener.on('notification', (n) => {
					for (const cb of listeners.get(n.channel) ?? []) cb(n.payload ?? '');
				});
			}
			if (!listeners.has(channel)) {
				listeners.set(channel, new Set());
				await listener.query(`listen "${channel.replaceAll('"', '')}"`);
			}
			listeners.get(channel)!.add(onPayload);
			return () => {
				listeners.get(channel)?.delete(onPayload);
				return Promise.resolve();
			};
		},
		async close() {
			await listener?.end().catch(() => {});
			await pool.end();
		},
	};
}
