import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, QueryResult } from './db.ts';

/** Embedded PostgreSQL (WASM) persisted in dataDir; PGlite serialises transactions itself. */
export async function openPglite(dataDir: string): Promise<Database> {
	if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
	const db = await PGlite.create(dataDir, { extensions: { pgcrypto } });
	const toResult = (r: { rows: unknown[]; affectedRows?: number }): QueryResult => ({
		rows: r.rows as Record<string, unknown>[],
		affectedRows: r.affectedRows ?? 0,
	});
	return {
		kind: 'pglite',
		transaction: (fn) =>
			db.transaction((tx) =>
				fn({
					query: async (sql, params) => toResult(await tx.query(sql, params ?? [])),
					exec: async (sql) => {
						await tx.exec(sql);
					},
				}),
			),
		listen: async (channel, onPayload) => {
			const stop = await db.listen(channel, onPayload);
			return async () => stop();
		},
		close: () => db.close(),
	};
}
