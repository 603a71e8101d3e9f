import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, QueryResult } from './db.ts';

/**
 * Embedded PostgreSQL (WASM) persisted in dataDir; PGlite serialises transactions itself. A new
 * database (in memory, or a folder PostgreSQL has not initialised yet) starts from the `template`
 * dump when that file exists (template.ts); an existing one is opened as it is.
 */
export async function openPglite(dataDir: string, template = ''): Promise<Database> {
	const memory = dataDir.startsWith('memory://');
	if (!memory) mkdirSync(dataDir, { recursive: true });
	const fresh = memory || !existsSync(join(dataDir, 'PG_VERSION'));
	const loadDataDir =
		fresh && template && existsSync(template)
			? new Blob([readFileSync(template)], { type: 'application/x-tar' })
			: undefined;
	return wrapPglite(
		await PGlite.create(dataDir, {
			extensions: { pgcrypto },
			...(loadDataDir ? { loadDataDir } : {}),
		}),
	);
}

/** The server's Database over an open PGlite. */
export function wrapPglite(db: PGlite): Database {
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
